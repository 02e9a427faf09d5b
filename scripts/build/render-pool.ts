import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageData, ShellData } from '../../src/registry/page-data.ts';

export interface RenderJob {
  path: string;
  page?: PageData;
}

type RenderPath = (path: string, shell: ShellData, page?: PageData) => Promise<string>;

/** Below this many pages per thread, starting a thread (loading React and the bundle) costs more than it saves. */
const PAGES_PER_THREAD = 40;

/*
 * Runs in each worker thread. Plain JavaScript given as text (not a module file), so it runs the
 * same under tsx, vitest and node: it only imports the prerender bundle, which is JavaScript.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.bundleUrl).then(async ({ renderPath }) => {
  const bodies = [];
  for (const job of workerData.jobs) bodies.push(await renderPath(job.path, workerData.shell, job.page));
  parentPort.postMessage(bodies);
});
`;

function renderInThread(bundlePath: string, mode: string, shell: ShellData, jobs: RenderJob[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // React picks its production or development build from NODE_ENV when first loaded.
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bundleUrl: pathToFileURL(bundlePath).href, shell, jobs }, env: { ...process.env, NODE_ENV: mode } });
    worker.once('message', (bodies: string[]) => {
      resolve(bodies);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`A prerender thread stopped with code ${code}`));
    });
  });
}

/**
 * Each job's HTML body, in order: on every core for a large site, in this thread for a small one.
 * Rendering is pure CPU work, so a 1000-page registry renders about twice as fast on 2 cores.
 */
export async function renderPages(bundlePath: string, mode: string, shell: ShellData, jobs: RenderJob[]): Promise<string[]> {
  const threads = Math.min(availableParallelism(), Math.floor(jobs.length / PAGES_PER_THREAD));
  if (threads < 2) {
    process.env.NODE_ENV ??= mode;
    const { renderPath } = (await import(pathToFileURL(bundlePath).href)) as { renderPath: RenderPath };
    const bodies: string[] = [];
    for (const job of jobs) bodies.push(await renderPath(job.path, shell, job.page));
    return bodies;
  }
  // Contiguous slices, so each thread's share is about equal and the order is kept on joining.
  const size = Math.ceil(jobs.length / threads);
  const slices = Array.from({ length: threads }, (_, index) => jobs.slice(index * size, (index + 1) * size));
  return (await Promise.all(slices.map((slice) => renderInThread(bundlePath, mode, shell, slice)))).flat();
}
