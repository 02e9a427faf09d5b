/**
 * The mail outbox. Mail is written in the same transaction as what caused it (a submission, a
 * reset request), so it exists exactly when that committed; a worker sends it later. An SMTP
 * outage therefore delays mail but never loses it, and never fails the visitor's request.
 */
import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../db/index.ts';
import { insertKept } from '../db/kept-insert.ts';
import type { Database, MailOutboxTable } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  kind: 'notify' | 'ack' | 'reset' | 'password-changed' | 'reply';
}

export async function enqueueMail(db: Kysely<Database>, dialect: DialectName, mail: OutgoingMail): Promise<void> {
  // Its id is not needed; insertKept answers it because the submission's own row needs one.
  await insertKept(db, dialect, 'mail_outbox', outboxRow(mail));
}

/** The outbox row of a mail, due now. */
export function outboxRow(mail: OutgoingMail): Insertable<MailOutboxTable> {
  const now = isoNow();
  return {
    to_addr: mail.to,
    reply_to: mail.replyTo ?? null,
    // Header injection guard: a subject is one line whatever a visitor typed.
    subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
    body_text: mail.text,
    kind: mail.kind,
    created_at: now,
    next_attempt_at: now,
    locked_until: null,
    sent_at: null,
    failed_at: null,
    last_error: null,
  };
}
