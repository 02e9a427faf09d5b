/**
 * Triage for signed-in staff (any role): stage (one item or a page of them), owner, internal
 * notes, the item's activity, replying in place through the outbox, and who holds which open
 * items. Every change is written with its history row in one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noteBody, ownerBody, replyBody, stageBody, type Stage } from '../../forms/triage.ts';
import { requireUser } from '../auth/guard.ts';
import type { RateLimitRule } from '../config.ts';
import { isoNow } from '../db/time.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseId, parseOr400 } from '../http/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { replyDraft } from '../mail/reply-template.ts';
import { describeWait } from '../security/rate-limit.ts';
import { listHistory, recordHistory, type Actor } from './history.ts';
import { kindOf } from './staff-routes.ts';
import { FORMS, FORM_KINDS, listedColumns, toApiForm, type FormKind } from './tables.ts';

/**
 * Replies go to addresses visitors typed: a staff account (or a stolen session) must not become a
 * mailer. 20 per staff member per hour is a busy day's pace; 3 per item per 10 minutes stops a
 * double-click or a loop from flooding one visitor.
 */
export const REPLY_LIMITS: Readonly<{ perStaff: RateLimitRule; perItem: RateLimitRule }> = {
  perStaff: { max: 20, windowMs: 60 * 60_000 },
  perItem: { max: 3, windowMs: 10 * 60_000 },
};

/** Open items: what still needs someone. */
const OPEN_STAGES: Stage[] = ['new', 'in_progress'];

function actorOf(request: FastifyRequest): Actor {
  const user = request.user!;
  return { id: user.id, name: user.name };
}

export async function triageRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireUser);
  const { db } = app.ctx;

  async function readItem(kind: FormKind, id: number) {
    const form = FORMS[kind];
    const row = await db
      .selectFrom(form.table)
      .select(listedColumns(form).map(({ column }) => db.dynamic.ref(column)))
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Form not found');
    return toApiForm(form, row);
  }

  app.post<{ Params: { table: string } }>('/stage/:table', async (request) => {
    const kind = kindOf(request.params.table);
    const { ids, stage } = parseOr400(stageBody, request.body);
    const { table } = FORMS[kind];
    const wanted = [...new Set(ids)];
    const actor = actorOf(request);
    const result = await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom(table).select(['id', 'stage']).where('id', 'in', wanted).execute();
      const found = new Map(rows.map((row) => [Number(row.id), row.stage]));
      const changed = wanted.filter((id) => found.has(id) && found.get(id) !== stage);
      if (changed.length > 0) {
        const at = isoNow();
        await trx.updateTable(table).set({ stage }).where('id', 'in', changed).execute();
        for (const id of changed) await recordHistory(trx, kind, id, actor, { action: 'stage', from: found.get(id)!, to: stage }, at);
      }
      return {
        updated: changed,
        unchanged: wanted.filter((id) => found.get(id) === stage),
        unknown: wanted.filter((id) => !found.has(id)),
      };
    });
    return success({ stage, ...result });
  });

  app.post<{ Params: { table: string; id: string } }>('/owner/:table/:id', async (request) => {
    const kind = kindOf(request.params.table);
    const id = parseId(request.params.id);
    const { ownerId } = parseOr400(ownerBody, request.body);
    const { table } = FORMS[kind];
    const owner = ownerId === null ? null : await db.selectFrom('users').select(['id', 'name']).where('id', '=', ownerId).where('disabled', '=', 0).executeTakeFirst();
    if (ownerId !== null && !owner) throw new HttpError(400, 'Please check the highlighted fields', [{ path: 'ownerId', message: 'Choose an active staff account' }]);
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom(table).select('owner_id').where('id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Form not found');
      if (row.owner_id === ownerId) return;
      await trx.updateTable(table).set({ owner_id: ownerId }).where('id', '=', id).execute();
      await recordHistory(trx, kind, id, actorOf(request), { action: 'owner', ownerId, ownerName: owner?.name ?? null });
    });
    return success({ form: await readItem(kind, id) });
  });

  app.get<{ Params: { table: string; id: string } }>('/activity/:table/:id', async (request) => {
    const kind = kindOf(request.params.table);
    const id = parseId(request.params.id);
    const exists = await db.selectFrom(FORMS[kind].table).select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw new HttpError(404, 'Form not found');
    const notes = await db
      .selectFrom('form_notes')
      .leftJoin('users', 'users.id', 'form_notes.author_id')
      .select(['form_notes.id', 'form_notes.author_id', 'form_notes.author_name', 'users.name as current_name', 'form_notes.body', 'form_notes.created_at'])
      .where('form_kind', '=', kind)
      .where('form_id', '=', id)
      .orderBy('form_notes.id')
      .execute();
    return success({
      notes: notes.map((note) => ({ id: Number(note.id), authorId: note.author_id, author: note.current_name ?? note.author_name, text: note.body, createdAt: note.created_at })),
      history: await listHistory(db, kind, id),
    });
  });

  app.post<{ Params: { table: string; id: string } }>('/notes/:table/:id', async (request, reply) => {
    const kind = kindOf(request.params.table);
    const id = parseId(request.params.id);
    const { text } = parseOr400(noteBody, request.body);
    const actor = actorOf(request);
    const note = await db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom(FORMS[kind].table).select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw new HttpError(404, 'Form not found');
      const createdAt = isoNow();
      const row = await trx
        .insertInto('form_notes')
        .values({ form_kind: kind, form_id: id, author_id: actor.id, author_name: actor.name, body: text, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordHistory(trx, kind, id, actor, { action: 'note' }, createdAt);
      return { id: Number(row.id), authorId: actor.id, author: actor.name, text, createdAt };
    });
    return reply.code(201).send(success({ note }));
  });

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
      await enqueueMail(trx, { kind: 'reply', to, replyTo: user.email, subject, text: body.endsWith('\n') ? body : `${body}\n` });
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
    return reply.code(201).send(success({ reply: { to, subject, queuedAt: queued }, form: await readItem(kind, id) }));
  });

  /** Active accounts (the owner choices) with their open items per form type, and the unassigned ones. */
  app.get('/owners', async () => {
    const people = await db.selectFrom('users').select(['id', 'name', 'email']).where('disabled', '=', 0).orderBy('name').orderBy('id').execute();
    const open = new Map<number | null, Record<string, number>>();
    for (const kind of FORM_KINDS) {
      const rows = await db
        .selectFrom(FORMS[kind].table)
        .select((eb) => ['owner_id', eb.fn.countAll().as('n')])
        .where('stage', 'in', OPEN_STAGES)
        .groupBy('owner_id')
        .execute();
      for (const row of rows) {
        const key = row.owner_id === null ? null : Number(row.owner_id);
        const counts = open.get(key) ?? Object.fromEntries(FORM_KINDS.map((k) => [k, 0]));
        counts[kind] = Number(row.n);
        open.set(key, counts);
      }
    }
    const zero = () => Object.fromEntries(FORM_KINDS.map((k) => [k, 0])) as Record<FormKind, number>;
    return success({
      people: people.map((person) => {
        const counts = (open.get(Number(person.id)) ?? zero()) as Record<FormKind, number>;
        return { id: Number(person.id), name: person.name, email: person.email, open: counts, openTotal: FORM_KINDS.reduce((sum, k) => sum + counts[k], 0) };
      }),
      unassigned: (open.get(null) ?? zero()) as Record<FormKind, number>,
    });
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
