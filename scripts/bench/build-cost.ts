// (3) Build cost: one build in a child process (the real registry, or a generated one), timed,
// with its CPU time and peak memory: the node process's own peak RSS (resourceUsage) and the
// whole tree's (node + the esbuild service), sampled every 50 ms.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChild } from './util.ts';

export interface BuildCost {
  label: string;
  pages: number;
  routes: number;
  /** build() itself, measured inside the child. */
  buildMs: number;
  /** The whole process, start-up and TypeScript loading included. */
  processMs: number;
  /** user + system CPU of the whole process tree (GNU time), when /usr/bin/time exists. */
  cpuMs?: number;
  nodeMaxRss: number;
  peakTreeRss: number;
}

const GNU_TIME = '/usr/bin/time';

export async function measureBuild(label: string, cwd: string, registryFile: string, outDir: string, pages: number): Promise<BuildCost> {
  const node = [process.execPath, '--import', 'tsx', 'scripts/bench/build-child.ts', registryFile, outDir];
  const timeDir = mkdtempSync(join(tmpdir(), 'northbeam-bench-time-'));
  const timeFile = join(timeDir, 'time.txt');
  const [command, ...args] = existsSync(GNU_TIME) ? [GNU_TIME, '-f', '%U %S', '-o', timeFile, ...node] : node;
  const child = await runChild(command!, args, { cwd, timeoutMs: 12 * 60_000 });
  const last = child.stdout.trim().split('\n').at(-1) ?? '';
  if (child.code !== 0 || !last.startsWith('{')) throw new Error(`build of ${registryFile} failed (exit ${child.code}):\n${child.stderr.slice(-2000)}\n${child.stdout.slice(-2000)}`);
  const result = JSON.parse(last) as { buildMs: number; nodeMaxRss: number; routes: number };
  let cpuMs: number | undefined;
  if (existsSync(timeFile)) {
    const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    cpuMs = ((user ?? NaN) + (system ?? NaN)) * 1000;
  }
  rmSync(timeDir, { recursive: true, force: true });
  return { label, pages, routes: result.routes, buildMs: result.buildMs, processMs: child.wallMs, cpuMs, nodeMaxRss: result.nodeMaxRss, peakTreeRss: Math.max(child.peakTreeRss, result.nodeMaxRss) };
}
