/**
 * On a SQLite file, submissions are written by a thread of their own. better-sqlite3 runs every
 * statement, and the fsync of every commit, on the thread that calls it; on the event loop that
 * was about a third of a submission's time (the bench under --cpu-prof), time no other request
 * could use. Here the event loop hands each submission to the thread as it comes, and goes on
 * with other requests. The thread writes all that arrived while it committed the last batch in
 * one transaction on its own connection (a group commit, db/group-commit.ts: should one fail, the
 * batch is written again with a savepoint for each, so that one alone is refused), commits with
 * one fsync, and only then answers with each one's id or error. Nothing is acknowledged before
 * its commit, so a crash loses no acknowledged submission. The audit trail's batches come the same
 * way (audit/appender.ts) and join the same commits.
 *
 * SQLite has one write lock, and the event loop's connection must never meet it held by the
 * thread (it would wait inside a synchronous call, every request stopped): the two take turns
 * through the gate (db/write-gate.ts). The thread starts when the server listens (`warm`) or with
 * the first submission, and is stopped by `close`; should it die, what it held fails (answered
 * 500: not stored, as far as anyone was told) and the next submission starts a new one.
 */
import { Worker } from 'node:worker_threads';
import type { AuditEntry } from '../audit/appender.ts';
import type { WriteGate } from '../db/write-gate.ts';
import type { SubmissionJob } from './store-row.ts';
import type { SubmissionWriter } from './submission-writer.ts';

/** What the thread writes: a submission, or a batch of the audit trail's entries (audit/appender.ts). */
export type ThreadJob = { submission: SubmissionJob } | { audit: AuditEntry[] };

/** What the thread answers for a job: the submission's id, or the entries' ids. An error crosses as its message and code. */
export type ThreadOutcome = { seq: number; ok: true; value: number | number[] } | { seq: number; ok: false; error: { message: string; code?: string } };

export type ToThread = { jobs: Array<{ seq: number; job: ThreadJob }> } | { close: true };
export type FromThread = { outcomes: ThreadOutcome[] };

/**
 * The jobs as they cross to the thread: JSON text when they are plain data (submissions without a
 * file), the objects themselves otherwise (a CV's bytes, an audit batch). A string crosses as one
 * copy; an object is walked and rebuilt key by key on both sides (V8's structured clone), which cost
 * the event loop a few µs per submission (docs/performance.md).
 */
export function asMessage(jobs: Array<{ seq: number; job: ThreadJob }>): ToThread | string {
  const plain = jobs.every(({ job }) => 'submission' in job && !job.submission.file);
  return plain ? JSON.stringify({ jobs } satisfies ToThread) : { jobs };
}

/** What the thread reads from a message `asMessage` made. */
export function fromMessage(message: ToThread | string): ToThread {
  return typeof message === 'string' ? (JSON.parse(message) as ToThread) : message;
}

export interface ThreadData {
  file: string;
  gate: SharedArrayBuffer;
}

interface Waiting {
  resolve(value: number | number[]): void;
  reject(error: unknown): void;
}

const BOOT = new URL('./submission-thread-boot.mjs', import.meta.url);

export class SubmissionThread implements SubmissionWriter {
  /** Jobs of this turn of the event loop, sent together at its end. */
  private outgoing: Array<{ seq: number; job: ThreadJob }> = [];
  private waiting = new Map<number, Waiting>();
  private seq = 0;
  private idle: Array<() => void> = [];
  private worker: Worker | undefined;

  constructor(
    private readonly file: string,
    private readonly gate: WriteGate,
  ) {}

  store(submission: SubmissionJob): Promise<number> {
    return this.hand({ submission }) as Promise<number>;
  }

  /** Writes a batch of audit entries (audit/appender.ts); resolves with their ids once committed. */
  appendAudit(entries: AuditEntry[]): Promise<number[]> {
    return this.hand({ audit: entries }) as Promise<number[]>;
  }

  private hand(job: ThreadJob): Promise<number | number[]> {
    return new Promise((resolve, reject) => {
      const seq = ++this.seq;
      this.waiting.set(seq, { resolve, reject });
      if (this.outgoing.push({ seq, job }) === 1) setImmediate(() => this.send());
    });
  }

  drain(): Promise<void> {
    if (this.waiting.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  warm(): void {
    this.worker ??= this.start();
  }

  async close(): Promise<void> {
    await this.drain();
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    // The thread closes its connection itself (a clean close checkpoints the WAL), then ends.
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage({ close: true } satisfies ToThread);
    });
  }

  private send(): void {
    const jobs = this.outgoing;
    this.outgoing = [];
    try {
      (this.worker ??= this.start()).postMessage(asMessage(jobs));
    } catch (error) {
      for (const { seq } of jobs) this.settle(seq, { error });
    }
  }

  private settle(seq: number, outcome: { value: number | number[] } | { error: unknown }): void {
    const waiting = this.waiting.get(seq);
    if (!waiting) return;
    this.waiting.delete(seq);
    if ('value' in outcome) waiting.resolve(outcome.value);
    else waiting.reject(outcome.error);
    if (this.waiting.size === 0) for (const done of this.idle.splice(0)) done();
  }

  private start(): Worker {
    // Its own loader (the boot file registers tsx), whatever the parent was started with.
    const worker = new Worker(BOOT, { workerData: { file: this.file, gate: this.gate.shared } satisfies ThreadData, execArgv: [] });
    // A server that forgets to close still exits; a request waiting for its commit stays open anyway.
    worker.unref();
    worker.on('message', ({ outcomes }: FromThread) => {
      for (const outcome of outcomes) {
        this.settle(outcome.seq, outcome.ok ? { value: outcome.value } : { error: Object.assign(new Error(outcome.error.message), { code: outcome.error.code }) });
      }
    });
    const failAll = (error: unknown) => {
      for (const seq of [...this.waiting.keys()]) if (!this.outgoing.some((queued) => queued.seq === seq)) this.settle(seq, { error });
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      // A thread that died in a transaction would otherwise keep the event loop's writes waiting.
      this.gate.threadGone();
      failAll(new Error(`the submission writer thread stopped (exit code ${code})`));
    });
    return worker;
  }
}
