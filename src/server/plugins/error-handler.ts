/** Every thrown error becomes the API's generic error shape (see security/errors.ts). */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../security/errors.ts';

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, _request, reply) => sendError(reply, error));
}

export default fp(errorHandler, { name: 'error-handler' });
