/**
 * One page of a staff list, newest first, by keyset: a cursor names the (created_at, id) of a row
 * at a page's edge, and the next page is the rows past it on the index (created_at, id) — or
 * (status, created_at, id) under a status filter — however deep: no OFFSET walks the rows before.
 *
 * - no cursor, page 1: the first page;
 * - `after` (the `next` of an answer): the page after it; `before` (its `prev`): the page before;
 * - `before` = the answer's `last`: the last page, read from the other end (oldest first) and
 *   turned round. It holds what is left after the full pages (total mod limit), so Previous from
 *   there meets the same page edges as counting from the front.
 * - a page by number alone (the spec's `?page=`, an old link) skips rows with OFFSET, but over the
 *   ids only, which the index holds, and reads the page's rows after: a jump to any page stays an
 *   index-only walk, the one place the cost grows with depth. A page past the middle is walked
 *   from the oldest end, so the walk is at most half the list, and once a list is walked twice at
 *   one version it starts from the anchor before the page (page-anchors.ts).
 * - any page found is read again by its rows' ids while the table is unchanged (remembered-pages.ts).
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/reply.ts';
import { prepared } from '../db/prepared.ts';
import { EQUALITY_FILTERS, filterWhere, type FilterTarget, type Filters } from './filters.ts';
import type { ListCount } from './list-counts.ts';
import type { PageAnchors, RowPosition } from './page-anchors.ts';
import type { PageAsked, RememberedPages } from './remembered-pages.ts';

type Position = RowPosition | 'end';

export type PageRequest = PageAsked;

export interface ListedPage {
  rows: Array<Record<string, unknown>>;
  /** The page's number: as asked, or the last page's for the `last` cursor. */
  page: number;
  /** Send as `after` for the page after this one; null on the last page. */
  next: string | null;
  /** Send as `before` for the page before this one; null on the first page. */
  prev: string | null;
  /** Send as `before` for the last page. */
  last: string;
}

const END = 'end';

function encode(position: Position): string {
  return Buffer.from(JSON.stringify(position === END ? [END] : [position.createdAt, position.id])).toString('base64url');
}

function decode(text: string): Position {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (Array.isArray(value) && value.length === 1 && value[0] === END) return END;
  if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && value[0].length <= 40 && Number.isSafeInteger(value[1]) && value[1] > 0) {
    return { createdAt: value[0], id: value[1] };
  }
  throw new HttpError(400, 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor: go back to the first page' }]);
}

/**
 * Whether a list's best plan is the same for every value of its filters: none, or only filters
 * with an index of their own (status, stage). Such pages run as prepared statements (db/prepared.ts).
 */
const planStable = (filters: Filters) => Object.entries(filters).every(([key, value]) => value === undefined || (EQUALITY_FILTERS as readonly string[]).includes(key));

const positionOf = (row: Record<string, unknown>): RowPosition => ({ createdAt: String(row.created_at), id: Number(row.id) });

/** The listed columns of a form table's rows. */
const listedRows = (db: Kysely<Database>, table: FilterTarget['table'], columns: string[]) => db.selectFrom(table).select(columns.map((column) => db.dynamic.ref(column)));

/** What a list remembers of its pages while its table is unchanged. */
export interface PageMemory {
  /** Pages found before, by their rows' ids. */
  pages: RememberedPages;
  /** Every hundredth row, once the list is walked twice. */
  anchors: PageAnchors;
}

/** `counted`: the list's total and the table's version (list-counts.ts). */
export async function listPage(db: Kysely<Database>, target: FilterTarget, columns: string[], filters: Filters, request: PageRequest, counted: ListCount, memory: PageMemory): Promise<ListedPage> {
  const { table } = target;
  const known = memory.pages.get(table, filters, request, counted);
  if (known) {
    const { ids, ...found } = known;
    // One statement text for any number of ids on PostgreSQL (an array), so one prepared statement.
    const byIds = target.dialect === 'postgres' ? sql<SqlBool>`id = any(${ids}::int[])` : sql<SqlBool>`id in (${sql.join(ids)})`;
    const rows = ids.length === 0 ? [] : await prepared(listedRows(db, table, columns).where(byIds)).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return { ...found, rows };
  }
  const listed = await findPage(db, target, columns, filters, request, counted, memory.anchors);
  const { rows, ...found } = listed;
  memory.pages.remember(table, filters, request, counted, { ...found, ids: rows.map((row) => Number(row.id)) });
  return listed;
}

