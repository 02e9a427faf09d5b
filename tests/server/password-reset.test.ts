/** Password reset by e-mailed link, and the signed-in password change. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { isoNow } from '../../src/server/db/time.ts';
import { testDatabases } from '../helpers/db.ts';
import type { ReceivedMail } from '../helpers/smtp.ts';
import { GOOD_PASSWORD, PUBLIC_URL, addUser, bearer, expectCleanError, login, startHarness, type Harness } from './_app.ts';

const MESSAGE = 'If an account exists for that e-mail, a reset link is on its way.';
const NEW_PASSWORD = 'a-brand-new-Passphrase-7';

describe.each(testDatabases)('password reset on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  let email: string;
  let counter = 0;
  beforeEach(async () => {
    email = `reset${++counter}@northbeam.example`;
    await addUser(h.app, email, 'staff', GOOD_PASSWORD, `Reset ${counter}`);
  });

  async function requestReset(address: string, headers: Record<string, string> = {}) {
    return h.app.inject({ method: 'POST', url: '/auth/reset-password-email', payload: { email: address }, headers });
  }

  async function resetMail(address: string, skip = 0): Promise<{ mail: ReceivedMail; token: string }> {
    await h.app.ctx.mail.runOnce();
    const matches = () => h.smtp.mails.filter((m) => m.to.includes(address) && m.subject === 'Reset your password');
    await h.smtp.waitForMail(() => matches().length > skip);
    const mail = matches()[skip]!;
    const link = /(https?:\/\/\S+)/.exec(mail.text)![1]!;
    return { mail, token: new URL(link).searchParams.get('token')! };
  }

  it('answers the same message whether or not the account exists', async () => {
    const known = await requestReset(email);
    const unknown = await requestReset('nobody-here@northbeam.example');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: MESSAGE, data: null });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await h.app.ctx.mail.runOnce();
    expect(h.smtp.mails.some((m) => m.to.includes('nobody-here@northbeam.example'))).toBe(false);
  });

  it('takes the same time (at least 300 ms) whether or not the account exists', async () => {
    const time = async (address: string) => {
      const start = performance.now();
      expect((await requestReset(address)).statusCode).toBe(200);
      return performance.now() - start;
    };
    const known = [await time(email), await time(email), await time(email)];
    const unknown = [await time('ghost-a@northbeam.example'), await time('ghost-b@northbeam.example'), await time('ghost-c@northbeam.example')];
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(295);
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(150);
  });

  it('mails a link built from PUBLIC_URL, never from a forged Host, and stores only its hash', async () => {
    const res = await requestReset(email.toUpperCase(), { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' });
    expect(res.statusCode).toBe(200);
    const { mail, token } = await resetMail(email);
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(mail.raw).not.toContain('evil.example');
    expect(mail.headers.from).toContain('no-reply@northbeam.example');
    const rows = await h.app.ctx.db.selectFrom('password_resets').selectAll().execute();
    expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    const row = rows.find((r) => r.token_hash === hashToken(token))!;
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000);
  });

  it('accepts the reset-email call with a text/plain body too (the original client sends one)', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/auth/reset-password-email',
      payload: JSON.stringify({ email }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGE);
    const missing = await h.app.inject({ method: 'POST', url: '/auth/reset-password-email', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(expectCleanError(missing).issues?.[0]?.path).toBe('email');
  });

  it('resets the password with the link, ends every session, and the link works once', async () => {
    const session = await login(h.app, email);
    await requestReset(email);
    const { token } = await resetMail(email);
    const res = await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: NEW_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: null, message: expect.any(String) });
    expect((await h.app.inject({ method: 'GET', url: '/auth/authenticate', headers: bearer(session) })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: GOOD_PASSWORD } })).statusCode).toBe(401);
    expect(await login(h.app, email, NEW_PASSWORD)).toBeTruthy();
    const again = await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: 'yet-another-Passphrase-8' } });
    expect(again.statusCode).toBe(400);
    expect(expectCleanError(again).error).toMatch(/invalid or has expired/);
    // The user is told by mail that the password changed.
    await h.app.ctx.mail.runOnce();
    await h.smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Your password was changed');
  });

  it('lets exactly one of two parallel uses of a link succeed', async () => {
    await requestReset(email);
    const { token } = await resetMail(email);
    const [a, b] = await Promise.all([
      h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: 'parallel-Passphrase-one-1' } }),
      h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: 'parallel-Passphrase-two-2' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const winner = a.statusCode === 200 ? 'parallel-Passphrase-one-1' : 'parallel-Passphrase-two-2';
    expect(await login(h.app, email, winner)).toBeTruthy();
  });

  it('replaces an older link by a newer request, and refuses expired links', async () => {
    await requestReset(email);
    const first = await resetMail(email, 0);
    await requestReset(email);
    const second = await resetMail(email, 1);
    expect(second.token).not.toBe(first.token);
    const old = await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token: first.token, password: NEW_PASSWORD } });
    expect(old.statusCode).toBe(400);
    await h.app.ctx.db.updateTable('password_resets').set({ expires_at: isoNow(-1) }).where('token_hash', '=', hashToken(second.token)).execute();
    const expired = await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token: second.token, password: NEW_PASSWORD } });
    expect(expired.statusCode).toBe(400);
    expect(expectCleanError(expired).issues).toEqual([{ path: 'token', message: expect.stringMatching(/invalid or has expired/) }]);
  });

  it('refuses a weak new password without using up the link', async () => {
    await requestReset(email);
    const { token } = await resetMail(email);
    for (const weak of ['short', 'password1234', 'Password2024!', 'aaaaaaaaaaaaaaaa', 'x'.repeat(257)]) {
      const res = await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: weak } });
      expect(res.statusCode).toBe(400);
      expect(expectCleanError(res).issues?.[0]?.path).toBe('password');
    }
    const ok = await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: NEW_PASSWORD } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses made-up and malformed tokens', async () => {
    for (const token of ['A'.repeat(43), 'not a token', '']) {
      const res = await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: NEW_PASSWORD } });
      expect(res.statusCode).toBe(400);
      expectCleanError(res);
    }
  });

  it('changes the password when signed in, keeping this session and ending the others', async () => {
    const current = await login(h.app, email);
    const other = await login(h.app, email);
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: bearer(current),
      payload: { currentPassword: 'not-my-password-1', password: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(expectCleanError(wrong).issues).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    const weak = await h.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: bearer(current),
      payload: { currentPassword: GOOD_PASSWORD, password: 'qwerty123456' },
    });
    expect(weak.statusCode).toBe(400);
    const ok = await h.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: bearer(current),
      payload: { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/auth/authenticate', headers: bearer(current) })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/auth/authenticate', headers: bearer(other) })).statusCode).toBe(401);
    expect(await login(h.app, email, NEW_PASSWORD)).toBeTruthy();
  });

  it('needs a sign-in for a change without a token', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD } });
    expect(res.statusCode).toBe(401);
  });

  it('limits reset e-mails per IP', async () => {
    const limited = await startHarness(kind, { rateLimits: { ...h.config.rateLimits, resetEmail: { max: 2, windowMs: 60_000 } } });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/auth/reset-password-email', payload: { email: 'a@northbeam.example' } });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
