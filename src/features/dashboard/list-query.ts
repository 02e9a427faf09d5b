/**
 * A form list's state lives in the URL query, so a reload or a shared link shows the same list:
 * page, page size, search text, status, date range and the open item. A page reached with Next,
 * Previous or Last also carries the server's cursor for it (`after`/`before`, opaque), so the
 * server reads it by keyset however deep it is; the page number beside it is for the reader. Anything unreadable in a
 * hand-edited link falls back to its default instead of failing the screen.
 */
import { isStage, type Stage } from '../../forms/triage.ts';
import type { FormFilters, FormStatus } from '../../lib/http/staff-api.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_LIMIT = 20;
export const SEARCH_MAX = 200;

export interface ListQuery {
  page: number;
  limit: number;
  q: string;
  status: FormStatus | '';
  stage: Stage | '';
  /** 'me', 'none' (unassigned), an account id, or '' for anyone. */
  owner: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  /** The id of the item shown in the detail view, or null. */
  open: number | null;
  /** The server's cursor this page starts after or before ('' for page 1 or a page by number). */
  after: string;
  before: string;
}

export const EMPTY_QUERY: ListQuery = { page: 1, limit: DEFAULT_LIMIT, q: '', status: '', stage: '', owner: '', from: '', to: '', open: null, after: '', before: '' };

/** A cursor as the server writes them (base64url); anything else in a hand-edited link is dropped. */
function cursorParam(value: string | null): string {
  return value && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : '';
}

function positiveInt(value: string | null, max: number): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** A real calendar date written YYYY-MM-DD, else ''. */
export function validDate(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time)) return '';
  return new Date(time).toISOString().slice(0, 10) === value ? value : '';
}

export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const limit = positiveInt(params.get('limit'), 100);
  const status = params.get('status');
  const stage = params.get('stage');
  const owner = params.get('owner') ?? '';
  return {
    page: positiveInt(params.get('page'), 1_000_000) ?? 1,
    limit: limit !== null && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    status: status === 'new' || status === 'read' ? status : '',
    stage: isStage(stage) ? stage : '',
    owner: /^(me|none|[1-9]\d{0,9})$/.test(owner) ? owner : '',
    from: validDate(params.get('from')),
    to: validDate(params.get('to')),
    open: positiveInt(params.get('open'), Number.MAX_SAFE_INTEGER),
    after: cursorParam(params.get('after')),
    before: params.get('after') ? '' : cursorParam(params.get('before')),
  };
}

/** The query string (without '?'), leaving out defaults so links stay short. */
export function serializeListQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.stage) params.set('stage', query.stage);
  if (query.owner) params.set('owner', query.owner);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.page > 1 && query.after) params.set('after', query.after);
  else if (query.page > 1 && query.before) params.set('before', query.before);
  if (query.limit !== DEFAULT_LIMIT) params.set('limit', String(query.limit));
  if (query.open !== null) params.set('open', String(query.open));
  return params.toString();
}

/** A change of search, status, stage, owner, dates or page size starts again at page 1. */
export function withFilters(query: ListQuery, change: Partial<Omit<ListQuery, 'page' | 'open' | 'after' | 'before'>>): ListQuery {
  return { ...query, ...change, page: 1, after: '', before: '' };
}

/** A page by the server's cursor, or page 1 (which needs none). */
export function atPage(query: ListQuery, page: number, cursor: { after?: string | null; before?: string | null } = {}): ListQuery {
  if (page <= 1) return { ...query, page: 1, after: '', before: '' };
  return { ...query, page, after: cursor.after ?? '', before: cursor.after ? '' : (cursor.before ?? '') };
}

export function filtersOf(query: ListQuery): FormFilters {
  const filters: FormFilters = {};
  if (query.q) filters.q = query.q;
  if (query.status) filters.status = query.status;
  if (query.stage) filters.stage = query.stage;
  if (query.owner) filters.owner = query.owner;
  if (query.from) filters.from = query.from;
  if (query.to) filters.to = query.to;
  return filters;
}

/**
 * The filters as the server takes them. The list shows times in the reader's time zone, so a
 * day picked in the date filter means that local day: it is sent as its UTC bounds (the server
 * treats a bare date as a UTC day). `to` is the last millisecond of the day; the server adds one.
 */
export function serverFilters(query: ListQuery): FormFilters {
  const filters = filtersOf(query);
  if (filters.from) filters.from = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to) {
    const next = new Date(`${filters.to}T00:00:00`);
    next.setDate(next.getDate() + 1);
    filters.to = new Date(next.getTime() - 1).toISOString();
  }
  return filters;
}

export function hasFilters(query: ListQuery): boolean {
  return Boolean(query.q || query.status || query.stage || query.owner || query.from || query.to);
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
