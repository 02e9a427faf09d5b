/**
 * Two-step sign-in for the signed-in person (Profile) and the admin's setting, plus the step-up
 * that sensitive calls ask for. The sign-in's own second step is `POST /auth/login/mfa`
 * (session-routes.ts). See docs/server.md for the shapes.
 */
import { recordAudit } from '../audit/record.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderSVG } from 'uqr';
import { isoNow } from '../db/time.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseOr400 } from '../http/validate.ts';
import { logSecurityEvent } from '../security/events.ts';
import { requireAdmin, requirePasswordChosen, requireUser } from './guard.ts';
import { mfaRequiredFor, setStaffMfaRequired, staffMfaRequired } from './mfa-policy.ts';
import { beginEnrolment, checkSecondFactor, confirmEnrolment, disableMfa } from './mfa-store.ts';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.ts';
import { mfaCodeBody, mfaDisableBody, mfaPolicyBody, stepUpBody } from './schemas.ts';
import { MFA_CODE_WRONG, throttledError } from './session-routes.ts';
import { revokeUserSessions } from './sessions.ts';
import { clockOf, requireRecentAuth } from './step-up.ts';
import { clearAttempts, takeTurn } from './throttle.ts';

export const MFA_REQUIRED_CANNOT_DISABLE = 'Two-step sign-in is required for your account, so it cannot be turned off.';
const PASSWORD_WRONG = 'That password is not right';

