/**
 * List pages remembered by the ids of their rows, with the table's write version
 * (version-memory.ts), as list-counts.ts remembers filtered totals. A page asked again before
 * anything in its table changes (a reload, Back from an item already read, a link shared between staff,
 * a dashboard refreshing) is read by those ids: 20 rows by primary key, where finding them again
 * could walk far: a search reads rows newest first until 20 hold every word (about 1 000 rows
 * for "seeded company 42" at 100 000), a page by number skips rows. Any insert, update or delete
 * moves the version, so a later request finds the page anew. The rows are always read as they are
 * now; only a write that lands between a request's reading of the version and of the rows can
 * leave a row once in a list it has just left (an item opened that moment, in the unread list).
 */
import type { Filters } from './filters.ts';
import { filtersKey, type ListCount } from './list-counts.ts';
import { VersionMemory } from './version-memory.ts';

/** What a page answered besides its rows: its number and cursors. */
export interface PageFound {
  ids: number[];
  page: number;
  next: string | null;
  prev: string | null;
  last: string;
}

/** What picks a page: its number, size and cursors, as asked. */
export interface PageAsked {
  page: number;
  limit: number;
  after?: string;
  before?: string;
}

/** Pages remembered at most, the least recently used dropped first. */
const REMEMBERED = 1000;

export class RememberedPages {
  private readonly remembered = new VersionMemory<PageFound>(REMEMBERED);

  /** The page as found at `counted`'s version, if it was. */
  get(table: string, filters: Filters, asked: PageAsked, counted: ListCount): PageFound | undefined {
    return this.remembered.get(this.key(table, filters, asked), counted.version);
  }

  remember(table: string, filters: Filters, asked: PageAsked, counted: ListCount, found: PageFound): void {
    this.remembered.set(this.key(table, filters, asked), counted.version, found);
  }

  private key(table: string, filters: Filters, { page, limit, after, before }: PageAsked): string {
    return `${limit} ${page} ${after ?? ''} ${before ?? ''} ${filtersKey(table, filters)}`;
  }
}
