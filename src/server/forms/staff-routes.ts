/**
 * The form service for signed-in staff (spec §7): list with filters, read one (marks it read),
 * counts of new forms (stage new), the week-by-week picture, CSV export, CV download; delete for
 * admins only. Triage (stage, owner, notes, replies) is in triage-routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { senderName } from '../../forms/describe.ts';
import { requireAdmin, requireUser } from '../auth/guard.ts';
import { recordAudit } from '../audit/record.ts';
import { requireRecentAuth } from '../auth/step-up.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseId, parseOr400 } from '../http/validate.ts';
import { csvStream } from './export-stream.ts';
import { attachmentHeader } from './file-type.ts';
import { filtersSchema, listQuerySchema, plainTarget, resolveOwner, type Filters } from './filters.ts';
import { recordHistory } from './history.ts';
import { listTotals } from './list-counts.ts';
import { listPage } from './list-page.ts';
import { PageAnchors } from './page-anchors.ts';
import { RememberedPages } from './remembered-pages.ts';
import { searchPlanner } from './search-plan.ts';
import { FORMS, FORM_KINDS, isFormKind, listedColumns, toApiForm, type FormKind } from './tables.ts';
import { weeklyPicture } from './weekly.ts';

/**
 * The export streams (export-stream.ts), so its memory does not grow with its rows; the bound is
 * for the spreadsheet at the other end, not the server.
 */
export const EXPORT_MAX_ROWS = 100_000;

export function kindOf(raw: string): FormKind {
  if (!isFormKind(raw)) throw new HttpError(404, 'Unknown form type');
  return raw;
}

const listBody = z.object({ filters: z.optional(filtersSchema) }, 'Send {"filters": {...}}');

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireUser);
  const { db, dialect } = app.ctx;
  // The listed columns come from the form's description, never from the request.
  const columnNames = (kind: FormKind) => listedColumns(FORMS[kind]).map(({ column }) => column);
  const columnsOf = (kind: FormKind) => columnNames(kind).map((column) => db.dynamic.ref(column));
  const totalOf = listTotals(db);
  const pageMemory = { pages: new RememberedPages(), anchors: new PageAnchors() };
  const searchPlan = searchPlanner(db, dialect);

  app.post<{ Params: { table: string } }>('/type/:table', async (request) => {
    const kind = kindOf(request.params.table);
    const { page, limit, after, before } = parseOr400(listQuerySchema, request.query);
    const filters: Filters = resolveOwner(parseOr400(listBody, request.body ?? {}).filters ?? {}, request.user!.id);
    const { table } = FORMS[kind];
    const target = await searchPlan(table, filters);
    const counted = await totalOf(target, filters);
    const listed = await listPage(db, target, columnNames(kind), filters, { page, limit, after, before }, counted, pageMemory);
    await recordAudit(request, 'forms_listed', { table: kind });
    return success({
      forms: listed.rows.map((row) => toApiForm(FORMS[kind], row)),
      total: counted.total,
      page: listed.page,
      limit,
      next: listed.next,
      prev: listed.prev,
      last: listed.last,
    });
  });

  app.get<{ Params: { table: string; id: string } }>('/single/:table/:id', async (request) => {
    const kind = kindOf(request.params.table);
    const id = parseId(request.params.id);
    const { table } = FORMS[kind];
    // Opening marks it read (the spec's read flag), never changes its stage: triage is explicit.
    const opened = await db.updateTable(table).set({ status: 'read' }).where('id', '=', id).where('status', '=', 'new').executeTakeFirst();
    if (Number(opened.numUpdatedRows) > 0) await recordHistory(db, kind, id, { id: request.user!.id, name: request.user!.name }, { action: 'opened' });
    const row = await db.selectFrom(table).select(columnsOf(kind)).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Form not found');
    await recordAudit(request, 'form_opened', { table: kind, id });
    return success({ form: toApiForm(FORMS[kind], row) });
  });

  app.delete<{ Params: { table: string; id: string } }>('/delete/:table/:id', { preHandler: [requireAdmin, requireRecentAuth] }, async (request) => {
    const kind = kindOf(request.params.table);
    const id = parseId(request.params.id);
    const result = await db.transaction().execute(async (trx) => {
      // Its notes and history go with it (they name no table of their own to cascade from).
      await trx.deleteFrom('form_notes').where('form_kind', '=', kind).where('form_id', '=', id).execute();
      await trx.deleteFrom('form_history').where('form_kind', '=', kind).where('form_id', '=', id).execute();
      return trx.deleteFrom(FORMS[kind].table).where('id', '=', id).executeTakeFirst();
    });
    if (Number(result.numDeletedRows) === 0) throw new HttpError(404, 'Form not found');
    request.log.info({ form: kind, id, by: request.user?.id }, 'form deleted');
    await recordAudit(request, 'form_deleted', { table: kind, id });
    return success({ id });
  });

  app.get('/new', async () => {
    const counts: Record<string, number> = {};
    const latest: Array<{ table: FormKind; id: number; name: string; email: string; createdAt: string }> = [];
    for (const kind of FORM_KINDS) {
      const form = FORMS[kind];
      counts[kind] = (await totalOf(plainTarget(form.table, dialect), { stage: 'new' })).total;
      const rows = await db.selectFrom(form.table).select(columnsOf(kind)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(10).execute();
      for (const row of rows) {
        const values = toApiForm(form, row);
        latest.push({ table: kind, id: Number(values.id), name: senderName(form, values), email: String(values[form.email]), createdAt: String(values.createdAt) });
      }
    }
    latest.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    return success({ counts, latest: latest.slice(0, 10) });
  });

  // The overview's chart: arrivals per week per form type, and the median time to first reply (weekly.ts).
  app.get('/weekly', async () => success(await weeklyPicture(db)));

  app.get<{ Params: { table: string }; Querystring: Record<string, string> }>('/export/:table', { preHandler: requireRecentAuth }, async (request, reply) => {
    const kind = kindOf(request.params.table);
    const filters = resolveOwner(parseOr400(filtersSchema, request.query, 'Check the filters'), request.user!.id);
    const form = FORMS[kind];
    await recordAudit(request, 'forms_exported', { table: kind });
    const day = new Date().toISOString().slice(0, 10);
    const rows = csvStream({
      db,
      target: await searchPlan(form.table, filters),
      columns: columnNames(kind),
      filters,
      maxRows: EXPORT_MAX_ROWS,
      toValues: (row) => toApiForm(form, row),
      headers: listedColumns(form).map(({ key }) => key),
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`${kind}-${day}.csv`))
      .send(rows);
  });

  app.get<{ Params: { id: string } }>('/cv/:id', { preHandler: requireRecentAuth }, async (request, reply) => {
    const id = parseId(request.params.id);
    const row = await app.ctx.db
      .selectFrom('careers_forms')
      .select(['cv_filename', 'cv_content_type', 'cv_data'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'CV not found');
    await recordAudit(request, 'cv_downloaded', { table: 'careers', id });
    return reply
      .header('content-type', row.cv_content_type)
      .header('content-disposition', attachmentHeader(row.cv_filename))
      .send(Buffer.from(row.cv_data));
  });
}