export async function mfaRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const clock = clockOf(config);

  /**
   * Guesses at a password or code from a signed-in session are throttled per session, like the
   * password change: attacks on the sign-in never block them, and they cannot be guessed at speed.
   */
  async function sessionTurn(request: FastifyRequest): Promise<string> {
    const me = request.user!;
    const source = `session:${me.tokenHash.slice(0, 16)}`;
    const turn = await takeTurn(app.ctx.db, me.email, source, config.signinThrottle);
    if (!turn.allowed) {
      logSecurityEvent(request, 'login_failed', { email: me.email, userId: me.id, reason: 'throttled (signed-in check)' });
      throw throttledError(turn.until, turn.retryAfterSeconds);
    }
    return source;
  }

  async function passwordRight(request: FastifyRequest, password: string): Promise<boolean> {
    const { db, hasher } = app.ctx;
    hasher.refuseWhenBusy();
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', request.user!.id).executeTakeFirstOrThrow();
    return hasher.verify(password, row.password_hash);
  }

  async function markAuthenticated(tokenHash: string): Promise<string> {
    const at = isoNow(0, clock());
    await app.ctx.db.updateTable('sessions').set({ authenticated_at: at }).where('token_hash', '=', tokenHash).execute();
    return at;
  }

  app.get('/mfa', { preHandler: requirePasswordChosen }, async (request) => {
    const me = request.user!;
    const required = mfaRequiredFor(me.role, await staffMfaRequired(app.ctx.db));
    return success({ enabled: me.mfaEnabled, required, recoveryCodesLeft: me.mfaEnabled ? await recoveryCodesLeft(app.ctx.db, me.id) : 0 });
  });

  // Setting up changes how the account signs in: a session left open must not do it unseen.
  app.post('/mfa/setup', { preHandler: [requirePasswordChosen, requireRecentAuth] }, async (request) => {
    const me = request.user!;
    if (me.mfaEnabled) throw new HttpError(409, 'Two-step sign-in is already on. Turn it off first to set up another app.');
    const { secret, uri } = await beginEnrolment(app.ctx.db, me);
    return success({ secret, uri, qrSvg: renderSVG(uri, { border: 2, pixelSize: 6 }) });
  });

  app.post('/mfa/confirm', { preHandler: [requirePasswordChosen, requireRecentAuth] }, async (request) => {
    const me = request.user!;
    const body = parseOr400(mfaCodeBody, request.body);
    const source = await sessionTurn(request);
    const result = await confirmEnrolment(app.ctx.db, me.id, body.code, clock());
    if (!result.ok) {
      if (result.reason === 'already-on') throw new HttpError(409, 'Two-step sign-in is already on.');
      if (result.reason === 'not-started') throw new HttpError(400, 'Start setting up two-step sign-in first.', [{ path: 'code', message: 'Start setting up two-step sign-in first.' }]);
      logSecurityEvent(request, 'login_failed', { email: me.email, userId: me.id, reason: 'wrong code confirming two-step sign-in' });
      throw new HttpError(400, MFA_CODE_WRONG, [{ path: 'code', message: MFA_CODE_WRONG }]);
    }
    await clearAttempts(app.ctx.db, me.email, source);
    // Sessions elsewhere signed in with the password alone: from now on that is not enough.
    await revokeUserSessions(app.ctx.db, me.id, me.tokenHash);
    await markAuthenticated(me.tokenHash);
    request.log.info({ userId: me.id }, 'two-step sign-in turned on');
    await recordAudit(request, 'two_step_turned_on', { table: 'account', id: me.id });
    return success({ recoveryCodes: result.recoveryCodes });
  });

  app.post('/mfa/recovery-codes', { preHandler: [requireUser, requireRecentAuth] }, async (request) => {
    const me = request.user!;
    if (!me.mfaEnabled) throw new HttpError(409, 'Two-step sign-in is off: there are no recovery codes to replace.');
    const codes = await app.ctx.db.transaction().execute((trx) => replaceRecoveryCodes(trx, me.id, isoNow(0, clock())));
    request.log.info({ userId: me.id }, 'recovery codes replaced');
    await recordAudit(request, 'recovery_codes_replaced', { table: 'account', id: me.id });
    return success({ recoveryCodes: codes });
  });

  // Turning it off takes both factors, whatever the session's age.
  app.post('/mfa/disable', { preHandler: requireUser }, async (request) => {
    const me = request.user!;
    const body = parseOr400(mfaDisableBody, request.body);
    if (mfaRequiredFor(me.role, await staffMfaRequired(app.ctx.db))) throw new HttpError(403, MFA_REQUIRED_CANNOT_DISABLE, undefined, undefined, 'mfa_required');
    if (!me.mfaEnabled) throw new HttpError(409, 'Two-step sign-in is already off.');
    const source = await sessionTurn(request);
    if (!(await passwordRight(request, body.password))) {
      logSecurityEvent(request, 'login_failed', { email: me.email, userId: me.id, reason: 'wrong password turning off two-step sign-in' });
      throw new HttpError(400, PASSWORD_WRONG, [{ path: 'password', message: PASSWORD_WRONG }]);
    }
    if (!(await checkSecondFactor(app.ctx.db, me.id, body.code, clock()))) {
      logSecurityEvent(request, 'login_failed', { email: me.email, userId: me.id, reason: 'wrong code turning off two-step sign-in' });
      throw new HttpError(400, MFA_CODE_WRONG, [{ path: 'code', message: MFA_CODE_WRONG }]);
    }
    await clearAttempts(app.ctx.db, me.email, source);
    await disableMfa(app.ctx.db, me.id);
    request.log.info({ userId: me.id }, 'two-step sign-in turned off');
    await recordAudit(request, 'two_step_turned_off', { table: 'account', id: me.id });
    return success({ enabled: false });
  });

  app.get('/mfa/policy', { preHandler: requireAdmin }, async () => success({ requiredForStaff: await staffMfaRequired(app.ctx.db) }));

  app.put('/mfa/policy', { preHandler: [requireAdmin, requireRecentAuth] }, async (request) => {
    const body = parseOr400(mfaPolicyBody, request.body);
    await setStaffMfaRequired(app.ctx.db, body.requiredForStaff);
    request.log.info({ by: request.user!.id, requiredForStaff: body.requiredForStaff }, 'two-step sign-in policy changed');
    await recordAudit(request, body.requiredForStaff ? 'two_step_required_for_staff' : 'two_step_optional_for_staff');
    return success({ requiredForStaff: body.requiredForStaff });
  });

  // "Confirm it's you": with two-step sign-in on, a code (or a recovery code); otherwise the password.
  app.post('/step-up', { preHandler: requirePasswordChosen }, async (request) => {
    const me = request.user!;
    const body = parseOr400(stepUpBody, request.body);
    if (me.mfaEnabled && body.code === undefined) {
      throw new HttpError(400, 'Enter the code from your authenticator app', [{ path: 'code', message: 'Enter the code from your authenticator app' }]);
    }
    if (!me.mfaEnabled && body.password === undefined) throw new HttpError(400, 'Enter your password', [{ path: 'password', message: 'Enter your password' }]);
    const source = await sessionTurn(request);
    if (me.mfaEnabled) {
      if (!(await checkSecondFactor(app.ctx.db, me.id, body.code!, clock()))) {
        logSecurityEvent(request, 'login_failed', { email: me.email, userId: me.id, reason: 'wrong code (step-up)' });
        throw new HttpError(400, MFA_CODE_WRONG, [{ path: 'code', message: MFA_CODE_WRONG }]);
      }
    } else if (!(await passwordRight(request, body.password!))) {
      logSecurityEvent(request, 'login_failed', { email: me.email, userId: me.id, reason: 'wrong password (step-up)' });
      throw new HttpError(400, PASSWORD_WRONG, [{ path: 'password', message: PASSWORD_WRONG }]);
    }
    await clearAttempts(app.ctx.db, me.email, source);
    return success({ authenticatedAt: await markAuthenticated(me.tokenHash) });
  });
}
