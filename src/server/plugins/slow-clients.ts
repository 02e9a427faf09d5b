/**
 * Node enforces requestTimeout for the headers, but not for a body that keeps trickling in (a
 * client sending one byte every few seconds holds its connection and a parser forever). Every
 * request whose body is still arriving when the limit passes is answered 408 and disconnected.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { rawAnswer } from '../security/raw-answer.ts';

async function slowClients(app: FastifyInstance, { limitMs }: { limitMs: number }): Promise<void> {
  if (!limitMs) return;
  app.server.headersTimeout = Math.min(app.server.headersTimeout || 60_000, limitMs);
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete) return;
    const timer = setTimeout(() => {
      const socket = raw.socket;
      if (raw.complete || socket.destroyed || reply.sent) return;
      request.log.info({ limitMs }, 'request body too slow: connection closed');
      if (socket.writable && !reply.raw.headersSent) {
        socket.write(rawAnswer(408, socket));
      }
      socket.destroy();
    }, limitMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('finish', clear);
  });
}

export default fp(slowClients, { name: 'slow-clients' });
