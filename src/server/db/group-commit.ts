/**
 * Group commit for SQLite writes: the visitor submissions (in the writer thread on a file,
 * forms/submission-thread.ts; on the event loop in memory) and the audit trail's batches. Each
 * commit waits for its fsync (synchronous=FULL: the commit is on disk before we answer), so one
 * commit per submission capped the server at the disk's fsyncs per second. Here the jobs handed in
 * together share one transaction: it commits once, with one fsync, and only then does each job
 * hear how it went. Should one fail, the batch is undone and written again with a savepoint per
 * job, so that one is undone alone and gets its own error. Nothing is answered before its commit,
 * so a crash or power loss loses no acknowledged submission; what it loses is at most a batch that
 * nobody was told was stored.
 *
 * PostgreSQL's submissions need none of this: its connections commit in parallel and the server
 * already flushes concurrent commits together; there `directWriter` runs a plain transaction. The
 * audit trail batches its own appends (audit/appender.ts), on both databases.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

export type WriteWork<T> = (trx: Kysely<Database>) => Promise<T>;

export interface Writer {
  /**
   * Runs `work` in a transaction; resolves once that transaction has committed. `batchWork` is work
   * that every job of a batch may share (see BatchWork); a writer without batches leaves it out, so
   * it must only make cheaper what is right without it.
   */
  run<T>(work: WriteWork<T>, batchWork?: BatchWork): Promise<T>;
  /** Resolves once everything handed in has committed or failed. */
  drain(): Promise<void>;
}

export function directWriter(db: Kysely<Database>): Writer {
  return { run: (work) => db.transaction().execute(work), drain: async () => {} };
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Job {
  work: WriteWork<unknown>;
  batchWork?: BatchWork;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions {
  /** How long the first submission of a batch waits for others. */
  windowMs: number;
  /** Submissions in one transaction at most. */
  maxBatch: number;
}

/**
 * Work done once per batch that holds a job asking for it, in the batch's transaction: it runs
 * before the first job and returns what runs after the last one, before the commit
 * (forms/batch-upkeep.ts indexes the batch's rows for search there, in one statement instead
 * of one per row). Either failing fails the batch.
 */
export type BatchWork = (trx: Kysely<Database>) => Promise<() => Promise<void>>;

export const GROUP_COMMIT_DEFAULTS: GroupCommitOptions = { windowMs: 2, maxBatch: 256 };

export class GroupCommit implements Writer {
  private queue: Job[] = [];
  private busy = false;
  private timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  private idle: Array<() => void> = [];
  /** Transactions committed so far (each holding one or more submissions). */
  commits = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: GroupCommitOptions = GROUP_COMMIT_DEFAULTS,
  ) {}

  run<T>(work: WriteWork<T>, batchWork?: BatchWork): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, batchWork, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  drain(): Promise<void> {
    if (!this.busy && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private schedule(): void {
    if (this.busy || this.timer) return;
    const flush = () => {
      this.timer = undefined;
      void this.flush();
    };
    // No window: as soon as the jobs handed in with this one (this turn of the event loop) are in.
    this.timer = this.options.windowMs > 0 ? setTimeout(flush, this.options.windowMs) : setImmediate(flush);
  }

  private async flush(): Promise<void> {
    this.busy = true;
    const jobs = this.queue.splice(0, this.options.maxBatch);
    try {
      const outcomes = await this.commit(jobs, false).catch(() => this.commit(jobs, true));
      this.commits++;
      // Committed: now, and only now, each submission hears how it went.
      jobs.forEach((job, index) => {
        const outcome = outcomes[index]!;
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.error);
      });
    } catch (error) {
      for (const job of jobs) job.reject(error);
    } finally {
      this.busy = false;
      if (this.queue.length > 0) this.schedule();
      else for (const done of this.idle.splice(0)) done();
    }
  }

  /**
   * All jobs in one transaction. The usual case, every job succeeding, runs without savepoints (two
   * statements a job, a tenth of a submission's writing); should one fail, everything is undone and
   * the batch is written again `apart`, each job in a savepoint of its own, so that one is undone
   * alone. A job's work must therefore be safe to run twice: only its last run commits.
   */
  private commit(jobs: Job[], apart: boolean): Promise<Outcome[]> {
    return this.db.transaction().execute(async (trx) => {
      const finishes = await this.batchWork(trx, jobs);
      const outcomes: Outcome[] = [];
      for (const job of jobs) outcomes.push(apart ? await inSavepoint(trx, job) : { ok: true, value: await job.work(trx) });
      for (const finish of finishes) await finish();
      return outcomes;
    });
  }

  /** The batch's shared work, once each: what runs after the last job, before the commit. */
  private async batchWork(trx: Kysely<Database>, jobs: Job[]): Promise<Array<() => Promise<void>>> {
    const finishes = [];
    for (const shared of new Set(jobs.flatMap((job) => (job.batchWork ? [job.batchWork] : [])))) finishes.push(await shared(trx));
    return finishes;
  }
}

async function inSavepoint(trx: Kysely<Database>, job: Job): Promise<Outcome> {
  await sql`savepoint submission`.execute(trx);
  try {
    const value = await job.work(trx);
    await sql`release savepoint submission`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    try {
      await sql`rollback to savepoint submission`.execute(trx);
      await sql`release savepoint submission`.execute(trx);
    } catch {
      // SQLite ended the whole transaction itself (a full disk, an I/O error): the batch
      // fails with the first error, and no submission in it is answered as stored.
      throw error;
    }
    return { ok: false, error };
  }
}
