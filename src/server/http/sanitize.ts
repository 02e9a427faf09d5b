/** Input clean-up applied before validation. */

/** Removes NUL characters from every string in a parsed JSON value (see app.ts for why). */
export function stripNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T;
  if (Array.isArray(value)) return value.map((item) => stripNul(item)) as T;
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) (value as Record<string, unknown>)[key] = stripNul((value as Record<string, unknown>)[key]);
  }
  return value;
}
