/**
 * Security events in the log, one line each with `event`, the client IP and a hashed e-mail (never
 * the address or a password in clear), so failed sign-ins, throttling, attacks on an account,
 * reset requests and refused calls can be counted and alerted on.
 */
import type { FastifyRequest } from 'fastify';
import { hashEmail } from './email-hash.ts';

export type SecurityEventName =
  | 'login_failed'
  | 'throttle_started'
  | 'account_under_attack'
  | 'password_reset_requested'
  | 'authz_denied'
  | 'cv_refused'
  | 'cv_scan_failed';

export interface SecurityEventDetails {
  email?: string;
  userId?: number;
  reason?: string;
}

export function logSecurityEvent(request: FastifyRequest, event: SecurityEventName, details: SecurityEventDetails = {}): void {
  request.log.warn(
    {
      event,
      ip: request.ip,
      emailHash: details.email === undefined ? undefined : hashEmail(details.email),
      userId: details.userId,
      reason: details.reason,
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    },
    `security event: ${event}`,
  );
}
