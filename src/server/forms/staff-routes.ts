/**
 * The form service for signed-in staff (spec §7): list with filters, read one (marks it read),
 * counts of new forms, CSV export, CV download; delete for admins only.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { senderName } from '../../forms/describe.ts';
import { requireAdmin, requireUser } from '../auth/guard.ts';
import { requireRecentAuth } from '../auth/step-up.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseId, parseOr400 } from '../http/validate.ts';
import { toCsv } from './csv.ts';
import { attachmentHeader } from './file-type.ts';
import { filterWhere, filtersSchema, listQuerySchema, type Filters } from './filters.ts';
import { FORMS, FORM_KINDS, isFormKind, listedColumns, toApiForm, type FormKind } from './tables.ts';

/** The export is for a spreadsheet, not a backup: a bound keeps one request from eating memory. */
const EXPORT_MAX_ROWS = 10_000;

function kindOf(raw: string): FormKind {
  if (!isFormKind(raw)) throw new HttpError(404, 'Unknown form type');
  return raw;
}

const listBody = z.object({ filters: z.optional(filtersSchema) }, 'Send {"filters": {...}}');

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireUser);
  const { db } = app.ctx;
  // The listed columns come from the form's description, never from the request.
  const columnsOf = (kind: FormKind) => listedColumns(FORMS[kind]).map(({ column }) => db.dynamic.ref(column));

  app.post<{ Params: { table: string } }>('/type/:table', async (request) => {
    const kind = kindOf(request.params.table);
    const { page, limit } = parseOr400(listQuerySchema, request.query);
    const filters: Filters = parseOr400(listBody, request.body ?? {}).filters ?? {};
    const { table } = FORMS[kind];
    const where = (eb: Parameters<typeof filterWhere>[1]) => filterWhere(filters, eb);
    const [rows, count] = await Promise.all([
      db
        .selectFrom(table)
        .select(columnsOf(kind))
        .where(where)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return success({ forms: rows.map((row) => toApiForm(FORMS[kind], row)), total: Number(count.n), page, limit });
  });

  app.get<{ Params: { table: string; id: string } }>('/single/:table/:id', async (request) => {
    const kind = kindOf(request.params.table);
    const id = parseId(request.params.id);
    const { table } = FORMS[kind];
    await db.updateTable(table).set({ status: 'read' }).where('id', '=', id).where('status', '=', 'new').execute();
    const row = await db.selectFrom(table).select(columnsOf(kind)).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Form not found');
    return success({ form: toApiForm(FORMS[kind], row) });
  });

  app.delete<{ Params: { table: string; id: string } }>('/delete/:table/:id', { preHandler: [requireAdmin, requireRecentAuth] }, async (request) => {
    const kind = kindOf(request.params.table);
    const id = parseId(request.params.id);
    const result = await db.deleteFrom(FORMS[kind].table).where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new HttpError(404, 'Form not found');
    request.log.info({ form: kind, id, by: request.user?.id }, 'form deleted');
    return success({ id });
  });

  app.get('/new', async () => {
    const counts: Record<string, number> = {};
    const latest: Array<{ table: FormKind; id: number; name: string; email: string; createdAt: string }> = [];
    for (const kind of FORM_KINDS) {
      const form = FORMS[kind];
      const count = await db
        .selectFrom(form.table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'new')
        .executeTakeFirstOrThrow();
      counts[kind] = Number(count.n);
      const rows = await db.selectFrom(form.table).select(columnsOf(kind)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(10).execute();
      for (const row of rows) {
        const values = toApiForm(form, row);
        latest.push({ table: kind, id: Number(values.id), name: senderName(form, values), email: String(values[form.email]), createdAt: String(values.createdAt) });
      }
    }
    latest.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    return success({ counts, latest: latest.slice(0, 10) });
  });

  app.get<{ Params: { table: string }; Querystring: Record<string, string> }>('/export/:table', { preHandler: requireRecentAuth }, async (request, reply) => {
    const kind = kindOf(request.params.table);
    const filters = parseOr400(filtersSchema, request.query, 'Check the filters');
    const rows = await db
      .selectFrom(FORMS[kind].table)
      .select(columnsOf(kind))
      .where((eb) => filterWhere(filters, eb))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(EXPORT_MAX_ROWS)
      .execute();
    const forms = rows.map((row) => toApiForm(FORMS[kind], row));
    const headers = listedColumns(FORMS[kind]).map(({ key }) => key);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`${kind}-${day}.csv`))
      .send(toCsv(headers, forms));
  });

  app.get<{ Params: { id: string } }>('/cv/:id', { preHandler: requireRecentAuth }, async (request, reply) => {
    const id = parseId(request.params.id);
    const row = await app.ctx.db
      .selectFrom('careers_forms')
      .select(['cv_filename', 'cv_content_type', 'cv_data'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'CV not found');
    return reply
      .header('content-type', row.cv_content_type)
      .header('content-disposition', attachmentHeader(row.cv_filename))
      .send(Buffer.from(row.cv_data));
  });
}
