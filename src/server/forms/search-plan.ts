/**
 * How a staff search finds each of its words. SQLite keeps a trigram index of every form table's
 * search text (migration 011, FTS5), but its planner knows nothing of how common a word is, and an
 * index lookup of a word in every row ("visitor") costs far more than reading rows newest first
 * until a page is full. So each word of three letters or more is looked up in the index only when
 * its rarest trigram is in at most RARE_ROWS rows (the index's own counts, `fts5vocab`); a word
 * that matches nothing is then found in no time. PostgreSQL's planner weighs its trigram index
 * (pg_trgm) itself, from its statistics: every word goes to it as a plain LIKE.
 */
import { sql, type Kysely } from 'kysely';
import type { FormTableName } from '../../forms/kinds.ts';
import type { DialectName } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import type { FilterTarget, Filters } from './filters.ts';
import { searchWords } from './search.ts';

/** At most this many rows hold the word's rarest trigram: looked up in the index. */
export const RARE_ROWS = 2_000;

/** The word's trigrams as the index holds them (the tokenizer folds case to lower). */
function trigrams(word: string): string[] {
  const letters = [...word.toLowerCase()];
  return [...new Set(letters.slice(0, -2).map((_, index) => letters.slice(index, index + 3).join('')))];
}

export async function searchPlan(db: Kysely<Database>, dialect: DialectName, table: FormTableName, filters: Filters): Promise<FilterTarget> {
  const indexedWords = new Set<string>();
  if (dialect !== 'sqlite') return { table, indexedWords };
  for (const word of searchWords(filters.q ?? '')) {
    const grams = trigrams(word);
    if (grams.length === 0) continue;
    const { rows } = await sql<{ term: string; doc: number }>`select term, doc from ${sql.id(`${table}_search_terms`)} where term in (${sql.join(grams)})`.execute(db);
    // A trigram missing from the index: no row holds the word.
    const rarest = rows.length < grams.length ? 0 : Math.min(...rows.map((row) => Number(row.doc)));
    if (rarest <= RARE_ROWS) indexedWords.add(word);
  }
  return { table, indexedWords };
}
