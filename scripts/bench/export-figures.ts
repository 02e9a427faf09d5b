// The CSV export measured from outside: how long until its first bytes arrive, how long in all,
// how many rows, and how much the server process's resident memory grew meanwhile (sampled from
// /proc every 10 ms; the body is counted and dropped here, never held).
import { readFileSync } from 'node:fs';

export interface ExportFigures {
  firstByteMs: number;
  totalMs: number;
  rows: number;
  bytes: number;
  /** Server RSS before the request, and its highest while the export ran. */
  rssBefore: number;
  rssPeak: number;
}

export function processRss(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

export async function measureExport(url: string, token: string, serverPid: number): Promise<ExportFigures> {
  const rssBefore = processRss(serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, processRss(serverPid))), 10);
  try {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    let firstByteMs = NaN;
    let bytes = 0;
    let lineEnds = 0;
    let previous = 0; // the byte before this chunk: a CR LF may be split between two chunks
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      // Records end in CR LF; a message's own line breaks are LF alone.
      for (let index = 0; index < chunk.length; index++) {
        if (chunk[index] === 10 && (index === 0 ? previous : chunk[index - 1]) === 13) lineEnds++;
      }
      if (chunk.length > 0) previous = chunk[chunk.length - 1]!;
    }
    return { firstByteMs, totalMs: performance.now() - started, rows: lineEnds - 1, bytes, rssBefore, rssPeak };
  } finally {
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, processRss(serverPid));
  }
}
