/**
 * What a list read found, remembered until its table's write version moves (the `writes` count,
 * db/count-triggers.ts): any insert, update or delete in that table, on this server or another,
 * makes it stale. Filtered totals (list-counts.ts) and the pages found
 * (remembered-pages.ts) are remembered so. Bounded: the least recently used key is dropped first.
 */
import { LruMap } from '../lru-map.ts';

export class VersionMemory<T> {
  private readonly entries: LruMap<string, { version: number; value: T }>;

  constructor(limit: number) {
    this.entries = new LruMap(limit);
  }

  /** The value remembered under `key`, if it was found at `version`. */
  get(key: string, version: number): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version ? entry.value : undefined;
  }

  set(key: string, version: number, value: T): void {
    this.entries.set(key, { version, value });
  }

  /** Forgets what is remembered under `key` if it is still `value`. */
  forget(key: string, value: T): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }
}
