/**
 * A list's total without scanning the table on every request. With no filter, or one equality
 * filter (status …), it is a sum over a few rows of `form_counts`, which triggers keep exact in
 * every writing transaction (db/count-triggers.ts). Other filters (a search, dates, two filters
 * together) are counted once and remembered with the table's write version: the next request for
 * the same filters reuses the count until anything in that table changes, on this server or any
 * other on the same database. The version is answered with the total, so the list's pages are
 * remembered the same way (remembered-pages.ts, page-anchors.ts).
 */
import type { Kysely } from 'kysely';
import { prepared } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';
import { EQUALITY_FILTERS, filterWhere, type EqualityFilter, type FilterTarget, type Filters } from './filters.ts';
import { searchWords } from './search.ts';
import { VersionMemory } from './version-memory.ts';

/** Filtered totals remembered, least recently used dropped first. */
const REMEMBERED = 500;

export interface ListCount {
  total: number;
  /** The table's write version: one more on every insert, update and delete in it. */
  version: number;
}

export type ListTotal = (target: FilterTarget, filters: Filters) => Promise<ListCount>;

/** The filters that narrow anything: an empty search is no filter. */
function activeFilters(filters: Filters): Filters {
  const active: Filters = {};
  for (const [key, value] of Object.entries(filters) as Array<[keyof Filters, string | undefined]>) {
    if (value === undefined || (key === 'q' && searchWords(value).length === 0)) continue;
    active[key] = value as never;
  }
  return active;
}

/** The same text for the same rows asked for: the table and the filters that narrow, in one order. */
export function filtersKey(table: string, filters: Filters): string {
  return `${table} ${JSON.stringify(Object.entries(activeFilters(filters)).sort())}`;
}

export function listTotals(db: Kysely<Database>): ListTotal {
  // Promises, so the requests that arrive while a count runs wait for that one count.
  const remembered = new VersionMemory<Promise<number>>(REMEMBERED);

  return async (target, filters) => {
    const { table } = target;
    const counts = await prepared(db.selectFrom('form_counts'))
      .select(['dimension', 'value', (eb) => eb.fn.sum<number | string>('n').as('n')])
      .where('table_name', '=', table)
      .groupBy(['dimension', 'value'])
      .execute();
    const sum = (dimension: string, value?: string) =>
      counts.filter((row) => row.dimension === dimension && (value === undefined || row.value === value)).reduce((total, row) => total + Number(row.n), 0);

    const version = sum('writes');
    const active = activeFilters(filters);
    const keys = Object.keys(active) as Array<keyof Filters>;
    if (keys.length === 0) return { total: sum(EQUALITY_FILTERS[0]), version };
    if (keys.length === 1 && (EQUALITY_FILTERS as readonly string[]).includes(keys[0]!)) {
      const column = keys[0] as EqualityFilter;
      return { total: sum(column, String(active[column])), version };
    }

    const key = filtersKey(table, active);
    const known = remembered.get(key, version);
    if (known) return { total: await known, version };
    const counting = db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => filterWhere(active, eb, target))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
    remembered.set(key, version, counting);
    counting.catch(() => remembered.forget(key, counting));
    return { total: await counting, version };
  };
}
