/** The staff list's filters: text search, read status, stage, owner and a date range, all from an allow-list. */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { FormTableName } from '../../forms/kinds.ts';
import { STAGES } from '../../forms/triage.ts';
import type { DialectName } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { stripNul } from '../http/sanitize.ts';
import { searchWords } from './search.ts';

const isoDate = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), 'Use an ISO date such as 2026-01-31');

export const filtersSchema = z
  .object({
    // A NUL is dropped as the JSON body parser drops it (http/sanitize.ts): the export takes the
    // filters from its link's query string, where FTS5 and PostgreSQL would refuse one.
    q: z.optional(z.string().trim().max(200, 'Search text must be at most 200 characters').transform(stripNul)),
    status: z.optional(z.enum(['new', 'read'], "Status must be 'new' or 'read'")),
    stage: z.optional(z.enum(STAGES, 'Stage must be new, in_progress, done or spam')),
    /** `me` (the signed-in person), `none` (unassigned) or an account id. */
    owner: z.optional(z.string().regex(/^(me|none|[1-9]\d{0,9})$/, "Owner must be 'me', 'none' or an account id")),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
  })
  .strict();

export type Filters = z.infer<typeof filtersSchema>;

/**
 * Filters that pick rows whose column equals a value. Each has an index (column, created_at, id)
 * and is counted by triggers (db/count-triggers.ts), so its list pages and totals never scan the
 * table. Another one (a stage, an owner) is its name here, in filtersSchema, and a migration that
 * adds the index and calls addCountTriggers.
 */
export const EQUALITY_FILTERS = ['status', 'stage'] as const satisfies ReadonlyArray<keyof Filters>;
export type EqualityFilter = (typeof EQUALITY_FILTERS)[number];

/** An opaque position in a list, as the list answered it (list-page.ts). */
const cursorText = z.string().max(200, 'Invalid cursor').regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

export const listQuerySchema = z
  .object({
    page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Page starts at 1').max(1_000_000).default(1),
    limit: z.coerce.number('Limit must be a number').int('Limit must be a whole number').min(1, 'Limit must be 1–100').max(100, 'Limit must be 1–100').default(20),
    after: z.optional(cursorText),
    before: z.optional(cursorText),
  })
  .refine((query) => !(query.after && query.before), { message: 'Send after or before, not both', path: ['before'] });

export type ListQuery = z.infer<typeof listQuerySchema>;

/** The last instant an ISO string of four-digit years can name. */
const LAST_MS = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * The first instant after `to` (a date-only `to` includes that whole day), or undefined when that
 * is past year 9999: stored times are compared as text, and "+010000-01-01…" sorts before "2026…",
 * so such an end would exclude everything instead of nothing.
 */
function endOf(value: string): string | undefined {
  const end = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) + 86_400_000 : Date.parse(value) + 1;
  return end > LAST_MS ? undefined : new Date(end).toISOString();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The filters with `owner: 'me'` made the asking person's id: what a list, its total and its export read. */
export function resolveOwner(filters: Filters, me: number): Filters {
  return filters.owner === 'me' ? { ...filters, owner: String(me) } : filters;
}

/**
 * Where a list, its total and its export read their rows: the form's table, and the search words
 * to look up in its trigram index rather than row by row (search-plan.ts decides).
 */
export interface FilterTarget {
  table: FormTableName;
  dialect: DialectName;
  indexedWords: ReadonlySet<string>;
}

/** A target whose search reads every word row by row: totals without a search, and the tests' reference. */
export function plainTarget(table: FormTableName, dialect: DialectName): FilterTarget {
  return { table, dialect, indexedWords: new Set() };
}

const containing = (word: string) => `%${escapeLike(word)}%`;
/** Rows whose search text holds `word`, read by LIKE (a literal `%` or `_` in it escaped). */
const likeWord = (word: string) => sql<SqlBool>`search_text like ${containing(word)} escape '\\'`;

