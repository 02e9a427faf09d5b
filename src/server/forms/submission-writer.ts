/**
 * Where a submission is written. On a SQLite file that is a writer thread of its own
 * (submission-thread.ts); on PostgreSQL and an in-memory SQLite it is the event loop's connection,
 * through `ctx.writes` (grouped commits on SQLite, db/group-commit.ts). Either way `store` resolves
 * only after the row and its mails have committed.
 */
import type { DialectName } from '../db/index.ts';
import type { Writer } from '../db/group-commit.ts';
import { keptInserter } from '../db/kept-insert.ts';
import { batchUpkeep } from './batch-upkeep.ts';
import { storeSubmissionRow, type SubmissionJob } from './store-row.ts';

export interface SubmissionWriter {
  /** Resolves with the new id once the row and its mails have committed. */
  store(job: SubmissionJob): Promise<number>;
  /** Resolves once everything handed in has committed or failed. */
  drain(): Promise<void>;
  /** Gets ready before the first submission (the thread loads in about half a second). */
  warm(): void;
  close(): Promise<void>;
}

export function inProcessSubmissions(writes: Writer, dialect: DialectName): SubmissionWriter {
  return {
    store: (job) => writes.run((trx) => storeSubmissionRow(keptInserter(trx, dialect), job), batchUpkeep),
    drain: () => writes.drain(),
    warm: () => {},
    close: async () => {},
  };
}
