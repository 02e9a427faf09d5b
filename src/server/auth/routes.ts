/**
 * Sign-in, sign-out, session check, password reset and change, own profile (spec §7 paths).
 * Answers follow the shapes the browser reads; see docs/server.md.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isoNow } from '../db/time.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseOr400 } from '../http/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordChangedMail, resetMail } from '../mail/templates.ts';
import { describeWait, rateLimit } from '../security/rate-limit.ts';
import { requireUser } from './guard.ts';
import { claimLoginAttempt, recordLoginFailure, recordLoginSuccess } from './lockout.ts';
import { passwordProblem } from './password.ts';
import { changePasswordBody, loginBody, profileBody, resetEmailBody, resetWithTokenBody } from './schemas.ts';
import { createSession, revokeSession, revokeUserSessions } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';
import { findUserByEmail, normalizeEmail, updateUser } from './users.ts';

export const LOGIN_FAILED = 'Invalid email or password';
export const RESET_EMAIL_MESSAGE = 'If an account exists for that e-mail, a reset link is on its way.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
const RESET_VALID_MS = 60 * 60_000;
/**
 * The reset-e-mail answer never comes sooner than this: writing a reset link (a commit, an fsync)
 * takes longer than finding no account, and the difference must not tell who has an account.
 */
export const RESET_EMAIL_MIN_MS = 300;

function clearSiteData(reply: FastifyReply): void {
  // Tells the browser to drop what it stored for this origin (the token in localStorage).
  reply.header('clear-site-data', '"storage"');
}

