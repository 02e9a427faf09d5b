/**
 * Counts of the form tables kept by the database itself, so a list's total never scans the table
 * (src/server/forms/list-counts.ts reads them). Triggers keep `form_counts` in the same
 * transaction as every insert, delete and change of a counted column, whoever writes (the app,
 * the user CLI, a migration, a bench seeding 100,000 rows), so the counts are exact.
 *
 * One row per (table, dimension, value, slot): `n` rows of `table` have `dimension` = `value`.
 * The dimension `writes` (value '') counts every change to the table: a version, so a count the
 * server cached for other filters is known stale after any write.
 * On PostgreSQL each change lands in one of SLOTS rows picked at random, so concurrent submissions
 * do not all wait on one counter row's lock until their commit; a reader sums the slots. SQLite has
 * one writer, so one slot.
 *
 * Another counted column (an equality filter such as a stage or an owner) is one call of
 * `addCountTriggers` in a migration (and one name in filters.ts' EQUALITY_FILTERS).
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './index.ts';

export const SLOTS = 8;

/** The SQL that adds `delta` to one count (a statement of a trigger's body). */
export const upsertCount = (table: string, dimension: string, value: string, slot: string, delta: number) =>
  `insert into form_counts (table_name, dimension, value, slot, n) values ('${table}', '${dimension}', ${value}, ${slot}, ${delta})
     on conflict (table_name, dimension, value, slot) do update set n = form_counts.n + excluded.n;`;

/** Names come from code (the form tables and their columns), never from a request. */
function checkName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain SQL name: ${name}`);
  return name;
}

export async function createCountsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_counts')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_counts_pk', ['table_name', 'dimension', 'value', 'slot'])
    .execute();
}

/** Keeps `form_counts` for `column` of `table` (a text column, or any column cast to text), and fills it from the rows stored now. */
export async function addCountTriggers(db: Kysely<unknown>, dialect: DialectName, table: string, column: string): Promise<void> {
  checkName(table);
  checkName(column);
  const value = (row: 'new' | 'old') => `coalesce(cast(${row}.${column} as text), '')`;
  const name = `${table}_count_${column}`;
  if (dialect === 'sqlite') {
    await sql.raw(`create trigger ${name}_insert after insert on ${table} begin ${upsertCount(table, column, value('new'), '0', 1)} end`).execute(db);
    await sql.raw(`create trigger ${name}_delete after delete on ${table} begin ${upsertCount(table, column, value('old'), '0', -1)} end`).execute(db);
    await sql
      .raw(`create trigger ${name}_update after update of ${column} on ${table} when old.${column} is not new.${column}
            begin ${upsertCount(table, column, value('old'), '0', -1)} ${upsertCount(table, column, value('new'), '0', 1)} end`)
      .execute(db);
  } else {
    const slot = `floor(random() * ${SLOTS})::int`;
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.${column} is distinct from new.${column}) then
             ${upsertCount(table, column, value('old'), slot, -1)}
           end if;
           if tg_op = 'INSERT' or (tg_op = 'UPDATE' and old.${column} is distinct from new.${column}) then
             ${upsertCount(table, column, value('new'), slot, 1)}
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql.raw(`create trigger ${name} after insert or delete or update of ${column} on ${table} for each row execute function ${name}()`).execute(db);
  }
  await sql
    .raw(
      `insert into form_counts (table_name, dimension, value, slot, n)
       select '${table}', '${column}', coalesce(cast(${column} as text), ''), 0, count(*) from ${table} group by ${column}`,
    )
    .execute(db);
}

/** The `writes` version of `table`: one more on every insert, update and delete. */
export async function addWriteVersion(db: Kysely<unknown>, dialect: DialectName, table: string): Promise<void> {
  checkName(table);
  const name = `${table}_count_writes`;
  const bump = (slot: string) => upsertCount(table, 'writes', `''`, slot, 1);
  if (dialect === 'sqlite') {
    for (const event of ['insert', 'update', 'delete']) await sql.raw(`create trigger ${name}_${event} after ${event} on ${table} begin ${bump('0')} end`).execute(db);
  } else {
    await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${bump(`floor(random() * ${SLOTS})::int`)} return null; end $$`).execute(db);
    await sql.raw(`create trigger ${name} after insert or update or delete on ${table} for each row execute function ${name}()`).execute(db);
  }
}

/**
 * SQLite: the columns whose insert triggers stand aside while a batch of inserts is open (migration
 * 014), so the batch counts its rows itself with `countBatchRows`. A column counted later is named
 * here and its insert trigger made to stand aside the same way, or neither: the batch's counts are
 * compared with the triggers' in tests/server/forms/batch-upkeep.test.ts.
 */
export const BATCH_COUNTED = ['status', 'stage'];

/** Counts the rows of `table` above `afterId` (a batch's own), with the writes version, one statement a dimension. */
export async function countBatchRows(db: Kysely<unknown>, table: string, afterId: number): Promise<void> {
  checkName(table);
  const dimensions = [...BATCH_COUNTED.map((column) => [`'${checkName(column)}'`, `coalesce(cast(${column} as text), '')`]), [`'writes'`, `''`]];
  for (const [dimension, value] of dimensions) {
    await sql`insert into form_counts (table_name, dimension, value, slot, n)
      select ${sql.lit(table)}, ${sql.raw(dimension!)}, ${sql.raw(value!)}, 0, count(*) from ${sql.id(table)} where id > ${afterId} group by 3
      on conflict (table_name, dimension, value, slot) do update set n = form_counts.n + excluded.n`.execute(db);
  }
}
