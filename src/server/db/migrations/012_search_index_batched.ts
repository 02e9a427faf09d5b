/**
 * SQLite: submissions that commit together (db/group-commit.ts) join the search index together, one
 * statement per form table at the end of their transaction (forms/batch-upkeep.ts), instead of
 * one FTS5 insert per row from migration 011's trigger. FTS5's cost is mostly per statement: a row
 * indexed on its own costs 40–55 µs, a batch of 20 in one statement about 15 µs a row, 200 about 10
 * (measured with better-sqlite3 on the trigram table). At 5,000 submissions a second the per-row
 * trigger was the largest part of a submission's time on the event loop.
 *
 * The insert trigger stays for every other writer (a script, a seeder, another process, a test): it
 * stands aside only while the writing transaction holds a row in `search_index_deferred`. A batch
 * adds that row when it starts and deletes it before it commits, so no other connection ever sees it,
 * and a batch that fails or a process killed in the middle rolls it back with everything else.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

const FORM_TABLES = ['contact_us_forms', 'careers_forms', 'get_started_forms'];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') return; // its GIN index is kept by PostgreSQL itself (011)
  const change = async (trx: Kysely<unknown>) => {
    await sql`create table search_index_deferred (deferred integer not null)`.execute(trx);
    for (const table of FORM_TABLES) {
      const search = `${table}_search`;
      await sql`drop trigger ${sql.id(`${search}_insert`)}`.execute(trx);
      await sql`create trigger ${sql.id(`${search}_insert`)} after insert on ${sql.id(table)}
        when not exists (select 1 from search_index_deferred) begin
        insert into ${sql.id(search)}(rowid, search_text) values (new.id, new.search_text);
      end`.execute(trx);
    }
  };
  if (db.isTransaction) return change(db);
  await db.transaction().execute(change);
}
