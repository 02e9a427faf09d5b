/** The staff list's filters: text search, read status, stage, owner and a date range, all from an allow-list. */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { FormTableName } from '../../forms/kinds.ts';
import { STAGES } from '../../forms/triage.ts';
import type { Database } from '../db/schema.ts';
import { searchWords } from './search.ts';

const isoDate = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), 'Use an ISO date such as 2026-01-31');

export const filtersSchema = z
  .object({
    q: z.optional(z.string().trim().max(200, 'Search text must be at most 200 characters')),
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
 * to look up in its trigram index rather than row by row (search-plan.ts decides; SQLite only).
 */
export interface FilterTarget {
  table: FormTableName;
  indexedWords: ReadonlySet<string>;
}

/** A target whose search reads every word row by row: totals without a search, and PostgreSQL. */
export function plainTarget(table: FormTableName): FilterTarget {
  return { table, indexedWords: new Set() };
}

/**
 * The ids of the rows holding `word`, from the table's trigram index (migration 011, FTS5): a
 * quoted string there is that substring. Also what search-plan.ts counts to judge a word rare.
 */
export function rowsHolding(table: FormTableName, word: string) {
  const search = sql.id(`${table}_search`);
  return sql`select rowid from ${search} where ${search} match ${`"${word.replace(/"/g, '""')}"`}`;
}

/** Rows whose search text holds `word` (already folded). */
function containsWord(target: FilterTarget, word: string): Expression<SqlBool> {
  if (target.indexedWords.has(word)) return sql<SqlBool>`id in (${rowsHolding(target.table, word)})`;
  return sql<SqlBool>`search_text like ${`%${escapeLike(word)}%`} escape '\\'`;
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
  for (const word of searchWords(filters.q ?? '')) parts.push(containsWord(target, word));
  return eb.and(parts);
}
