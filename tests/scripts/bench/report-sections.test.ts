// The report's sections come in the order of their numbers, and a part left out of BENCH_PARTS
// says so under its heading instead of showing an empty table.
import { expect, it } from 'vitest';
import type { BenchResults } from '../../../scripts/bench/index.ts';
import { renderReport } from '../../../scripts/bench/report.ts';

const onlyTheAlwaysRunParts = {
  date: '2026-11-28T20:00:00.000Z',
  machine: { cpu: 'test CPU', cores: 2, memoryGb: 24, node: 'v20', os: 'linux', loadAverageAtStart: [0, 0, 0] },
  settings: { loadSeconds: 10, connections: 100, lighthouseRuns: 3, generatedPages: 0 },
  pageWeights: [],
  pageSpeed: [],
  floor: { bytes: 0, textChars: 0 },
  builds: [{ label: 'real pages.json', pages: 1, routes: 1, buildMs: 1000, processMs: 1000, nodeMaxRss: 1, peakTreeRss: 1 }],
  api: [],
  scale: [],
  screenshots: [],
  skipped: [],
} as unknown as BenchResults;

it('numbers its sections in order and names the part that would fill an empty one', () => {
  const report = renderReport(onlyTheAlwaysRunParts, '/tmp/bench');
  const headings = [...report.matchAll(/^## (\d)\./gm)].map((match) => Number(match[1]));
  expect(headings).toEqual([1, 2, 3, 4, 5, 6]);
  expect(report).toContain('## 2. Page speed\n\nNot run: add `speed` to BENCH_PARTS.');
  expect(report).toContain('## 4. API under load\n\nNot run: add `api` to BENCH_PARTS.');
  expect(report).toContain('## 6. Staff lists and export at scale\n\nNot run: add `scale` to BENCH_PARTS.');
  expect(report).not.toContain('| page | score |');
});
