/**
 * SQLite: two cuts to what each stored submission costs the writer thread (forms/batch-upkeep.ts),
 * about 8 µs each of its 90 (docs/performance.md):
 *
 * - **Counts by batch.** The count triggers' three upserts per inserted row (status, stage, the
 *   writes version: migration 010) stand aside while a batch is open, as the search index's insert
 *   trigger already did (012), and the batch counts its rows with one grouped upsert per dimension
 *   before it commits. The marker table `search_index_deferred` now stands for both, so it is
 *   renamed `insert_batch_open`; SQLite rewrites the triggers that name it.
 * - **A leaner search index.** The trigram indexes are built again with `detail=none`: a trigram's
 *   rows without its positions in them, a third of the size. A search asks the index with
 *   `LIKE '%word%'` (forms/filters.ts), which FTS5 answers from the trigrams and then checks
 *   against the row's text, where a phrase query needed the positions. The automerge setting of
 *   013 is kept in the index itself, so it is set again.
 *
 * Every other writer (a script, the user CLI, another process) still counts and indexes per row.
 */
import { sql, type Kysely } from 'kysely';
import { upsertCount } from '../count-triggers.ts';
import type { DialectName } from '../index.ts';

const FORM_TABLES = ['contact_us_forms', 'careers_forms', 'get_started_forms'];
const COUNTED = ['status', 'stage'];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') return; // no batches there: PostgreSQL's writers run side by side
  const change = async (trx: Kysely<unknown>) => {
    // Before any index is dropped: the rename checks every trigger that names the table.
    await sql`alter table search_index_deferred rename to insert_batch_open`.execute(trx);
    for (const table of FORM_TABLES) {
      for (const column of COUNTED) {
        await countInsertTrigger(trx, `${table}_count_${column}_insert`, table, upsertCount(table, column, `coalesce(cast(new.${column} as text), '')`, '0', 1));
      }
      await countInsertTrigger(trx, `${table}_count_writes_insert`, table, upsertCount(table, 'writes', `''`, '0', 1));
      await leanSearchIndex(trx, table);
    }
  };
  if (db.isTransaction) return change(db);
  await db.transaction().execute(change);
}

async function countInsertTrigger(db: Kysely<unknown>, name: string, table: string, upsert: string): Promise<void> {
  await sql`drop trigger ${sql.id(name)}`.execute(db);
  await sql.raw(`create trigger ${name} after insert on ${table} when not exists (select 1 from insert_batch_open) begin ${upsert} end`).execute(db);
}

/** The triggers of 011/012 stay: they are on the form table and name the index, which is back before they fire. */
async function leanSearchIndex(db: Kysely<unknown>, table: string): Promise<void> {
  const search = `${table}_search`;
  await sql`drop table ${sql.id(search)}`.execute(db);
  await sql`create virtual table ${sql.id(search)} using fts5(search_text, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram', detail='none')`.execute(db);
  await sql`insert into ${sql.id(search)} (${sql.id(search)}) values ('rebuild')`.execute(db);
  await sql`insert into ${sql.id(search)} (${sql.id(search)}, rank) values ('automerge', 16)`.execute(db);
}
