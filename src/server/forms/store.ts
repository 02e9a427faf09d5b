/**
 * Storing a submission: the row and its mails in one transaction, so a 201 (sent by the caller
 * after this resolves) always means committed, and mail exists exactly for committed rows.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { submissionMails, type SubmissionSummary } from '../mail/templates.ts';
import { TABLES, type FormTable } from './tables.ts';

export const CHECK_FIELDS = 'Please check the highlighted fields';

/** Stores the row and its mails atomically; returns the new id. */
export async function storeSubmission(
  app: FastifyInstance,
  table: FormTable,
  values: Record<string, unknown>,
  summarize: (id: number) => SubmissionSummary,
): Promise<number> {
  const { config } = app.ctx;
  const id = await app.ctx.db.transaction().execute(async (trx) => {
    const row = await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(TABLES[table].db)
      .values({ ...values, created_at: isoNow() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const newId = Number(row.id);
    for (const mail of submissionMails(summarize(newId), config.notifyEmail, config.publicUrl)) await enqueueMail(trx, mail);
    return newId;
  });
  app.ctx.mail.kick();
  return id;
}

/** Something to answer a bot with that looks like a real id. */
export async function plausibleId(db: Kysely<Database>, table: FormTable): Promise<number> {
  const row = await (db as unknown as Kysely<Record<string, { id: number }>>)
    .selectFrom(TABLES[table].db)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export function botDetected(request: FastifyRequest, table: FormTable): void {
  request.log.warn({ form: table, ip: request.ip }, 'bot detected: honeypot filled, submission dropped');
}
