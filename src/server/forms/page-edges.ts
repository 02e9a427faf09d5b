/**
 * Where a list's pages by number begin, remembered with the table's write version, as list-counts.ts
 * remembers filtered totals (version-memory.ts). A page by number that is not remembered skips rows
 * with OFFSET over the index (list-page.ts), the one list read whose cost grows with depth: 2.6–4
 * ms of PostgreSQL's time for page 2 500 of 5 000. Asked again before anything in the table changes (a reload, Back,
 * a link shared between staff), the page is read from its remembered first row instead, as a
 * cursor's page is. Any insert, update or delete moves the version, so a remembered edge is never
 * used for rows it was not found in.
 */
import type { Filters } from './filters.ts';
import { filtersKey, type ListCount } from './list-counts.ts';
import { VersionMemory } from './version-memory.ts';

/** A row's place in a list's order (newest first): its created_at, then its id. */
export interface RowPosition {
  createdAt: string;
  id: number;
}

/** Page edges remembered at most, the least recently used dropped first. */
const REMEMBERED = 1000;

export class PageEdges {
  private readonly remembered = new VersionMemory<RowPosition>(REMEMBERED);

  /** The first row of page `page` of `limit` rows, if it was found at `counted`'s version. */
  firstRow(table: string, filters: Filters, limit: number, page: number, counted: ListCount): RowPosition | undefined {
    return this.remembered.get(this.key(table, filters, limit, page), counted.version);
  }

  remember(table: string, filters: Filters, limit: number, page: number, counted: ListCount, first: RowPosition): void {
    this.remembered.set(this.key(table, filters, limit, page), counted.version, first);
  }

  private key(table: string, filters: Filters, limit: number, page: number): string {
    return `${limit} ${page} ${filtersKey(table, filters)}`;
  }
}
