/**
 * On SQLite, what the rows of a group commit need besides themselves is done for them together at
 * the end of their transaction: they join the search index in one FTS5 statement per form table
 * (migration 012), and are counted in one grouped upsert per counted column (migration 014),
 * instead of by triggers once per row. Both triggers stand aside only while the batch's transaction
 * holds a row in `insert_batch_open`, which no other connection ever sees.
 *
 * A submission undone in its savepoint has no row left to index or count; a batch that fails undoes
 * this too. Nothing in a batch can change or delete a row the same batch stored before it is
 * indexed (whose 'delete' trigger would then take out what FTS5 never held): its id is answered only
 * after the commit, and the connection runs nothing else while the batch's transaction is open.
 */
import { sql, type Kysely } from 'kysely';
import { countBatchRows } from '../db/count-triggers.ts';
import type { BatchWork } from '../db/group-commit.ts';
import type { Database } from '../db/schema.ts';
import { FORMS, FORM_KINDS } from './tables.ts';

const TABLES = FORM_KINDS.map((kind) => FORMS[kind].table);

/** Each form table's highest id, in one statement. */
async function highestIds(trx: Kysely<Database>): Promise<number[]> {
  const maxima = sql.join(TABLES.map((table, index) => sql`(select max(id) from ${sql.id(table)}) as ${sql.id(`t${index}`)}`));
  const row = (await sql<Record<string, number | null>>`select ${maxima}`.execute(trx)).rows[0]!;
  return TABLES.map((_, index) => Number(row[`t${index}`] ?? 0));
}

export const batchUpkeep: BatchWork = async (trx: Kysely<Database>) => {
  // Rows above each table's highest id now are the batch's own: SQLite has one writer.
  const before = await highestIds(trx);
  await sql`insert into insert_batch_open (deferred) values (1)`.execute(trx);
  return async () => {
    const after = await highestIds(trx);
    for (const [index, table] of TABLES.entries()) {
      // A batch is mostly one form's: the other tables have nothing to index or count.
      if (after[index] === before[index]) continue;
      await sql`insert into ${sql.id(`${table}_search`)} (rowid, search_text) select id, search_text from ${sql.id(table)} where id > ${before[index]}`.execute(trx);
      await countBatchRows(trx as Kysely<unknown>, table, before[index]!);
    }
    await sql`delete from insert_batch_open`.execute(trx);
  };
};
