// Small helpers shared by the bench steps: statistics, formatting, child processes with peak memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const median = (values: number[]): number => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
export const ratio = (value: number, reference: number) => (Number.isFinite(value / reference) && reference > 0 ? `${(value / reference).toFixed(2)}×` : '–');
export const round = (value: number, digits = 0) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

/** A Markdown table; the first column is left-aligned, the others right-aligned. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(header), `|${header.map((_, index) => (index === 0 ? ' --- ' : ' ---: ')).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  let total = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of children ? children.split(/\s+/) : []) total += treeRss(Number(child));
  } catch {
    // the process ended between two reads
  }
  return total;
}

export interface ChildResult {
  code: number | null;
  stdout: string;
  stderr: string;
  wallMs: number;
  /** Highest sum of RSS over the process tree, sampled every 50 ms. */
  peakTreeRss: number;
}

/** Runs a command to completion, sampling the memory of its whole process tree. */
export function runChild(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peakTreeRss = 0;
    child.stdout.on('data', (data) => (stdout += data));
    child.stderr.on('data', (data) => (stderr += data));
    const sampler = setInterval(() => child.pid && (peakTreeRss = Math.max(peakTreeRss, treeRss(child.pid))), 50);
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 10 * 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      clearTimeout(timer);
      resolve({ code, stdout, stderr, wallMs: performance.now() - started, peakTreeRss });
    });
  });
}

/** Logs a progress line to stderr so stdout keeps only the report. */
export const progress = (line: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

/**
 * CPU time a process has used so far, every thread and the kernel's work for it (Linux /proc), in
 * µs: in all, and its main thread's (the event loop) apart; NaN elsewhere. With the load
 * generator's own (process.cpuUsage) it gives a run's CPU per request, which a busy neighbour on a
 * shared machine moves far less than a rate.
 */
export function processCpuMicros(pid: number): { all: number; main: number } {
  // utime and stime (fields 14 and 15 of the line) in clock ticks, 100 a second on Linux.
  const micros = (path: string) => {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  };
  try {
    return { all: micros(`/proc/${pid}/stat`), main: micros(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return { all: NaN, main: NaN };
  }
}
