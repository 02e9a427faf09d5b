// Each test file's duration, read from what a vitest run printed (npm run test:durations).

/** `tests/x.test.ts (12 tests | 1 skipped) 3456ms`, as the default reporter prints each file, colours removed. */
export function fileDurations(output: string): Record<string, number> {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const seconds: Record<string, number> = {};
  for (const [, file, ms] of plain.matchAll(/(tests\/\S+\.test\.tsx?) \(\d+ tests?[^)]*\)\s+(\d+)ms/g)) seconds[file!] = Math.round(Number(ms) / 100) / 10;
  return Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
}
