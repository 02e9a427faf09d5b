/**
 * A trigram index on each form table's `search_text`, so a staff search at 100,000 items reads the
 * rows that hold the words instead of every row (src/server/forms/filters.ts):
 *
 * - SQLite: an FTS5 table with the `trigram` tokenizer beside each form table (`<table>_search`,
 *   external content: it stores the index, not the text again), kept in step by triggers.
 * - PostgreSQL: a GIN index with `pg_trgm`'s operator class, which `LIKE '%word%'` uses as it is.
 *   The extension is created when it is missing and the database lets this account create it
 *   (it is a trusted extension: the CREATE right on the database is enough). When it cannot be,
 *   searches work as before, row by row (docs/server.md says how an administrator adds it).
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

const FORM_TABLES = ['contact_us_forms', 'careers_forms', 'get_started_forms'];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') return trigramIndexes(db);
  const build = async (trx: Kysely<unknown>) => {
    for (const table of FORM_TABLES) await searchTable(trx, table);
  };
  // One transaction on SQLite too, as in 010, so an index and its triggers start together.
  if (db.isTransaction) return build(db);
  await db.transaction().execute(build);
}

async function searchTable(db: Kysely<unknown>, table: string): Promise<void> {
  const search = `${table}_search`;
  await sql`create virtual table ${sql.id(search)} using fts5(search_text, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into ${sql.id(search)}(${sql.id(search)}) values ('rebuild')`.execute(db);
  await sql`create trigger ${sql.id(`${search}_insert`)} after insert on ${sql.id(table)} begin
    insert into ${sql.id(search)}(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger ${sql.id(`${search}_delete`)} after delete on ${sql.id(table)} begin
    insert into ${sql.id(search)}(${sql.id(search)}, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger ${sql.id(`${search}_update`)} after update of search_text on ${sql.id(table)} begin
    insert into ${sql.id(search)}(${sql.id(search)}, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into ${sql.id(search)}(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}

/** Runs in the migration's transaction: a savepoint keeps a refused CREATE EXTENSION from ending it. */
async function trigramIndexes(db: Kysely<unknown>): Promise<void> {
  const schemaOfTrgm = async () =>
    (await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)).rows[0]?.schema;
  let schema = await schemaOfTrgm();
  if (!schema) {
    await sql`savepoint trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`release savepoint trgm`.execute(db);
      schema = await schemaOfTrgm();
    } catch {
      await sql`rollback to savepoint trgm`.execute(db);
      return;
    }
  }
  for (const table of FORM_TABLES) {
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.id(table)} using gin (search_text ${sql.id(schema!, 'gin_trgm_ops')})`.execute(db);
  }
}
