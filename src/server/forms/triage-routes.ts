/**
 * Triage for signed-in staff (any role): stage (one item or a page of them), owner, internal
 * notes, the item's activity, and who holds which open items (replying in place:
 * reply-routes.ts). Every change is written with its history row in one transaction.
 */
import type { FastifyInstance } from 'fastify';
import { noteBody, ownerBody, stageBody, type Stage } from '../../forms/triage.ts';
import { recordAudit } from '../audit/record.ts';
import { requireUser } from '../auth/guard.ts';
import { isoNow } from '../db/time.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseId, parseOr400 } from '../http/validate.ts';
import { listHistory, recordHistory } from './history.ts';
import { actorOf, readForm } from './item.ts';
import { kindOf } from './staff-routes.ts';
import { FORMS, FORM_KINDS, type FormKind } from './tables.ts';

/** Open items: what still needs someone. */
const OPEN_STAGES: Stage[] = ['new', 'in_progress'];


export async function triageRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireUser);
  const { db } = app.ctx;

  const readItem = (kind: FormKind, id: number) => readForm(app, kind, id);

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
    // One entry per item whose stage moved, so the trail names each one a bulk action touched.
    if (result.updated.length === 0) await recordAudit(request, 'form_stage_changed', { table: kind });
    for (const changedId of result.updated) await recordAudit(request, 'form_stage_changed', { table: kind, id: changedId });
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
    await recordAudit(request, 'form_assigned', { table: kind, id });
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
    await recordAudit(request, 'form_note_added', { table: kind, id });
    return reply.code(201).send(success({ note }));
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
