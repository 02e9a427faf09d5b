/** CORS for a separately hosted static site (API_ORIGIN); same-origin only when none is set. */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

async function corsPolicy(app: FastifyInstance, { origins }: { origins: string[] }): Promise<void> {
  await app.register(cors, {
    origin: origins.length > 0 ? origins : false,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After', 'Content-Disposition', 'Clear-Site-Data'],
    maxAge: 600,
  });
}

export default fp(corsPolicy, { name: 'cors-policy' });
