/**
 * Visitor submissions: `POST /api/form/submit/<kind>-form`. The forms without a file (contact-us,
 * get-started) are JSON and handled here, one route per kind from its description; the careers
 * form (multipart, with a CV) is in careers-route.ts. 201 only after the commit; a filled honeypot
 * gets the same-looking 201 and nothing is stored (accept.ts, shared with the forms posted
 * without script). A post made by another site's page is refused (security/same-origin.ts).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError, success } from '../http/reply.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { refuseCrossSite } from '../security/same-origin.ts';
import { submissionAcceptor } from './accept.ts';
import { careersRoute } from './careers-route.ts';
import { CHECK_FIELDS } from './store.ts';
import { FORMS, FORM_KINDS } from './tables.ts';

export async function submitRoutes(app: FastifyInstance): Promise<void> {
  const limit = formSubmitLimit(app);
  const accept = submissionAcceptor(app);
  // Every submission route here, the multipart one included: another site's page cannot send them.
  app.addHook('onRequest', refuseCrossSite(app.ctx.config));

  for (const kind of FORM_KINDS) {
    if ('file' in FORMS[kind]) continue;
    app.post(`/${kind}-form`, { preHandler: limit }, async (request, reply) => {
      const outcome = await accept(request, kind, request.body);
      if (!outcome.ok) throw new HttpError(400, CHECK_FIELDS, outcome.issues);
      reply.code(201);
      return success({ id: outcome.id });
    });
  }

  await app.register(careersRoute, { limit, accept });
}

/** One budget per client for every visitor form, however it is sent. */
export function formSubmitLimit(app: FastifyInstance) {
  return rateLimit(app.ctx.limiter, 'form', app.ctx.config.rateLimits.formSubmit);
}
