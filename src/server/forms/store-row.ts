/**
 * A submission's row and its mails, written in the caller's transaction. The same code runs on the
 * event loop (PostgreSQL, an in-memory SQLite) and in the SQLite writer thread
 * (submission-thread.ts), so what it is given is plain data that can cross to a thread.
 */
import { senderName } from '../../forms/describe.ts';
import type { InsertRow } from '../db/kept-insert.ts';
import { outboxRow } from '../mail/outbox.ts';
import { submissionMails } from '../mail/templates.ts';
import { FORMS, notificationLines, toRow, type FormKind, type StoredFile } from './tables.ts';

export interface SubmissionJob {
  kind: FormKind;
  /** The checked fields (API keys). */
  values: Readonly<Record<string, unknown>>;
  file?: StoredFile;
  receivedAt: string;
  /** Whether the visitor's acknowledgement may go: its limit per address is checked before. */
  ack: boolean;
  notifyEmail?: string;
  publicUrl: string;
}

/** Inserts the row and queues its mails with `insert` (in the caller's transaction); returns the new id. */
export async function storeSubmissionRow(insert: InsertRow, job: SubmissionJob): Promise<number> {
  const form = FORMS[job.kind];
  const id = await insert(form.table, toRow(form, job.values, job.file, job.receivedAt));
  const summary = {
    kind: job.kind,
    title: form.title,
    id,
    name: senderName(form, job.values),
    email: String(job.values[form.email]),
    fields: notificationLines(form, job.values, job.file),
  };
  for (const mail of submissionMails(summary, job.notifyEmail, job.publicUrl)) {
    if (mail.kind === 'ack' && !job.ack) continue;
    await insert('mail_outbox', outboxRow(mail));
  }
  return id;
}
