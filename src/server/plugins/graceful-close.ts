/**
 * Graceful shutdown: requests in flight finish, and their connections are closed with them (a
 * kept-alive socket would otherwise hold the closing server open).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

async function gracefulClose(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

export default fp(gracefulClose, { name: 'graceful-close' });
