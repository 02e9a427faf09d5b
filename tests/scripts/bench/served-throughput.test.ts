// A load run against a server that refuses half its requests at once (as sign-in does with 503 when
// its hash queue is full): the run and the report count what was served, and name the refusals,
// instead of taking quick refusals for throughput.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { load, type LoadResult } from '../../../scripts/bench/load.ts';
import { apiSection } from '../../../scripts/bench/report.ts';
import type { BenchResults } from '../../../scripts/bench/index.ts';

let server: Server;
let origin: string;

beforeAll(async () => {
  let count = 0;
  server = createServer((_request, response) => {
    response.writeHead(count++ % 2 === 0 ? 200 : 503, { 'content-type': 'text/plain' });
    response.end('ok');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

it('counts 2xx answers as served, and reports the refusals beside them', async () => {
  const run = await load('half refused', origin, 1, { method: 'GET', path: '/' }, 10, 4);
  expect(run.ok).toBeGreaterThan(0);
  expect(run.statusCodes['503']).toBeGreaterThan(0);
  // Half the answers were refusals: served is about half of all answers, never all of them.
  expect(run.servedPerSecond).toBeLessThan(run.requestsPerSecond * 0.75);
  expect(run.servedPerSecond).toBeGreaterThan(run.requestsPerSecond * 0.25);

  const reference: LoadResult = { ...run, label: 'constant', servedPerSecond: 1000, requestsPerSecond: 1000, non2xx: 0, statusCodes: { 200: 10_000 } };
  const report = apiSection({
    settings: { loadSeconds: 1, connections: 4, lighthouseRuns: 0, generatedPages: 0 },
    api: [{ database: 'sqlite', runs: [reference, run], submission: { storedRows: 0, server2xx: 0, answered2xx: 0, matchedRows: 0, storedWithoutAnswer: 0, ok: true }, scryptProductionMs: 400, commitsPerSecond: 1 }],
  } as unknown as BenchResults);
  const row = report.split('\n').find((line) => line.startsWith('| half refused'))!;
  expect(row.split('|')[2]!.trim()).toBe(String(Math.round(run.servedPerSecond)));
  expect(report).toContain(`${run.statusCodes['503']} × 503`);
});
