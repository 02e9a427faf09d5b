/**
 * JSON parser that reads an empty body as "no body": the browser sends a JSON content type on
 * every call, including ones without a body (logout). Prototype-poisoning keys are refused.
 * NUL characters are dropped from every string: PostgreSQL text cannot hold them, and dropping
 * them on both databases keeps SQLite and PostgreSQL answers alike.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { stripNul } from '../http/sanitize.ts';

async function jsonBody(app: FastifyInstance): Promise<void> {
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    strictJson(request, String(body), (error, value) => done(error, error ? undefined : stripNul(value)));
  });
  // Nothing accepts text/plain except where a route says so (see the reset-e-mail scope).
  app.removeContentTypeParser('text/plain');
}

export default fp(jsonBody, { name: 'json-body' });
