/** preHandlers that require a signed-in user (any role) or an admin. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/reply.ts';
import { logSecurityEvent } from '../security/events.ts';
import { findSession } from './sessions.ts';
import { bearerToken } from './tokens.ts';

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const { db, config } = request.server.ctx;
  const user = token
    ? await findSession(db, token, { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours })
    : null;
  if (!user) throw new HttpError(401, 'Please sign in', undefined, { 'www-authenticate': 'Bearer' });
  request.user = user;
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.role !== 'admin') {
    logSecurityEvent(request, 'authz_denied', { email: request.user?.email, userId: request.user?.id, reason: 'admin only' });
    throw new HttpError(403, 'Only an admin can do this');
  }
}
