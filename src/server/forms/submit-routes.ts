/**
 * Visitor submissions: `POST /api/form/submit/{contact-us|get-started}-form` (JSON) here, and the
 * careers form (multipart) in careers-route.ts. 201 only after the commit; a filled honeypot gets
 * the same-looking 201 and nothing is stored.
 */
import type { FastifyInstance } from 'fastify';
import { honeypotFilled } from '../../forms/common.ts';
import { contactUsSchema } from '../../forms/contact-us.ts';
import { getStartedSchema } from '../../forms/get-started.ts';
import { success } from '../http/reply.ts';
import { parseOr400 } from '../http/validate.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { careersRoute } from './careers-route.ts';
import { CHECK_FIELDS, botDetected, plausibleId, storeSubmission } from './store.ts';

export async function submitRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const limit = rateLimit(app.ctx.limiter, 'form', config.rateLimits.formSubmit);
  const contactUs = contactUsSchema(config.formOptions);
  const getStarted = getStartedSchema(config.formOptions);

  app.post('/contact-us-form', { preHandler: limit }, async (request, reply) => {
    reply.code(201);
    if (honeypotFilled(request.body)) {
      botDetected(request, 'contact-us');
      return success({ id: await plausibleId(app.ctx.db, 'contact-us') });
    }
    const form = parseOr400(contactUs, request.body, CHECK_FIELDS);
    const id = await storeSubmission(
      app,
      'contact-us',
      {
        first_name: form.firstName,
        last_name: form.lastName,
        email: form.email,
        contact_number: form.contactNumber,
        country: form.country,
        company_name: form.companyName,
        industry: form.industry,
        services: JSON.stringify(form.services),
        message: form.message,
      },
      (newId) => ({
        table: 'contact-us',
        id: newId,
        name: `${form.firstName} ${form.lastName}`,
        email: form.email,
        fields: [
          ['Name', `${form.firstName} ${form.lastName}`],
          ['E-mail', form.email],
          ['Phone', form.contactNumber],
          ['Country', form.country],
          ['Company', form.companyName],
          ['Industry', form.industry],
          ['Services', form.services.join(', ')],
          ['Message', form.message],
        ],
      }),
    );
    return success({ id });
  });

  app.post('/get-started-form', { preHandler: limit }, async (request, reply) => {
    reply.code(201);
    if (honeypotFilled(request.body)) {
      botDetected(request, 'get-started');
      return success({ id: await plausibleId(app.ctx.db, 'get-started') });
    }
    const form = parseOr400(getStarted, request.body, CHECK_FIELDS);
    const id = await storeSubmission(
      app,
      'get-started',
      {
        name: form.name,
        email: form.email,
        company: form.company,
        phone: form.phone,
        services: JSON.stringify(form.services),
        budget: form.budget,
        timeline: form.timeline,
        message: form.message,
      },
      (newId) => ({
        table: 'get-started',
        id: newId,
        name: form.name,
        email: form.email,
        fields: [
          ['Name', form.name],
          ['E-mail', form.email],
          ['Company', form.company],
          ['Phone', form.phone],
          ['Services', form.services.join(', ')],
          ['Budget', form.budget],
          ['Timeline', form.timeline],
          ['Message', form.message],
        ],
      }),
    );
    return success({ id });
  });

  await app.register(careersRoute, { limit });
}
