/** preHandlers that require a signed-in user (any role) or an admin. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/reply.ts';
import { logSecurityEvent } from '../security/events.ts';
import { MFA_ENROLMENT_REQUIRED } from './mfa-policy.ts';
import { MUST_CHANGE_PASSWORD } from './one-time-password.ts';
import { findSession } from './sessions.ts';
import { bearerToken } from './tokens.ts';

export const CHOOSE_PASSWORD_FIRST = 'Please choose your own password first';
export const SET_UP_MFA_FIRST = 'Please set up two-step sign-in first';

/**
 * Any live session, including one signed in with a generated password: only the calls such a
 * session may make (choose its password, check itself, sign out) use this one directly.
 */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const { db, config } = request.server.ctx;
  const user = token
    ? await findSession(db, token, { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours })
    : null;
  if (!user) throw new HttpError(401, 'Please sign in', undefined, { 'www-authenticate': 'Bearer' });
  request.user = user;
}

/**
 * A signed-in user who has chosen their own password, whether or not two-step sign-in is still to
 * be set up: the calls that set it up (and the step-up they may need) use this one directly.
 */
export async function requirePasswordChosen(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireSession(request, reply);
  if (request.user?.mustChangePassword) {
    logSecurityEvent(request, 'authz_denied', { email: request.user.email, userId: request.user.id, reason: 'must choose a password first' });
    throw new HttpError(403, CHOOSE_PASSWORD_FIRST, undefined, undefined, MUST_CHANGE_PASSWORD);
  }
}

/** A signed-in user who has chosen their own password and, where required, set up two-step sign-in. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requirePasswordChosen(request, reply);
  if (request.user?.mfaEnrolmentRequired) {
    logSecurityEvent(request, 'authz_denied', { email: request.user.email, userId: request.user.id, reason: 'must set up two-step sign-in first' });
    throw new HttpError(403, SET_UP_MFA_FIRST, undefined, undefined, MFA_ENROLMENT_REQUIRED);
  }
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.role !== 'admin') {
    logSecurityEvent(request, 'authz_denied', { email: request.user?.email, userId: request.user?.id, reason: 'admin only' });
    throw new HttpError(403, 'Only an admin can do this');
  }
}
