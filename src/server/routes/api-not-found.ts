/**
 * Unknown API paths answer JSON even when the static site (with its `/*` route) is mounted.
 * OPTIONS is left to CORS preflight.
 */
import type { FastifyInstance } from 'fastify';
import { jsonNotFound } from '../security/errors.ts';

export default async function apiNotFound(app: FastifyInstance): Promise<void> {
  for (const prefix of ['/auth/*', '/api/*']) {
    app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: prefix, handler: jsonNotFound });
  }
}
