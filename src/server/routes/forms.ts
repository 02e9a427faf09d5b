/** Visitor submissions and the staff's form screens under `/api/form`. */
import type { FastifyInstance } from 'fastify';
import { staffRoutes } from '../forms/staff-routes.ts';
import { submitRoutes } from '../forms/submit-routes.ts';
import { replyRoutes } from '../forms/reply-routes.ts';
import { triageRoutes } from '../forms/triage-routes.ts';
import { jsonNotFound } from '../security/errors.ts';

export default async function formRoutes(api: FastifyInstance): Promise<void> {
  api.setNotFoundHandler(jsonNotFound);
  await api.register(submitRoutes, { prefix: '/submit' });
  await api.register(staffRoutes);
  await api.register(triageRoutes);
  await api.register(replyRoutes);
}
