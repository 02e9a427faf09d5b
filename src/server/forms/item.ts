/** An item as the triage and reply routes read it, and who is acting on it. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/reply.ts';
import type { Actor } from './history.ts';
import { FORMS, listedColumns, toApiForm, type FormKind } from './tables.ts';

/** The signed-in person (the routes run behind requireUser). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user!;
  return { id: user.id, name: user.name };
}

/** One item as the API shows it; 404 when there is none. */
export async function readForm(app: FastifyInstance, kind: FormKind, id: number): Promise<Record<string, unknown>> {
  const { db } = app.ctx;
  const form = FORMS[kind];
  const row = await db
    .selectFrom(form.table)
    .select(listedColumns(form).map(({ column }) => db.dynamic.ref(column)))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Form not found');
  return toApiForm(form, row);
}
