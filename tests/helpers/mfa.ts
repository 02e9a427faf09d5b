/**
 * What a staff member with an authenticator app does, for tests: enrol (the same store functions
 * the enrolment routes use), keep the secret, and make the current code when signing in. A code
 * is accepted once per 30-second step (one either side too); when the account has used every code
 * the server would take now, the helper moves the server's test clock on to the next step, as a
 * person waits for the app's next code.
 */
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { TOTP, Secret } from 'otpauth';
import { beginEnrolment, confirmEnrolment } from '../../src/server/auth/mfa-store.ts';
import { timeStep, TOTP_PERIOD_S } from '../../src/server/auth/totp.ts';
import type { TestClock } from './clock.ts';

const secrets = new WeakMap<FastifyInstance, Map<string, string>>();

export function serverClock(app: FastifyInstance): TestClock {
  const clock = app.ctx.config.clock as TestClock | undefined;
  if (!clock || typeof clock.advance !== 'function') throw new Error('this app has no test clock (config.clock)');
  return clock;
}

export function totpCode(secret: string, atMs: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S }).generate({ timestamp: atMs });
}

export function rememberSecret(app: FastifyInstance, email: string, secret: string): void {
  let map = secrets.get(app);
  if (!map) secrets.set(app, (map = new Map()));
  map.set(email.toLowerCase(), secret);
}

export function secretOf(app: FastifyInstance, email: string): string | undefined {
  return secrets.get(app)?.get(email.toLowerCase());
}

/** A code the server takes now for this account: the earliest step it still accepts. */
export async function freshCode(app: FastifyInstance, email: string, secret = secretOf(app, email)): Promise<string> {
  if (!secret) throw new Error(`no authenticator secret kept for ${email}`);
  const clock = serverClock(app);
  const row = await app.ctx.db.selectFrom('users').select('mfa_last_step').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
  const last = row.mfa_last_step === null ? -Infinity : Number(row.mfa_last_step);
  const now = timeStep(clock());
  // Every step the server would accept now (the one before, now, the one after) is used up: wait.
  if (last >= now + 1) clock.advance((last - now) * TOTP_PERIOD_S * 1000);
  const current = timeStep(clock());
  const step = Math.max(current - 1, last + 1);
  return totpCode(secret, step * TOTP_PERIOD_S * 1000);
}

/** Sets up two-step sign-in for an account as Profile does, keeping the secret; answers the recovery codes. */
export async function enrolMfa(app: FastifyInstance, user: { id: number; email: string }): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await beginEnrolment(app.ctx.db, user);
  rememberSecret(app, user.email, secret);
  const result = await confirmEnrolment(app.ctx.db, user.id, await freshCode(app, user.email, secret), serverClock(app)());
  if (!result.ok) throw new Error(`enrolment failed: ${result.reason}`);
  return { secret, recoveryCodes: result.recoveryCodes };
}

/**
 * On the sign-in screen, after Sign In: an account with two-step sign-in gets the code step; type
 * the app's current code there as its owner would. Accounts without it go straight on.
 */
export async function enterCodeWhenAsked(page: Page, app: FastifyInstance, email: string): Promise<void> {
  if (!secretOf(app, email)) return;
  const field = page.locator('input[name="code"]');
  await field.waitFor();
  await field.fill(await freshCode(app, email));
  await page.getByRole('button', { name: 'Verify' }).click();
}
