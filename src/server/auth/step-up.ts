/**
 * Step-up: the calls that take data away or change accounts (CSV export, CV download, deleting a
 * submission, adding or changing accounts, the two-step settings) want the session to have proved
 * who it is within the last 10 minutes: its sign-in, or `POST /auth/step-up` (the password, or a
 * code when two-step sign-in is on). Otherwise 403 `step_up_required`, and the dashboard asks
 * "Confirm it's you" and tries the call again. A session left open on a desk is then worth little.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../http/reply.ts';
import { logSecurityEvent } from '../security/events.ts';

export const STEP_UP_WINDOW_MS = 10 * 60_000;
export const STEP_UP_REQUIRED = 'step_up_required';
export const STEP_UP_MESSAGE = "Please confirm it's you to do this";

/** The clock of two-step sign-in and step-up (config.clock, for tests; else the system's). */
export function clockOf(config: ServerConfig): () => number {
  return config.clock ?? Date.now;
}

/** preHandler after requireUser/requireAdmin: the session's last proof is recent enough. */
export async function requireRecentAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = request.user;
  if (!user) throw new HttpError(401, 'Please sign in', undefined, { 'www-authenticate': 'Bearer' });
  const age = clockOf(request.server.ctx.config)() - Date.parse(user.authenticatedAt);
  if (age <= STEP_UP_WINDOW_MS) return;
  logSecurityEvent(request, 'authz_denied', { email: user.email, userId: user.id, reason: 'step-up required' });
  throw new HttpError(403, STEP_UP_MESSAGE, undefined, undefined, STEP_UP_REQUIRED);
}