function lockedError(until: Date, retryAfterSeconds: number): HttpError {
  const at = until.toISOString().slice(11, 16);
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${describeWait(retryAfterSeconds)} (after ${at} UTC).`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config, limiter } = app.ctx;
  const sessionPolicy = { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours };
  const loginLimit = rateLimit(limiter, 'login', config.rateLimits.login);

  app.post('/login', { preHandler: loginLimit }, async (request) => {
    const { db, hasher } = app.ctx;
    const body = parseOr400(loginBody, request.body);
    const email = normalizeEmail(body.email);
    const verdict = await claimLoginAttempt(db, email, config.lockout);
    if (!verdict.allowed) throw lockedError(verdict.until, verdict.retryAfterSeconds);

    const user = await findUserByEmail(db, email);
    // Unknown e-mail, wrong password and disabled account: same work, same answer.
    let ok = false;
    if (user) ok = (await hasher.verify(body.password, user.password_hash)) && !user.disabled;
    else await hasher.verifyDummy(body.password);
    if (!ok || !user) {
      await recordLoginFailure(db, email, config.lockout);
      throw new HttpError(401, LOGIN_FAILED);
    }
    await recordLoginSuccess(db, email);
    await db.updateTable('users').set({ last_login_at: isoNow() }).where('id', '=', user.id).execute();
    const token = await createSession(db, Number(user.id), sessionPolicy);
    request.log.info({ userId: user.id }, 'signed in');
    return success({ token, userDetails: { role: user.role, email: user.email, name: user.name } });
  });

  app.post('/logout', async (request, reply) => {
    // Idempotent: whatever the token's state, the client ends up signed out.
    try {
      await requireUser(request, reply);
      if (request.user) await revokeSession(app.ctx.db, request.user.tokenHash);
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 401)) throw error;
    }
    clearSiteData(reply);
    return success(null);
  });

  app.post('/logout-all', { preHandler: requireUser }, async (request, reply) => {
    await revokeUserSessions(app.ctx.db, request.user!.id);
    clearSiteData(reply);
    return success(null);
  });

  app.get('/authenticate', { preHandler: requireUser }, async (request) => {
    const { id, email, name, role } = request.user!;
    return success({ user: { id, email, name, role } });
  });

  app.patch('/profile', { preHandler: requireUser }, async (request) => {
    const body = parseOr400(profileBody, request.body);
    const user = await updateUser(app.ctx.db, app.ctx.dialect, request.user!.id, { name: body.name });
    return success({ user: { id: user.id, email: user.email, name: user.name, role: user.role } });
  });

  // The original client sends this one call without a JSON content type, so this scope alone
  // also reads a text/plain body as JSON (a public call: nothing to forge across sites).
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body === '' ? undefined : (JSON.parse(String(body)) as unknown));
      } catch {
        done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
      }
    });
    scope.post(
    '/reset-password-email',
    { preHandler: rateLimit(limiter, 'reset-email', config.rateLimits.resetEmail) },
    async (request, reply) => {
      const { db, mail } = app.ctx;
      const started = performance.now();
      const body = parseOr400(resetEmailBody, request.body);
      const user = await findUserByEmail(db, body.email);
      // Token work happens either way so the answer time does not tell whether the account exists.
      const { token, hash } = newToken();
      if (user && !user.disabled) {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await db.transaction().execute(async (trx) => {
          // A newer request replaces older links.
          await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
          await trx
            .insertInto('password_resets')
            .values({ token_hash: hash, user_id: user.id, created_at: isoNow(), expires_at: isoNow(RESET_VALID_MS), used_at: null })
            .execute();
          await enqueueMail(trx, resetMail(user.email, user.name, link));
        });
        mail.kick();
      }
      const wait = RESET_EMAIL_MIN_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      reply.code(200);
      return { status: 'success', message: RESET_EMAIL_MESSAGE, data: null };
    },
  );
  });

  app.post('/reset-password', { preHandler: loginLimit }, async (request, reply) => {
    const { db, hasher, mail } = app.ctx;
    const raw = (request.body ?? {}) as Record<string, unknown>;
    if (typeof raw === 'object' && raw !== null && 'token' in raw) {
      const body = parseOr400(resetWithTokenBody, raw);
      const problem = passwordProblem(body.password);
      if (problem) throw new HttpError(400, problem, [{ path: 'password', message: problem }]);
      // Hash first (slow) so the token is only claimed when everything else is ready.
      const passwordHash = await hasher.hash(body.password);
      const tokenHash = hashToken(body.token);
      const changed = await db.transaction().execute(async (trx) => {
        // The claim is one conditional UPDATE: of two parallel uses exactly one matches.
        const claim = await trx
          .updateTable('password_resets')
          .set({ used_at: isoNow() })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', isoNow())
          .returning('user_id')
          .executeTakeFirst();
        if (!claim) return null;
        const userId = Number(claim.user_id);
        const user = await trx.selectFrom('users').select(['id', 'email', 'name', 'disabled']).where('id', '=', userId).executeTakeFirst();
        if (!user || user.disabled) return null;
        await trx.updateTable('users').set({ password_hash: passwordHash, password_changed_at: isoNow() }).where('id', '=', userId).execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('token_hash', '<>', tokenHash).execute();
        await trx.deleteFrom('login_attempts').where('email', '=', user.email).execute();
        await enqueueMail(trx, passwordChangedMail(user.email, user.name));
        return user;
      });
      if (!changed) throw new HttpError(400, RESET_LINK_INVALID, [{ path: 'token', message: RESET_LINK_INVALID }]);
      mail.kick();
      request.log.info({ userId: changed.id }, 'password reset with link');
      return { status: 'success', message: 'Your password has been changed. Please sign in.', data: null };
    }

    // Signed-in change: proves the current password, keeps this session, ends the others.
    await requireUser(request, reply);
    const body = parseOr400(changePasswordBody, raw);
    const me = request.user!;
    const verdict = await claimLoginAttempt(db, me.email, config.lockout);
    if (!verdict.allowed) throw lockedError(verdict.until, verdict.retryAfterSeconds);
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', me.id).executeTakeFirstOrThrow();
    if (!(await hasher.verify(body.currentPassword, row.password_hash))) {
      await recordLoginFailure(db, me.email, config.lockout);
      throw new HttpError(400, 'Current password is incorrect', [{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    }
    await recordLoginSuccess(db, me.email);
    const problem = passwordProblem(body.password);
    if (problem) throw new HttpError(400, problem, [{ path: 'password', message: problem }]);
    const passwordHash = await hasher.hash(body.password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, password_changed_at: isoNow() }).where('id', '=', me.id).execute();
      await revokeUserSessions(trx, me.id, me.tokenHash);
      await trx.deleteFrom('password_resets').where('user_id', '=', me.id).execute();
      await enqueueMail(trx, passwordChangedMail(me.email, me.name));
    });
    mail.kick();
    request.log.info({ userId: me.id }, 'password changed');
    return { status: 'success', message: 'Your password has been changed.', data: null };
  });
}
