/** Times are stored as ISO-8601 UTC text on both databases (see schema.ts). */
export function isoNow(offsetMs = 0): string {
  return new Date(Date.now() + offsetMs).toISOString();
}
