/**
 * Storing a submission: the row and its mails in one transaction, so a 201 (sent by the caller
 * after this resolves) always means committed, and mail exists exactly for committed rows. On
 * SQLite submissions arriving together share that transaction and its one fsync (group commit,
 * db/group-commit.ts); each still resolves only after the commit.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { senderName } from '../../forms/describe.ts';
import { insertKept } from '../db/kept-insert.ts';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { submissionMails } from '../mail/templates.ts';
import { hashEmail } from '../security/email-hash.ts';
import { withinLimit } from '../security/rate-limit.ts';
import { indexBatchForSearch } from './search-index-batch.ts';
import { FORMS, notificationLines, toRow, type FormKind, type StoredFile } from './tables.ts';

export const CHECK_FIELDS = 'Please check the highlighted fields';

/** Stores the row and its mails atomically; returns the new id. `values` are the checked fields (API keys). */
export async function storeSubmission(app: FastifyInstance, kind: FormKind, values: Readonly<Record<string, unknown>>, file?: StoredFile): Promise<number> {
  const { config, dialect } = app.ctx;
  const form = FORMS[kind];
  // Committed (with others arriving at the same moment, on SQLite) before it resolves.
  const id = await app.ctx.writes.run(async (trx) => {
    const newId = await insertKept(trx, dialect, form.table, toRow(form, values, file, isoNow()));
    const summary = {
      kind,
      title: form.title,
      id: newId,
      name: senderName(form, values),
      email: String(values[form.email]),
      fields: notificationLines(form, values, file),
    };
    for (const mail of submissionMails(summary, config.notifyEmail, config.publicUrl)) {
      if (mail.kind === 'ack' && !(await ackAllowed(app, mail.to))) continue;
      await enqueueMail(trx, dialect, mail);
    }
    return newId;
  }, indexBatchForSearch);
  app.ctx.mail.kick();
  return id;
}

/** The visitor's acknowledgement goes to whatever address was typed: a few per address per hour. */
function ackAllowed(app: FastifyInstance, to: string): Promise<boolean> {
  return withinLimit(app.ctx.limiter, `ack-to:${hashEmail(to)}`, app.ctx.config.mailLimits.ackPerRecipient, app.log);
}

/**
 * Something to answer a bot with that looks like a real id: a little above the latest one, by a
 * random step, so two answers never repeat and a bot cannot tell it was found out.
 */
export async function plausibleId(db: Kysely<Database>, kind: FormKind): Promise<number> {
  const row = await db
    .selectFrom(FORMS[kind].table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + randomInt(1, 1_000_000);
}

export function botDetected(request: FastifyRequest, kind: FormKind): void {
  request.log.warn({ form: kind, ip: request.ip }, 'bot detected: honeypot filled, submission dropped');
}
