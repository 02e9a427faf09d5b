/**
 * Security headers on every answer: the API's JSON, the static site's pages and assets, 404s and
 * errors alike (an onSend hook at the root runs for all of them).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HSTS, STATIC_HEADERS, isPrivatePath, referrerPolicy } from '../security/headers.ts';

/** Also called directly for the answers Fastify makes before any hook runs (a malformed URL). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  // A route may have set a wider CSP of its own (the site's pages: their inlined stylesheet's hash).
  for (const [name, value] of Object.entries(STATIC_HEADERS)) if (!(name === 'content-security-policy' && reply.hasHeader(name))) reply.header(name, value);
  reply.header('referrer-policy', referrerPolicy(request.url));
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY names the proxy.
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  if (isPrivatePath(request.url)) {
    reply.header('cache-control', 'no-store');
    reply.header('pragma', 'no-cache');
  }
}

async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
