/**
 * How a staff search finds each of its words. Each form table has a trigram index of its search
 * text (SQLite: FTS5, migrations 011 and 014; PostgreSQL: pg_trgm), and fetching from it every row
 * that holds a common word ("visitor") costs far more than reading rows newest first until a page
 * is full. SQLite's planner knows nothing of how common a word is, and PostgreSQL's, given a LIKE
 * per word, spent longer weighing index paths than reading the rows (filters.ts). So each word the
 * index can find (`indexable`) is first counted up to RARE_ROWS + 1 rows (a probe that stops there,
 * about 0.3 ms), and looked up in the index only when it is that rare; a word that no row holds is
 * then found in no time. (FTS5's own per-trigram counts, fts5vocab, read every row of a common trigram
 * to count it: 110 ms for a list of them at 100,000 rows.) On PostgreSQL without pg_trgm (the
 * migration allows that), the probe of a rare word reads the whole table, once a minute per word.
 *
 * A word's verdict is remembered for a minute: staff paging through a search, or a dashboard
 * refreshing it, would otherwise probe the same words on every request. The verdict picks the way
 * to the rows, never which rows: a stale one costs time, not correctness.
 */
import { sql, type Kysely } from 'kysely';
import type { FormTableName } from '../../forms/kinds.ts';
import type { DialectName } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { LruMap } from '../lru-map.ts';
import { indexable, rowsHolding, type FilterTarget, type Filters } from './filters.ts';
import { searchWords } from './search.ts';

/** A word held by at most this many rows is looked up in the index. */
export const RARE_ROWS = 200;
/** Verdicts remembered at most, the oldest dropped first. */
const REMEMBERED = 1000;

export type SearchPlan = (table: FormTableName, filters: Filters) => Promise<FilterTarget>;

export interface SearchPlanOptions {
  /** How long a word's verdict is trusted. */
  rememberMs?: number;
  now?: () => number;
}

export function searchPlanner(db: Kysely<Database>, dialect: DialectName, { rememberMs = 60_000, now = Date.now }: SearchPlanOptions = {}): SearchPlan {
  const verdicts = new LruMap<string, { rare: boolean; until: number }>(REMEMBERED);

  const isRare = async (table: FormTableName, word: string): Promise<boolean> => {
    const key = `${table} ${word}`;
    const known = verdicts.get(key);
    if (known && known.until > now()) return known.rare;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${rowsHolding(table, dialect, word)} limit ${RARE_ROWS + 1}) as held`.execute(db);
    const rare = Number(rows[0]!.n) <= RARE_ROWS;
    verdicts.set(key, { rare, until: now() + rememberMs });
    return rare;
  };

  return async (table, filters) => {
    const indexedWords = new Set<string>();
    for (const word of searchWords(filters.q ?? '')) {
      if (!indexable(word, dialect)) continue;
      if (await isRare(table, word)) indexedWords.add(word);
    }
    return { table, dialect, indexedWords };
  };
}
