/**
 * Visitor submissions: `POST /api/form/submit/<kind>-form`. The forms without a file (contact-us,
 * get-started) are JSON and handled here, one route per kind from its description; the careers
 * form (multipart, with a CV) is in careers-route.ts. 201 only after the commit; a filled honeypot
 * gets the same-looking 201 and nothing is stored.
 */
import type { FastifyInstance } from 'fastify';
import { honeypotFilled } from '../../forms/common.ts';
import { formSchema } from '../../forms/describe.ts';
import { success } from '../http/reply.ts';
import { parseOr400 } from '../http/validate.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { careersRoute } from './careers-route.ts';
import { CHECK_FIELDS, botDetected, plausibleId, storeSubmission } from './store.ts';
import { FORMS, FORM_KINDS } from './tables.ts';

export async function submitRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const limit = rateLimit(app.ctx.limiter, 'form', config.rateLimits.formSubmit);

  for (const kind of FORM_KINDS) {
    const form = FORMS[kind];
    if ('file' in form) continue;
    const schema = formSchema(form, config.formOptions);
    app.post(`/${kind}-form`, { preHandler: limit }, async (request, reply) => {
      reply.code(201);
      if (honeypotFilled(request.body)) {
        botDetected(request, kind);
        return success({ id: await plausibleId(app.ctx.db, kind) });
      }
      const values = parseOr400(schema, request.body, CHECK_FIELDS);
      const id = await storeSubmission(app, kind, values);
      return success({ id });
    });
  }

  await app.register(careersRoute, { limit });
}
