/**
 * The gate between the event loop's SQLite connection and the submission writer thread: a write
 * on the event loop waits (without blocking) while the thread is in a transaction, and goes at
 * once otherwise. The thread's side blocks, so it runs in a real thread here.
 */
import { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { WriteGate } from '../../../src/server/db/write-gate.ts';

it('lets an event-loop write through at once while the thread is out', async () => {
  const gate = new WriteGate();
  expect(gate.main.enter()).toBeUndefined();
  gate.main.leave();
});

it('holds an event-loop write while the thread writes, and lets it through when the thread leaves', async () => {
  const gate = new WriteGate();
  gate.thread.enter();
  let through = false;
  const waiting = Promise.resolve(gate.main.enter()).then(() => (through = true));
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(through).toBe(false);
  gate.thread.leave();
  await waiting;
  expect(through).toBe(true);
  gate.main.leave();
});

it('lets the event loop write again when the thread has died in its transaction', async () => {
  const gate = new WriteGate();
  gate.thread.enter();
  const waiting = Promise.resolve(gate.main.enter());
  gate.threadGone();
  await waiting;
  gate.main.leave();
});

it('keeps the thread out while the event loop writes, and lets it in once the write is done', async () => {
  const gate = new WriteGate();
  gate.main.enter();
  // A real thread running the real gate: its side blocks until the event loop leaves, then says so.
  const thread = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     (async () => {
       (await import('tsx/esm/api')).register();
       const { WriteGate } = await import(workerData.module);
       new WriteGate(workerData.shared).thread.enter();
       parentPort.postMessage('in');
     })();`,
    { eval: true, workerData: { shared: gate.shared, module: new URL('../../../src/server/db/write-gate.ts', import.meta.url).href }, execArgv: [] },
  );
  let inside = false;
  const entered = new Promise((resolve) => thread.once('message', () => resolve((inside = true))));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(inside).toBe(false);
  gate.main.leave();
  await entered;
  await thread.terminate();
});