async function findPage(db: Kysely<Database>, target: FilterTarget, columns: string[], filters: Filters, request: PageRequest, counted: ListCount, pageAnchors: PageAnchors): Promise<ListedPage> {
  const { limit } = request;
  const { total } = counted;
  const { table } = target;
  const pages = Math.max(1, Math.ceil(total / limit));
  const unprepared = () => listedRows(db, table, columns).where((eb) => filterWhere(filters, eb, target));
  const select = () => (planStable(filters) ? prepared(unprepared()) : unprepared());
  const older = (at: RowPosition) => sql<SqlBool>`(created_at, id) < (${at.createdAt}, ${at.id})`;
  const newer = (at: RowPosition) => sql<SqlBool>`(created_at, id) > (${at.createdAt}, ${at.id})`;
  const atOrNewer = (at: RowPosition) => sql<SqlBool>`(created_at, id) >= (${at.createdAt}, ${at.id})`;
  const answer = (rows: Array<Record<string, unknown>>, page: number, hasPrev: boolean, hasNext: boolean): ListedPage => ({
    rows,
    page,
    next: hasNext && rows.length > 0 ? encode(positionOf(rows.at(-1)!)) : null,
    prev: hasPrev && rows.length > 0 ? encode(positionOf(rows[0]!)) : null,
    last: encode(END),
  });

  const before = request.before ? decode(request.before) : undefined;
  if (before === END) {
    // What is left after the full pages; a whole page when the rows divide evenly.
    const size = total - (pages - 1) * limit || limit;
    const rows = (await select().orderBy('created_at', 'asc').orderBy('id', 'asc').limit(size).execute()).reverse();
    return answer(rows, pages, total > size, false);
  }
  if (before) {
    const rows = await select().where(newer(before)).orderBy('created_at', 'asc').orderBy('id', 'asc').limit(limit + 1).execute();
    const hasPrev = rows.length > limit;
    return answer(rows.slice(0, limit).reverse(), request.page, hasPrev, true);
  }
  const after = request.after ? decode(request.after) : undefined;
  if (after === END) throw new HttpError(400, 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor: go back to the first page' }]);
  if (after || request.page === 1) {
    let query = select();
    if (after) query = query.where(older(after));
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
    return answer(rows.slice(0, limit), request.page, Boolean(after), rows.length > limit);
  }
  const { page } = request;
  // A page by number: skip over ids on the index, from the anchor before the page if the list has them
  // (page-anchors.ts), or else from whichever end is nearer, then read those rows.
  const ids = () =>
    db
      .selectFrom(table)
      .select('id')
      .where((eb) => filterWhere(filters, eb, target));
  const newerRows = (page - 1) * limit;
  const olderRows = total - page * limit;
  // The page's oldest row counted from the oldest end, and how many rows the page holds.
  const fromRank = Math.max(0, olderRows);
  const size = Math.max(0, Math.min(limit, total - newerRows));
  const { step } = pageAnchors;
  let building = pageAnchors.of(table, filters, counted);
  if (!building && pageAnchors.walked(table, filters, counted)) building = pageAnchors.build(table, filters, counted, () => anchorRows(db, target, filters, step));
  // Without anchors (none yet, or their build failed) the page is walked from the nearer end.
  const anchors = building ? await building.catch(() => undefined) : undefined;
  const anchor = anchors?.[Math.floor(fromRank / step)];
  const fromOldest = anchor !== undefined || olderRows < newerRows;
  const picked = anchor
    ? ids()
        .where(atOrNewer(anchor))
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .limit(size)
        .offset(fromRank % step)
    : fromOldest
      ? ids().orderBy('created_at', 'asc').orderBy('id', 'asc').limit(size).offset(fromRank)
      : ids().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).offset(newerRows);
  // Unprepared: the walk's best plan depends on how far it goes.
  const rows = await unprepared().where('id', 'in', picked).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return answer(rows.slice(0, limit), page, true, fromOldest ? olderRows > 0 : rows.length > limit);
}

/** Every `step`-th row of the list from the oldest (its row 0, step, 2 × step …), in one walk of the index. */
async function anchorRows(db: Kysely<Database>, target: FilterTarget, filters: Filters, step: number): Promise<RowPosition[]> {
  const ranked = db
    .selectFrom(target.table)
    .select(['created_at', 'id', sql<number>`row_number() over (order by created_at, id) - 1`.as('row_rank')])
    .where((eb) => filterWhere(filters, eb, target));
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .select(['created_at', 'id'])
    .where(sql<SqlBool>`row_rank % ${step} = 0`)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(positionOf);
}
