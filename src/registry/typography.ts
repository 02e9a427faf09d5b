import { KIND } from './fields.ts';
import { registrySchema, type Registry } from './schema.ts';
import { walk } from './walk.ts';

/**
 * A range of figures ("20–40%", "2–4 weeks") or a figure joined to its word ("30-minute") reads as
 * one value, so a line never breaks inside it: a word joiner (U+2060, invisible) on both sides of
 * the dash removes the break the browser would otherwise allow after it. Only texts a visitor
 * reads (x-kind "text", fields.ts) change; links, image names, ids and dates never do.
 */
export const WORD_JOINER = '\u2060';
const JOINED = /(\d)(–(?=\d)|-(?=[a-z]))/g;

export const keepFiguresTogether = (text: string) => text.replace(JOINED, `$1${WORD_JOINER}$2${WORD_JOINER}`);

/** A copy of the registry whose pages and shared items have their texts' figures kept together. */
export function withTypography(registry: Registry): Registry {
  const copy = structuredClone(registry);
  for (const part of ['pages', 'shared'] as const) {
    walk(registrySchema.shape[part], copy[part], (meta, value, path) => {
      if (meta[KIND] !== 'text' || typeof value !== 'string') return;
      const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy[part]) as Record<string | number, unknown>;
      parent[path.at(-1)!] = keepFiguresTogether(value);
    });
  }
  return copy;
}
