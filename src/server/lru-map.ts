/**
 * A Map that keeps at most `limit` entries and drops the least recently used (read or written)
 * first: the server's in-memory memories (kept SQLite statements, list totals, search verdicts)
 * are bounded this way. It is lru-cache's, not a Map whose first key is dropped: a Map keeps a
 * deleted entry's slot until it grows again, and finding its first key walks past every such slot,
 * about 40 µs a drop at 100 000 entries.
 */
import { LRUCache } from 'lru-cache';

/** Keys and values are never null or undefined (lru-cache's rule: undefined is "not kept"). */
export class LruMap<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<K, V>;

  constructor(limit: number) {
    this.entries = new LRUCache({ max: limit });
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
