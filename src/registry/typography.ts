/**
 * A range of figures ("20–40%", "2–4 weeks") reads as one value, so a line never breaks inside it:
 * a word joiner (U+2060, invisible) on both sides of the en dash removes the break the browser
 * would otherwise allow after it. Applied by the build to every text a page shows.
 */
export const WORD_JOINER = '\u2060';
const RANGE = /(\d)–(?=\d)/g;

export function keepRangesTogether<T>(value: T): T {
  if (typeof value === 'string') return value.replace(RANGE, `$1${WORD_JOINER}–${WORD_JOINER}`) as T;
  if (Array.isArray(value)) return value.map(keepRangesTogether) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keepRangesTogether(item)])) as T;
  return value;
}
