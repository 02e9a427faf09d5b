// One load run with autocannon: a fixed time, 100 connections (or as asked), medians from its histograms.
import autocannon, { type Request } from 'autocannon';

export const CONNECTIONS = 100;

export interface LoadResult {
  label: string;
  seconds: number;
  connections: number;
  requestsPerSecond: number;
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
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  };
}
