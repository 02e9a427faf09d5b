/**
 * The job application: `POST /api/form/submit/careers-form`, multipart/form-data with the text
 * fields and one CV file, which is accepted by its bytes (PDF or Word), never by its name.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CV_FIELD } from '../../forms/careers.ts';
import { HttpError, success } from '../http/reply.ts';
import type { RateLimitCheck } from '../security/rate-limit.ts';
import type { AcceptSubmission } from './accept.ts';
import { MULTIPART_OPTIONS, lastValues, readMultipart } from './multipart.ts';
import { CHECK_FIELDS } from './store.ts';

export async function careersRoute(app: FastifyInstance, { limit, accept }: { limit: RateLimitCheck; accept: AcceptSubmission }): Promise<void> {
  // This plugin is its own scope: multipart is parsed here only, so anywhere else it is a 415.
  await app.register(multipart, MULTIPART_OPTIONS);
  app.post('/careers-form', { preHandler: limit }, async (request, reply) => {
    const { pairs, file, issues } = await readMultipart(request, CV_FIELD);
    const outcome = await accept(request, 'careers', { ...lastValues(pairs) }, { file, issues });
    if (!outcome.ok) throw new HttpError(400, CHECK_FIELDS, outcome.issues);
    reply.code(201);
    return success({ id: outcome.id });
  });
}
