/**
 * Replying to a submission in place: the form type's draft, and sending it through the mail
 * outbox (the durable, retried path every mail takes) to the submission's own address only.
 * Signed-in staff and admins alike.
 */
import type { FastifyInstance } from 'fastify';
import { replyBody, type Stage } from '../../forms/triage.ts';
import { recordAudit } from '../audit/record.ts';
import { requireUser } from '../auth/guard.ts';
import type { RateLimitRule } from '../config.ts';
import { isoNow } from '../db/time.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseId, parseOr400 } from '../http/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { replyDraft } from '../mail/reply-template.ts';
import { describeWait } from '../security/rate-limit.ts';
import { recordHistory } from './history.ts';
import { kindOf } from './staff-routes.ts';
import { FORMS } from './tables.ts';
import { actorOf, readForm } from './item.ts';

/**
 * Replies go to addresses visitors typed: a staff account (or a stolen session) must not become a
 * mailer. 20 per staff member per hour is a busy day's pace; 3 per item per 10 minutes stops a
 * double-click or a loop from flooding one visitor.
 */
export const REPLY_LIMITS: Readonly<{ perStaff: RateLimitRule; perItem: RateLimitRule }> = {
  perStaff: { max: 20, windowMs: 60 * 60_000 },
  perItem: { max: 3, windowMs: 10 * 60_000 },
};

export async function replyRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireUser);
  const { db } = app.ctx;
  const readItem = (kind: Parameters<typeof readForm>[1], id: number) => readForm(app, kind, id);

  app.get<{ Params: { table: string; id: string } }>('/reply/:table/:id', async (request) => {
    const kind = kindOf(request.params.table);
    const id = parseId(request.params.id);
    const values = await readItem(kind, id);
    return success({ draft: replyDraft(kind, values, request.user!.name, String(values.createdAt)) });
  });

  app.post<{ Params: { table: string; id: string } }>('/reply/:table/:id', async (request, reply) => {
    const kind = kindOf(request.params.table);
    const id = parseId(request.params.id);
    const { subject, body } = parseOr400(replyBody, request.body);
    const user = request.user!;
    const form = FORMS[kind];
    // 404 before counting: a reply to nothing uses up no one's budget.
    const values = await readItem(kind, id);
    await withinReplyLimit(app, `reply-item:${kind}:${id}`, REPLY_LIMITS.perItem, (wait) => `This ${form.noun} has had ${REPLY_LIMITS.perItem.max} replies in the last 10 minutes. Please wait ${wait} before sending another.`);
    await withinReplyLimit(app, `reply-staff:${user.id}`, REPLY_LIMITS.perStaff, (wait) => `You have sent ${REPLY_LIMITS.perStaff.max} replies in the last hour. Please wait ${wait} before sending more.`);
    // Only ever the submission's own address: the API takes no recipient.
    const to = String(values[form.email]);
    const actor = actorOf(request);
    const queued = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom(form.table).select(['stage', 'first_replied_at']).where('id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Form not found');
      const at = isoNow();
      await enqueueMail(trx, app.ctx.dialect, { kind: 'reply', to, replyTo: user.email, subject, text: body.endsWith('\n') ? body : `${body}\n` });
      await recordHistory(trx, kind, id, actor, { action: 'reply', subject }, at);
      const change: { first_replied_at?: string; stage?: Stage } = {};
      if (row.first_replied_at === null) change.first_replied_at = at;
      if (row.stage === 'new') {
        change.stage = 'in_progress';
        await recordHistory(trx, kind, id, actor, { action: 'stage', from: 'new', to: 'in_progress' }, at);
      }
      if (Object.keys(change).length > 0) await trx.updateTable(form.table).set(change).where('id', '=', id).execute();
      return at;
    });
    app.ctx.mail.kick();
    request.log.info({ form: kind, id, by: user.id }, 'reply queued');
    await recordAudit(request, 'form_replied', { table: kind, id });
    return reply.code(201).send(success({ reply: { to, subject, queuedAt: queued }, form: await readItem(kind, id) }));
  });
}

async function withinReplyLimit(app: FastifyInstance, key: string, rule: RateLimitRule, message: (wait: string) => string): Promise<void> {
  let hit;
  try {
    hit = await app.ctx.limiter.hit(key, rule.windowMs);
  } catch (error) {
    // As for the other limits: an unreachable Redis lets the request through (and says so).
    app.log.warn({ err: { message: (error as Error).message } }, 'rate limiter unavailable; allowed');
    return;
  }
  if (hit.count <= rule.max) return;
  const seconds = Math.max(1, Math.ceil(hit.resetMs / 1000));
  throw new HttpError(429, message(describeWait(seconds)), undefined, { 'retry-after': String(seconds) });
}
