// The submissions' ratio the bench reports: the median of pairs of adjacent runs (a drifting
// machine moves two runs half a minute apart further than it moves a pair), and the CPU per answer
// behind it, read from /proc for the server process.
import { expect, it } from 'vitest';
import type { BenchResults } from '../../../scripts/bench/index.ts';
import { apiSection } from '../../../scripts/bench/report.ts';
import { processCpuMicros } from '../../../scripts/bench/util.ts';

const pair = (constantPerSecond: number, submissionsPerSecond: number, submissionServerCpu: number) => ({
  constantPerSecond,
  submissionsPerSecond,
  constantCpu: { server: 40, eventLoop: 30, generator: 20 },
  submissionsCpu: { server: submissionServerCpu, eventLoop: 60, generator: 40 },
});

const report = (database: string, pairs: unknown[] | undefined) =>
  apiSection({
    settings: { loadSeconds: 10, connections: 100, lighthouseRuns: 0, generatedPages: 0 },
    api: [{ database, runs: [{ label: 'constant', servedPerSecond: 20_000, requestsPerSecond: 20_000, p50: 1, p99: 2, ok: 1, non2xx: 0, errors: 0, timeouts: 0, statusCodes: {} }], submission: { storedRows: 0, server2xx: 0, answered2xx: 0, matchedRows: 0, storedWithoutAnswer: 0, ok: true }, submissionPairs: pairs, scryptProductionMs: 400, commitsPerSecond: 1 }],
  } as unknown as BenchResults);

it('reads the submissions ratio as the median of adjacent pairs, with each pair and the CPU quotient', () => {
  const text = report('sqlite', [pair(30_000, 9_000, 100), pair(20_000, 8_000, 140), pair(25_000, 5_000, 120)]);
  // Ratios 0.30, 0.40 and 0.20: the median is the first pair's, whichever order they came in.
  expect(text).toContain('**Submissions ÷ constant, in adjacent pairs: 0.30× (median of 3)** (the target: ≥ 0.3×)');
  expect(text).toContain('9000 ÷ 30000 = 0.30×; 8000 ÷ 20000 = 0.40×; 5000 ÷ 25000 = 0.20×');
  // Medians: the constant 40 + 20 µs, a submission 120 + 40 µs → 60 / 160.
  expect(text).toContain('a submission 120 (event loop 60, other threads 60) and 40');
  expect(text).toContain('their quotient, 0.38×');
});

it('says nothing of pairs for a report written before them, and names the target on SQLite only', () => {
  expect(report('sqlite', undefined)).not.toContain('adjacent pairs');
  expect(report('postgres', [pair(30_000, 1_500, 1000)])).not.toContain('the target');
});

it('reads a process’s CPU time from /proc, in all and its event loop’s, and both grow with work on the event loop', () => {
  const before = processCpuMicros(process.pid);
  expect(before.main).toBeGreaterThan(0);
  expect(before.all).toBeGreaterThanOrEqual(before.main);
  const until = Date.now() + 50;
  while (Date.now() < until);
  const after = processCpuMicros(process.pid);
  expect(after.main).toBeGreaterThan(before.main);
  expect(after.all).toBeGreaterThan(before.all);
});
