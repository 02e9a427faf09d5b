/**
 * Password reset by e-mailed link and the signed-in password change, both at
 * `POST /auth/reset-password`; the link is asked for at `POST /auth/reset-password-email`.
 */
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/record.ts';
import { isoNow } from '../db/time.ts';
import { HttpError } from '../http/reply.ts';
import { stripNul } from '../http/sanitize.ts';
import { parseOr400 } from '../http/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordChangedMail, resetMail } from '../mail/templates.ts';
import { hashEmail } from '../security/email-hash.ts';
import { logSecurityEvent } from '../security/events.ts';
import { rateLimit, withinLimit } from '../security/rate-limit.ts';
import { refuseCrossSite } from '../security/same-origin.ts';
import { requireSession } from './guard.ts';
import { ownPasswordColumns } from './one-time-password.ts';
import { passwordProblem } from './password.ts';
import { changePasswordBody, resetEmailBody, resetWithTokenBody } from './schemas.ts';
import { throttledError } from './session-routes.ts';
import { clearAttempts, takeTurn } from './throttle.ts';
import { revokeUserSessions } from './sessions.ts';
import { liveResetLink, resetLinkPlaceholder } from './reset-link.ts';
import { hashToken, newToken } from './tokens.ts';
import { findUserByEmail } from './users.ts';

export const RESET_EMAIL_MESSAGE = 'If an account exists for that e-mail, a reset link is on its way.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
const RESET_VALID_MS = 60 * 60_000;
/**
 * The reset-e-mail answer never comes sooner than this: writing a reset link (a commit, an fsync)
 * takes longer than finding no account, and the difference must not tell who has an account.
 */
