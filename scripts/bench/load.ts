// One load run with autocannon: a fixed time, 100 connections (or as asked), medians from its histograms.
// Throughput is counted in 2xx answers: a server that sheds load answers fast, and those answers
// are not the work the run measures.
import autocannon, { type Request } from 'autocannon';

export const CONNECTIONS = 100;

export interface LoadResult {
  label: string;
  seconds: number;
  connections: number;
  /** Every answer per second, refusals (a 503 "busy") included. */
  requestsPerSecond: number;
  /** Answers with a 2xx per second: the work actually done, the figure reports compare. */
  servedPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export async function load(label: string, url: string, seconds: number, request: Request, timeoutSeconds = 30, connections = CONNECTIONS): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: timeoutSeconds, requests: [request] });
  return {
    label,
    seconds,
    connections,
    // Answers per second over the whole run (autocannon's own per-second mean).
    requestsPerSecond: result.requests.average,
    // A sign-in refused at once with 503 (the hash queue is full) is an answer, not a sign-in.
    servedPerSecond: result['2xx'] / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  };
}

/** The run in one line for the progress log: what was served, and what was refused beside it. */
export function describeRun(result: LoadResult): string {
  const refused = result.non2xx > 0 ? ` (${Math.round(result.requestsPerSecond)} answers/s in all; ${codesOtherThan2xx(result)})` : '';
  return `${Math.round(result.servedPerSecond)} served/s${refused}, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`;
}

/** "30350 × 503", the answers that were not a 2xx, by status. */
export function codesOtherThan2xx(result: LoadResult): string {
  return Object.entries(result.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ');
}
