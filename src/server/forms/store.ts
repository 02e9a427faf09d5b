/**
 * Storing a submission: the row and its mails in one transaction (store-row.ts), so a 201 (sent
 * by the caller after this resolves) always means committed, and mail exists exactly for committed
 * rows. On SQLite submissions arriving together share that transaction and its one fsync, written
 * by a thread of their own on a SQLite file (submission-writer.ts); each still resolves only after
 * the commit.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import { hashEmail } from '../security/email-hash.ts';
import { withinLimit } from '../security/rate-limit.ts';
import { FORMS, type FormKind, type StoredFile } from './tables.ts';

export const CHECK_FIELDS = 'Please check the highlighted fields';

/** Stores the row and its mails atomically; returns the new id. `values` are the checked fields (API keys). */
export async function storeSubmission(app: FastifyInstance, kind: FormKind, values: Readonly<Record<string, unknown>>, file?: StoredFile): Promise<number> {
  const { config } = app.ctx;
  const email = String(values[FORMS[kind].email]);
  const job = { kind, values, file, receivedAt: isoNow(), ack: await ackAllowed(app, email), notifyEmail: config.notifyEmail, publicUrl: config.publicUrl };
  // Committed (with others arriving at the same moment, on SQLite) before it resolves.
  const id = await app.ctx.submissions.store(job);
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
