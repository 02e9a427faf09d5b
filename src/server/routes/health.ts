/** `GET /healthz` for load balancers: 200 while the database answers, 503 when it does not. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { errorBody, success } from '../http/reply.ts';
import { UNAVAILABLE_MESSAGE } from '../security/errors.ts';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.ctx.db);
      return success({ db: 'ok' });
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send(errorBody(UNAVAILABLE_MESSAGE));
    }
  });
}
