/**
 * Every STEP-th row of a list (oldest first), remembered with the table's write version
 * (version-memory.ts), so that any page by number is an OFFSET of at most STEP rows from the anchor
 * before it instead of a walk from the nearer end: a random page of 5 000 walked a quarter of
 * 100 000 index entries on average, 3–4 ms of PostgreSQL's time.
 *
 * The anchors cost one walk of the whole list (a window over the index). They are built only when
 * a second page by number is walked at the same version, so a list whose rows change between every
 * jump never pays for them, and a member of staff jumping about an unchanged list pays once.
 */
import type { Filters } from './filters.ts';
import { filtersKey, type ListCount } from './list-counts.ts';
import { VersionMemory } from './version-memory.ts';

/** A row's place in a list's order (newest first): its created_at, then its id. */
export interface RowPosition {
  createdAt: string;
  id: number;
}

/** Rows between two anchors: the longest walk a page by number takes once they are built. */
export const ANCHOR_STEP = 100;
/** Lists whose anchors (or walks) are remembered at most, the least recently used dropped first. */
const REMEMBERED = 50;

export class PageAnchors {
  // Promises, so requests arriving while the anchors are built wait for that one walk.
  private readonly anchors = new VersionMemory<Promise<RowPosition[]>>(REMEMBERED);
  private readonly walks = new VersionMemory<number>(REMEMBERED);

  constructor(readonly step = ANCHOR_STEP) {}

  /** The anchors of this list at `counted`'s version: entry k is the row k × step from the oldest. */
  of(table: string, filters: Filters, counted: ListCount): Promise<RowPosition[]> | undefined {
    return this.anchors.get(filtersKey(table, filters), counted.version);
  }

  /** Notes a walk over this list; true when it is the second at this version, so anchors are worth building. */
  walked(table: string, filters: Filters, counted: ListCount): boolean {
    const key = filtersKey(table, filters);
    const walks = (this.walks.get(key, counted.version) ?? 0) + 1;
    this.walks.set(key, counted.version, walks);
    return walks >= 2 && counted.total > this.step;
  }

  /**
   * Builds the anchors once for this list at this version. A build that fails stays remembered as
   * failed, so the list's pages are walked as before until the next version, not built again.
   */
  build(table: string, filters: Filters, counted: ListCount, find: () => Promise<RowPosition[]>): Promise<RowPosition[]> {
    const building = find();
    building.catch(() => undefined); // its callers handle the failure; this marks it handled
    this.anchors.set(filtersKey(table, filters), counted.version, building);
    return building;
  }
}
