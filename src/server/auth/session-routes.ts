/**
 * Sign-in, sign-out, session check and own profile (spec §7 paths). Password reset and change
 * are in password-routes.ts. Answers follow the shapes the browser reads; see docs/server.md, "The API".
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { recordAudit } from '../audit/record.ts';
import type { UsersTable } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseOr400 } from '../http/validate.ts';
import { logSecurityEvent } from '../security/events.ts';
import { clientKey } from '../security/client-key.ts';
import { describeWait, rateLimit, withinLimit } from '../security/rate-limit.ts';
import { refuseCrossSite } from '../security/same-origin.ts';
import { requireSession, requireUser } from './guard.ts';
import { knownDevice, rememberDevice } from './known-device.ts';
import { challengeOutdated, issueChallenge, readChallenge } from './mfa-challenge.ts';
import { mfaRequiredFor, staffMfaRequired } from './mfa-policy.ts';
import { checkSecondFactor } from './mfa-store.ts';
import { clockOf } from './step-up.ts';
import { passwordExpired } from './one-time-password.ts';
import { accountHoldMs, clearAttempts, recordAccountFailure, takeTurn } from './throttle.ts';
import { loginBody, mfaLoginBody, profileBody } from './schemas.ts';
import { createSession, revokeSession, revokeUserSessions } from './sessions.ts';
import { findUserByEmail, normalizeEmail, updateUser } from './users.ts';

export const LOGIN_FAILED = 'Invalid email or password';
export const MFA_CODE_WRONG = 'That code is not right. Check your authenticator app and try again.';
export const MFA_CHALLENGE_EXPIRED = 'This sign-in has expired. Please enter your e-mail and password again.';

export function clearSiteData(reply: FastifyReply): void {
  // Tells the browser to drop what it stored for this origin (the token in localStorage).
  reply.header('clear-site-data', '"storage"');
}

export function throttledError(until: Date, retryAfterSeconds: number): HttpError {
  const at = until.toISOString().slice(11, 16);
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${describeWait(retryAfterSeconds)} (after ${at} UTC).`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { config, limiter } = app.ctx;
  const sessionPolicy = { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours };
  const loginLimit = rateLimit(limiter, 'login', config.rateLimits.login);
  const clock = clockOf(config);

  /** The end of every sign-in, with or without a code: the session, and the answer the browser reads. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: Selectable<UsersTable>, source: string, device: string | null) {
    const { db } = app.ctx;
    // One commit for the three writes of a sign-in: half the fsyncs, and all or nothing.
    const token = await db.transaction().execute(async (trx) => {
      await clearAttempts(trx, user.email, source);
      await trx.updateTable('users').set({ last_login_at: isoNow() }).where('id', '=', user.id).execute();
      return createSession(trx, Number(user.id), sessionPolicy, isoNow(0, clock()));
    });
    await rememberDevice(db, request, reply, Number(user.id), device);
    request.log.info({ userId: user.id }, 'signed in');
    await recordAudit(request, 'sign_in', { table: 'account', id: Number(user.id) }, { id: Number(user.id), email: user.email });
    const mfaEnrolmentRequired = user.mfa_enabled_at === null && mfaRequiredFor(user.role, await staffMfaRequired(db));
    return success({
      token,
      userDetails: { role: user.role, email: user.email, name: user.name, mustChangePassword: Boolean(user.must_change_password), mfaEnrolmentRequired },
    });
  }

  // Another site's page must not sign its visitors in to an account of its choosing.
  app.post('/login', { onRequest: refuseCrossSite(config), preHandler: loginLimit }, async (request, reply) => {
    const { db, hasher } = app.ctx;
    const body = parseOr400(loginBody, request.body);
    const email = normalizeEmail(body.email);
    hasher.refuseWhenBusy();
    const user = await findUserByEmail(db, email);
    const device = user ? await knownDevice(db, request, Number(user.id)) : null;
    const source = device ? `device:${device}` : `ip:${clientKey(request.ip)}`;
    const turn = await takeTurn(db, email, source, config.signinThrottle);
    if (!turn.allowed) {
      logSecurityEvent(request, 'login_failed', { email, reason: 'throttled' });
      throw throttledError(turn.until, turn.retryAfterSeconds);
    }
    if (turn.delayStarted) logSecurityEvent(request, 'throttle_started', { email, reason: source.split(':')[0] });
    // Many failures for this account from anywhere: slow unknown devices down, refuse nobody.
    if (!device) await sleep(await accountHoldMs(db, email, config.signinThrottle));

    // Unknown e-mail, wrong password, disabled account and an expired one-time password: same
    // work, same answer.
    let ok = false;
    if (user) ok = (await hasher.verify(body.password, user.password_hash)) && !user.disabled && !passwordExpired(user);
    // Made-up addresses share one budget of real hashes; beyond it they wait without hashing.
    else if (await withinLimit(limiter, 'login-unknown', config.unknownLoginBudget, request.log)) await hasher.verifyDummy(body.password);
    else await hasher.pretendVerify();
    if (!ok || !user) {
      logSecurityEvent(request, 'login_failed', { email, reason: 'wrong e-mail or password, disabled account or expired one-time password' });
      const failures = await recordAccountFailure(db, email, config.signinThrottle);
      if (failures !== null) logSecurityEvent(request, 'account_under_attack', { email, reason: `${failures} failed sign-ins` });
      throw new HttpError(401, LOGIN_FAILED);
    }
    if (user.mfa_enabled_at !== null) {
      // The password was right: its guesses start afresh; the code has a throttle of its own.
      await clearAttempts(db, email, source);
      request.log.info({ userId: user.id }, 'password accepted, two-step code asked');
      return success({ mfaRequired: true, challenge: await issueChallenge(db, { id: Number(user.id), password_hash: user.password_hash }, clock()) });
    }
    return startSession(request, reply, user, source, device);
  });

  // The second step: the challenge from the password step and a code (or a recovery code).
  app.post('/login/mfa', { onRequest: refuseCrossSite(config), preHandler: loginLimit }, async (request, reply) => {
    const { db } = app.ctx;
    const body = parseOr400(mfaLoginBody, request.body);
    const now = clock();
    const check = await readChallenge(db, body.challenge, now);
    const user = check.ok ? await db.selectFrom('users').selectAll().where('id', '=', check.userId).executeTakeFirst() : undefined;
    if (!check.ok || !user || user.disabled || user.mfa_enabled_at === null || challengeOutdated(body.challenge, user.password_hash)) {
      logSecurityEvent(request, 'login_failed', { userId: user ? Number(user.id) : undefined, reason: `two-step challenge ${check.ok ? 'no longer valid' : check.reason}` });
      throw new HttpError(401, MFA_CHALLENGE_EXPIRED, undefined, undefined, 'mfa_challenge_expired');
    }
    // Guesses at the code are counted per account, from every source: only someone who has the
    // password gets here, and 5 free tries then a doubling wait make 10^6 codes out of reach.
    const turn = await takeTurn(db, user.email, 'mfa', config.signinThrottle);
    if (!turn.allowed) {
      logSecurityEvent(request, 'login_failed', { email: user.email, userId: Number(user.id), reason: 'throttled (two-step code)' });
      throw throttledError(turn.until, turn.retryAfterSeconds);
    }
    if (turn.delayStarted) logSecurityEvent(request, 'throttle_started', { email: user.email, userId: Number(user.id), reason: 'two-step code' });
    const factor = await checkSecondFactor(db, Number(user.id), body.code, now);
    if (!factor) {
      logSecurityEvent(request, 'login_failed', { email: user.email, userId: Number(user.id), reason: 'wrong or reused two-step code' });
      throw new HttpError(401, MFA_CODE_WRONG, [{ path: 'code', message: MFA_CODE_WRONG }]);
    }
    await clearAttempts(db, user.email, 'mfa');
    if (factor === 'recovery-code') request.log.info({ userId: user.id }, 'signed in with a recovery code');
    const device = await knownDevice(db, request, Number(user.id));
    const source = device ? `device:${device}` : `ip:${clientKey(request.ip)}`;
    return startSession(request, reply, user, source, device);
  });

  app.post('/logout', async (request, reply) => {
    // Idempotent: whatever the token's state, the client ends up signed out.
    try {
      await requireSession(request, reply);
      if (request.user) await revokeSession(app.ctx.db, request.user.tokenHash);
      if (request.user) await recordAudit(request, 'sign_out', { table: 'account', id: request.user.id });
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 401)) throw error;
    }
    clearSiteData(reply);
    return success(null);
  });

  app.post('/logout-all', { preHandler: requireSession }, async (request, reply) => {
    await revokeUserSessions(app.ctx.db, request.user!.id);
    await recordAudit(request, 'sign_out_everywhere', { table: 'account', id: request.user!.id });
    clearSiteData(reply);
    return success(null);
  });

  // A session that must choose its password asks too: the answer says so.
  app.get('/authenticate', { preHandler: requireSession }, async (request) => {
    const { id, email, name, role, mustChangePassword, mfaEnabled, mfaEnrolmentRequired } = request.user!;
    return success({ user: { id, email, name, role, mustChangePassword, mfaEnabled, mfaEnrolmentRequired } });
  });

  app.patch('/profile', { preHandler: requireUser }, async (request) => {
    const body = parseOr400(profileBody, request.body);
    const user = await updateUser(app.ctx.db, app.ctx.dialect, request.user!.id, { name: body.name });
    await recordAudit(request, 'account_renamed', { table: 'account', id: user.id });
    return success({ user: { id: user.id, email: user.email, name: user.name, role: user.role } });
  });
}
