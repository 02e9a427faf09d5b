/**
 * The form service for signed-in staff (spec §7): list with filters, read one (marks it read),
 * counts of new forms, CSV export, CV download; delete for admins only.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../auth/guard.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseId, parseOr400 } from '../http/validate.ts';
import { toCsv } from './csv.ts';
import { attachmentHeader } from './file-type.ts';
import { filterWhere, filtersSchema, listQuerySchema, type Filters } from './filters.ts';
import { FORM_TABLES, TABLES, isFormTable, toApiForm, type FormTable } from './tables.ts';

/** The export is for a spreadsheet, not a backup: a bound keeps one request from eating memory. */
const EXPORT_MAX_ROWS = 10_000;

// Table names are only ever taken from TABLES (an allow-list), so a loosely typed view is safe.
type Loose = Kysely<Record<string, Record<string, unknown>>>;

function tableOf(raw: string): FormTable {
  if (!isFormTable(raw)) throw new HttpError(404, 'Unknown form type');
  return raw;
}

const listBody = z.object({ filters: z.optional(filtersSchema) }, 'Send {"filters": {...}}');

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireUser);
  const db = () => app.ctx.db as unknown as Loose;

  function columns(table: FormTable): string[] {
    return Object.keys(TABLES[table].columns);
  }

  app.post<{ Params: { table: string } }>('/type/:table', async (request) => {
    const table = tableOf(request.params.table);
    const { page, limit } = parseOr400(listQuerySchema, request.query);
    const filters: Filters = parseOr400(listBody, request.body ?? {}).filters ?? {};
    const spec = TABLES[table];
    const where = (eb: Parameters<typeof filterWhere>[2]) => filterWhere(table, filters, eb);
    const [rows, count] = await Promise.all([
      db()
        .selectFrom(spec.db)
        .select(columns(table))
        .where(where)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      db()
        .selectFrom(spec.db)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return success({ forms: rows.map((row) => toApiForm(table, row)), total: Number(count.n), page, limit });
  });

  app.get<{ Params: { table: string; id: string } }>('/single/:table/:id', async (request) => {
    const table = tableOf(request.params.table);
    const id = parseId(request.params.id);
    const spec = TABLES[table];
    await db().updateTable(spec.db).set({ status: 'read' }).where('id', '=', id).where('status', '=', 'new').execute();
    const row = await db().selectFrom(spec.db).select(columns(table)).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Form not found');
    return success({ form: toApiForm(table, row) });
  });

  app.delete<{ Params: { table: string; id: string } }>('/delete/:table/:id', { preHandler: requireAdmin }, async (request) => {
    const table = tableOf(request.params.table);
    const id = parseId(request.params.id);
    const result = await db().deleteFrom(TABLES[table].db).where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new HttpError(404, 'Form not found');
    request.log.info({ form: table, id, by: request.user?.id }, 'form deleted');
    return success({ id });
  });

  app.get('/new', async () => {
    const counts: Record<string, number> = {};
    const latest: Array<{ table: FormTable; id: number; name: string; email: string; createdAt: string }> = [];
    for (const table of FORM_TABLES) {
      const spec = TABLES[table];
      const count = await db()
        .selectFrom(spec.db)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'new')
        .executeTakeFirstOrThrow();
      counts[table] = Number(count.n);
      const nameColumns = table === 'contact-us' ? ['first_name', 'last_name'] : ['name'];
      const rows = await db()
        .selectFrom(spec.db)
        .select(['id', 'email', 'created_at', ...nameColumns])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(10)
        .execute();
      for (const row of rows) {
        latest.push({ table, id: Number(row.id), name: spec.nameOf(row), email: String(row.email), createdAt: String(row.created_at) });
      }
    }
    latest.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    return success({ counts, latest: latest.slice(0, 10) });
  });

  app.get<{ Params: { table: string }; Querystring: Record<string, string> }>('/export/:table', async (request, reply) => {
    const table = tableOf(request.params.table);
    const filters = parseOr400(filtersSchema, request.query, 'Check the filters');
    const spec = TABLES[table];
    const rows = await db()
      .selectFrom(spec.db)
      .select(columns(table))
      .where((eb) => filterWhere(table, filters, eb))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(EXPORT_MAX_ROWS)
      .execute();
    const forms = rows.map((row) => toApiForm(table, row));
    const headers = Object.values(spec.columns);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`${table}-${day}.csv`))
      .send(toCsv(headers, forms));
  });

  app.get<{ Params: { id: string } }>('/cv/:id', async (request, reply) => {
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
