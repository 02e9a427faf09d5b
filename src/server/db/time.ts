/** Times are stored as ISO-8601 UTC text on both databases (see schema.ts). */
export function isoNow(offsetMs = 0, from = Date.now()): string {
  return new Date(from + offsetMs).toISOString();
}
