/**
 * Recording a staff action in the audit trail: `recordAudit(request, action, target)` from a route,
 * after what it records has happened. The request goes on once its entry is committed
 * (`ctx.audit`, appender.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditTarget } from './actions.ts';
import type { AuditActor } from './appender.ts';

/**
 * Records what the signed-in user (or `actor`, for a sign-in or a reset link, where no session is
 * on the request yet) did, from the request's client address.
 */
export async function recordAudit(request: FastifyRequest, action: AuditAction, target?: AuditTarget, actor?: AuditActor): Promise<void> {
  const who = actor ?? (request.user ? { id: request.user.id, email: request.user.email } : { id: null, email: '' });
  await request.server.ctx.audit.append({ actor: who, action, target, clientIp: request.ip });
}
