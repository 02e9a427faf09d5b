/**
 * On SQLite, the rows a group commit stores join the search index together at the end of their
 * transaction: one FTS5 statement per form table instead of one per row (migration 012 says why
 * and how the per-row trigger stands aside meanwhile). A submission undone in its savepoint has no
 * row left to index; a batch that fails undoes this too. Nothing in a batch can change or delete a
 * row the same batch stored before it is indexed (whose 'delete' trigger would then take out what
 * FTS5 never held): its id is answered only after the commit, and the one connection runs nothing
 * else while the batch's transaction is open.
 */
import { sql, type Kysely } from 'kysely';
import type { BatchWork } from '../db/group-commit.ts';
import type { Database } from '../db/schema.ts';
import { FORMS, FORM_KINDS } from './tables.ts';

const TABLES = FORM_KINDS.map((kind) => FORMS[kind].table);

export const indexBatchForSearch: BatchWork = async (trx: Kysely<Database>) => {
  // Rows above each table's highest id now are the batch's own: SQLite has one writer.
  const before: number[] = [];
  for (const table of TABLES) before.push(Number((await sql<{ id: number | null }>`select max(id) as id from ${sql.id(table)}`.execute(trx)).rows[0]?.id ?? 0));
  await sql`insert into search_index_deferred (deferred) values (1)`.execute(trx);
  return async () => {
    for (const [index, table] of TABLES.entries()) {
      await sql`insert into ${sql.id(`${table}_search`)} (rowid, search_text) select id, search_text from ${sql.id(table)} where id > ${before[index]}`.execute(trx);
    }
    await sql`delete from search_index_deferred`.execute(trx);
  };
};