/**
 * Whether the trigram index can find `word`: three letters or more (a trigram), and on SQLite no
 * `%` or `_`, which FTS5 would read as wildcards (with an ESCAPE clause it leaves the index and
 * reads every row). Such a word is read row by row instead.
 */
export function indexable(word: string, dialect: DialectName): boolean {
  return [...word].length >= 3 && (dialect === 'postgres' || !/[%_]/.test(word));
}

/**
 * The ids of the rows holding an `indexable` word, from the table's trigram index: on SQLite FTS5's
 * (migrations 011, 014), which answers a LIKE from its trigrams and checks the row's text; on
 * PostgreSQL pg_trgm's, which serves a LIKE too. Also what search-plan.ts counts to judge a word rare.
 */
export function rowsHolding(table: FormTableName, dialect: DialectName, word: string) {
  if (dialect === 'postgres') return sql`select id from ${sql.id(table)} where ${likeWord(word)}`;
  return sql`select rowid from ${sql.id(`${table}_search`)} where search_text like ${`%${word}%`}`;
}

/**
 * Rows whose search text holds every word (already folded). A word the plan found rare is looked
 * up in the trigram index: on SQLite through FTS5 (`id in …`), on PostgreSQL as a LIKE of its own,
 * which its planner may serve from pg_trgm. The other words are read row by row, newest first; on
 * PostgreSQL together in one `LIKE ALL (array)`, a form the planner cannot take to the trigram
 * index. Given a LIKE per common word, it weighed index paths for each (1.2 ms of planning for a
 * search with a status) and still read the rows in order (the bench's search with a status: 2.8 ms
 * a query, 1.6 as one LIKE ALL). PostgreSQL's LIKE escapes with a backslash by default.
 */
function searchConditions(target: FilterTarget, words: string[]): Expression<SqlBool>[] {
  const byIndex = words.filter((word) => target.indexedWords.has(word) && indexable(word, target.dialect));
  // A word the index could find but the plan did not send there was found common: nearly every
  // row holds it. Such words go last, so a row read in order is turned away by the first word
  // (PostgreSQL's LIKE ALL stops at the first pattern that fails; SQLite tests its terms in order).
  // The scale bench's "seeded company 42" reads about 1 000 rows until 20 hold 42: with 42 tested
  // first, PostgreSQL's time a search fell from 1.3–2.0 to 1.2–1.3 ms and SQLite's from 1.2 to 1.05.
  const byRow = words.filter((word) => !byIndex.includes(word)).sort((a, b) => Number(indexable(a, target.dialect)) - Number(indexable(b, target.dialect)));
  if (target.dialect === 'postgres') {
    const rare = byIndex.map(likeWord);
    return byRow.length > 0 ? [...rare, sql<SqlBool>`search_text like all (${byRow.map(containing)}::text[])`] : rare;
  }
  return [...byIndex.map((word) => sql<SqlBool>`id in (${rowsHolding(target.table, target.dialect, word)})`), ...byRow.map(likeWord)];
}

/** Call with resolveOwner's filters: `owner` is then `none` or an account id. */
export function filterWhere(filters: Filters, eb: ExpressionBuilder<Database, FormTableName>, target: FilterTarget): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  for (const column of EQUALITY_FILTERS) {
    const value = filters[column];
    if (value !== undefined) parts.push(eb(column, '=', value));
  }
  if (filters.owner) parts.push(filters.owner === 'none' ? eb('owner_id', 'is', null) : eb('owner_id', '=', Number(filters.owner)));
  if (filters.from) parts.push(eb('created_at', '>=', new Date(Date.parse(/T/.test(filters.from) ? filters.from : `${filters.from}T00:00:00Z`)).toISOString()));
  const end = filters.to ? endOf(filters.to) : undefined;
  if (end) parts.push(eb('created_at', '<', end));
  // Every word, wherever it is among the searchable fields: "Ana García" finds first name Ana, last name García.
  parts.push(...searchConditions(target, searchWords(filters.q ?? '')));
  return eb.and(parts);
}
