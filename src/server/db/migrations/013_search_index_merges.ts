/**
 * SQLite: the search index merges its segments less often. FTS5 writes each transaction's rows as a
 * new segment and, by default, merges as soon as 4 segments of one size are there (`automerge` 4);
 * with the submissions committed in batches of about 50 that merging was a fifth of the writer
 * thread's time. At 16 (FTS5's largest) a row is merged again about half as often, and a search
 * reads at most 16 segments of a size instead of 4: the scale bench's searches at 100 000 rows
 * measured the same within their noise (docs/performance.md). The setting is kept in the index
 * itself, so it holds for every connection.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

const SEARCH_TABLES = ['contact_us_forms_search', 'careers_forms_search', 'get_started_forms_search'];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') return; // its GIN index is PostgreSQL's own (011)
  for (const table of SEARCH_TABLES) await sql`insert into ${sql.id(table)} (${sql.id(table)}, rank) values ('automerge', 16)`.execute(db);
}