export const RESET_EMAIL_MIN_MS = 300;

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { config, limiter } = app.ctx;
  const loginLimit = rateLimit(limiter, 'login', config.rateLimits.login);

  // Other sites' pages cannot ask for reset mails or use a reset link in a visitor's name.
  const sameSiteOnly = refuseCrossSite(config);

  // The original client sends this one call without a JSON content type (spec: the reset-email
  // call), so this scope alone also reads a text/plain body as JSON. A text/plain post is one
  // another site's page can make without a preflight: the same-site check refuses those first.
  await app.register(async (scope) => {
    const strictJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
      if (String(body).trim() === '') return done(null, undefined);
      strictJson(request, String(body), (error, value) => done(error, error ? undefined : stripNul(value)));
    });
    scope.post('/reset-password-email', { onRequest: sameSiteOnly, preHandler: rateLimit(limiter, 'reset-email', config.rateLimits.resetEmail) }, async (request, reply) => {
      const { db, mail } = app.ctx;
      const started = performance.now();
      const body = parseOr400(resetEmailBody, request.body);
      const user = await findUserByEmail(db, body.email);
      const { hash } = newToken();
      // One reset mail per address per cooldown, whoever asks: the answer stays the same.
      const mailAllowed = await withinLimit(limiter, `reset-to:${hashEmail(body.email)}`, config.mailLimits.resetPerAddress, request.log);
      logSecurityEvent(request, 'password_reset_requested', { email: body.email, reason: mailAllowed ? undefined : 'cooldown: no new mail' });
      if (user && !user.disabled && mailAllowed) {
        await db.transaction().execute(async (trx) => {
          // A newer request replaces older links.
          await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
          // One clock reading: the link is valid exactly RESET_VALID_MS from its creation.
          const createdAt = Date.now();
          await trx
            .insertInto('password_resets')
            .values({ token_hash: hash, user_id: user.id, created_at: isoNow(0, createdAt), expires_at: isoNow(RESET_VALID_MS, createdAt), used_at: null })
            .execute();
          // The link itself is minted when the mail is sent (reset-link.ts): no usable token at rest.
          await enqueueMail(trx, app.ctx.dialect, resetMail(user.email, user.name, resetLinkPlaceholder(hash)));
        });
        mail.kick();
      }
      const wait = RESET_EMAIL_MIN_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      reply.code(200);
      // `message` at the top level: the browser reads it there (spec §3).
      return { status: 'success', message: RESET_EMAIL_MESSAGE, data: null };
    });
  });

  app.post('/reset-password', { onRequest: sameSiteOnly, preHandler: loginLimit }, async (request, reply) => {
    const { db, hasher, mail } = app.ctx;
    const raw = (request.body ?? {}) as Record<string, unknown>;
    if (typeof raw === 'object' && raw !== null && 'token' in raw) {
      const body = parseOr400(resetWithTokenBody, raw);
      const problem = passwordProblem(body.password);
      if (problem) throw new HttpError(400, problem, [{ path: 'password', message: problem }]);
      const tokenHash = hashToken(body.token);
      // A made-up or spent token costs one indexed read, never a hash: only a live link is worth one.
      if (!(await liveResetLink(db, tokenHash))) throw new HttpError(400, RESET_LINK_INVALID, [{ path: 'token', message: RESET_LINK_INVALID }]);
      // Hashed before the claim (slow), so the token is only claimed when everything else is ready;
      // the claim below checks the link again, so a use racing this one still wins only once.
      const passwordHash = await hasher.hash(body.password);
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
        await trx.updateTable('users').set(ownPasswordColumns(passwordHash)).where('id', '=', userId).execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('token_hash', '<>', tokenHash).execute();
        await trx.deleteFrom('login_attempts').where('email', '=', user.email).execute();
        await enqueueMail(trx, app.ctx.dialect, passwordChangedMail(user.email, user.name));
        return user;
      });
      if (!changed) throw new HttpError(400, RESET_LINK_INVALID, [{ path: 'token', message: RESET_LINK_INVALID }]);
      mail.kick();
      request.log.info({ userId: changed.id }, 'password reset with link');
      await recordAudit(request, 'password_reset', { table: 'account', id: Number(changed.id) }, { id: Number(changed.id), email: changed.email });
      return { status: 'success', message: 'Your password has been changed. Please sign in.', data: null };
    }

    // Signed-in change: proves the current password, keeps this session, ends the others. The one
    // call a session signed in with a generated password may make.
    await requireSession(request, reply);
    const body = parseOr400(changePasswordBody, raw);
    const me = request.user!;
    hasher.refuseWhenBusy();
    // Guesses at the current password are throttled per session: attacks on the account's
    // sign-in, from anywhere, never block its owner changing the password.
    const source = `session:${me.tokenHash.slice(0, 16)}`;
    const turn = await takeTurn(db, me.email, source, config.signinThrottle);
    if (!turn.allowed) {
      logSecurityEvent(request, 'login_failed', { email: me.email, userId: me.id, reason: 'throttled (password change)' });
      throw throttledError(turn.until, turn.retryAfterSeconds);
    }
    if (turn.delayStarted) logSecurityEvent(request, 'throttle_started', { email: me.email, userId: me.id, reason: 'session' });
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', me.id).executeTakeFirstOrThrow();
    if (!(await hasher.verify(body.currentPassword, row.password_hash))) {
      logSecurityEvent(request, 'login_failed', { email: me.email, userId: me.id, reason: 'wrong current password (password change)' });
      throw new HttpError(400, 'Current password is incorrect', [{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    }
    await clearAttempts(db, me.email, source);
    const problem = passwordProblem(body.password);
    if (problem) throw new HttpError(400, problem, [{ path: 'password', message: problem }]);
    const passwordHash = await hasher.hash(body.password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set(ownPasswordColumns(passwordHash)).where('id', '=', me.id).execute();
      await revokeUserSessions(trx, me.id, me.tokenHash);
      await trx.deleteFrom('password_resets').where('user_id', '=', me.id).execute();
      await enqueueMail(trx, app.ctx.dialect, passwordChangedMail(me.email, me.name));
    });
    mail.kick();
    request.log.info({ userId: me.id }, 'password changed');
    await recordAudit(request, 'password_changed', { table: 'account', id: me.id });
    return { status: 'success', message: 'Your password has been changed.', data: null };
  });
}
