/**
 * The SQLite writer thread (submission-thread.ts says why): its own connection to the file, and
 * the submissions and audit batches the event loop sends written as group commits on it
 * (db/group-commit.ts), the batch's rows indexed for search and counted together before each
 * commit (forms/batch-upkeep.ts). Its transactions take turns with the event loop's writes through
 * the shared gate (db/write-gate.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { appendEntries } from '../audit/appender.ts';
import { GroupCommit } from '../db/group-commit.ts';
import { sqliteInserter } from '../db/kept-insert.ts';
import { openSqlite, sqliteKysely } from '../db/sqlite.ts';
import { WriteGate } from '../db/write-gate.ts';
import { batchUpkeep } from './batch-upkeep.ts';
import { storeSubmissionRow, type SubmissionJob } from './store-row.ts';
import { fromMessage, type FromThread, type ThreadData, type ThreadOutcome, type ToThread } from './submission-thread.ts';

const port = parentPort!;
const data = workerData as ThreadData;
const sqlite = openSqlite(data.file);
const db = sqliteKysely(sqlite, new WriteGate(data.gate).thread);
// A submission's inserts run straight on the connection, inside the batch's transaction on it.
const insert = sqliteInserter(db, sqlite);
// Whatever arrives while a batch commits makes the next batch; no window needed on top.
const commits = new GroupCommit(db, { windowMs: 0, maxBatch: 256 });

let answers: ThreadOutcome[] = [];

port.on('message', (incoming: ToThread | string) => {
  const message = fromMessage(incoming);
  if ('close' in message) {
    void commits
      .drain()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
    return;
  }
  for (const { seq, job } of message.jobs) {
    const written: Promise<number | number[]> =
      'audit' in job
        ? commits.run(async (trx) => (await appendEntries(trx, 'sqlite', job.audit)).map((row) => row.id))
        : commits.run(() => storeSubmissionRow(insert, withBuffer(job.submission)), batchUpkeep);
    written.then(
      (value) => answer({ seq, ok: true, value }),
      (error: { message?: unknown; code?: unknown }) => answer({ seq, ok: false, error: { message: String(error?.message ?? error), code: typeof error?.code === 'string' ? error.code : undefined } }),
    );
  }
});

/** A batch's answers go back in one message. */
function answer(outcome: ThreadOutcome): void {
  if (answers.push(outcome) > 1) return;
  setImmediate(() => {
    port.postMessage({ outcomes: answers } satisfies FromThread);
    answers = [];
  });
}

/** A Buffer arrives as a Uint8Array (structured clone); better-sqlite3 binds Buffers only. */
function withBuffer(job: SubmissionJob): SubmissionJob {
  if (!job.file) return job;
  const bytes = job.file.bytes as Uint8Array;
  return { ...job, file: { ...job.file, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) } };
}
