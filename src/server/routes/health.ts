/**
 * For load balancers and orchestrators. `GET /healthz` (liveness): 200 while the database answers
 * a read. `GET /readyz` (readiness): 200 only while the database takes a write, so an instance
 * whose database went read-only or full stops getting visitors whose submissions it would refuse.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beat } from '../db/heartbeat.ts';
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

  app.get('/readyz', async (_request, reply) => {
    try {
      await beat(app.ctx.db);
      return success({ db: 'writable' });
    } catch (error) {
      app.log.error({ err: error }, 'readiness check: the database cannot be written');
      return reply.code(503).header('retry-after', '5').send(errorBody(UNAVAILABLE_MESSAGE));
    }
  });
}
