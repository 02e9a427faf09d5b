import { SHARED } from './fields.ts';
import { walk } from './walk.ts';

/**
 * A block's example names shared items by id ("retail-consumer"); one this registry no longer has
 * (an author removed that industry) is replaced by one it has, not already named beside it, so a
 * page started from the example (`npm run new`, the block catalogue) is valid whatever the shared
 * lists hold today. Changes `section` in place.
 */
export function withKnownSharedRefs(section: Record<string, unknown>, schema: Parameters<typeof walk>[0], shared: Record<string, Record<string, unknown>>): void {
  walk(schema, section, (meta, value, path) => {
    const kind = meta[SHARED];
    if (typeof kind !== 'string' || typeof value !== 'string') return;
    const known = Object.keys(shared[kind] ?? {});
    if (known.length === 0 || known.includes(value)) return;
    const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, section);
    const siblings: unknown[] = Array.isArray(parent) ? parent : [];
    parent[path.at(-1)!] = known.find((id) => !siblings.includes(id)) ?? known[0];
  });
}
