import { TODO_PREFIX } from '../../src/registry/todos.ts';

/** The part of a block's JSON Schema a placeholder is made from: each field's help text and length limit. */
export interface FieldSchema {
  description?: string;
  maxLength?: number;
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
  const?: unknown;
}

/**
 * What `npm run new` writes where the author's text belongs: "TODO: eyebrow (a short label above
 * the heading)", from the field's own help text, so the author knows what to write there. Within
 * the field's length limit: a shorter hint, then the field name alone, but never a cut word.
 */
export function placeholder(key: string, field: FieldSchema | undefined): string {
  const max = field?.maxLength ?? Infinity;
  const candidates = [...hints(field?.description).map((hint) => `${TODO_PREFIX} ${key} (${hint})`), `${TODO_PREFIX} ${key}`];
  return candidates.find((candidate) => candidate.length <= max) ?? TODO_PREFIX;
}

/**
 * "A short label above the heading, e.g. "Why Northbeam"." → ["a short label above the heading"]:
 * the first sentence without its example, then its first clause as the shorter one.
 */
function hints(description: string | undefined): string[] {
  if (!description) return [];
  const sentence = description
    .split(/(?<=\.)\s/)[0]!
    .replace(/,?\s*e\.g\..*$/, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[.:]\s*$/, '')
    .trim();
  if (!sentence) return [];
  const hint = /^[A-Z](?![A-Z])/.test(sentence) ? sentence[0]!.toLowerCase() + sentence.slice(1) : sentence;
  const clause = hint.split(/[,;:]\s/)[0]!;
  return clause === hint ? [hint] : [hint, clause];
}

/** The schema of `value[key]` (a property, or the items of a list; of a choice, the one `value` is). */
export function childSchema(node: FieldSchema | undefined, value: unknown, key: string | number): FieldSchema | undefined {
  if (!node) return undefined;
  if (typeof key === 'number') return node.items;
  const options = node.anyOf ?? node.oneOf;
  const chosen = options?.find((option) => option.properties?.type?.const === (value as { type?: unknown }).type) ?? node;
  return chosen.properties?.[key];
}
