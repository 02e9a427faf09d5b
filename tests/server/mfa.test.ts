/**
 * Staff two-step sign-in through the real app, on both databases: set-up in Profile's calls,
 * sign-in with a code or a recovery code, what is refused (a wrong code, a code used before, a
 * spent recovery code, an expired or forged challenge), who must use it, and the step-up that
 * exports, downloads, deletes and account changes ask for. Time moves on the server's test clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_VALID_MS } from '../../src/server/auth/mfa-challenge.ts';
import { testDatabases } from '../helpers/db.ts';
import { freshCode, serverClock, totpCode } from '../helpers/mfa.ts';
import { GOOD_PASSWORD, addUser, bearer, login, startHarness, type Harness } from './_app.ts';

describe.each(testDatabases)('two-step sign-in on %s', (kind) => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    await addUser(h.app, 'boss@northbeam.example', 'admin');
    admin = await login(h.app, 'boss@northbeam.example');
  });
  afterAll(async () => h?.close());

  const post = (url: string, payload: object, token?: string) => h.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const passwordStep = async (email: string, password = GOOD_PASSWORD) => {
    const res = await post('/auth/login', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { mfaRequired?: boolean; challenge?: string; token?: string };
  };
  /** Sets up two-step sign-in through Profile's calls; answers the secret and the recovery codes. */
  const enrolThroughRoutes = async (email: string, token: string) => {
    const setup = await post('/auth/mfa/setup', {}, token);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri, qrSvg } = setup.json().data as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(new RegExp(`^otpauth://totp/Northbeam%20Staff:${encodeURIComponent(email)}\\?.*secret=${secret}`));
    expect(uri).toMatch(/algorithm=SHA1&digits=6&period=30/);
    expect(qrSvg).toMatch(/^<svg [^>]*viewBox/);
    const confirm = await post('/auth/mfa/confirm', { code: totpCode(secret, serverClock(h.app)()) }, token);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = confirm.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
    expect(new Set(codes).size).toBe(10);
    return { secret, codes };
  };

  it('sets up in Profile, then signs in only with the password and a code', async () => {
    await addUser(h.app, 'ana@northbeam.example', 'staff');
    const token = await login(h.app, 'ana@northbeam.example');
    expect((await h.app.inject({ url: '/auth/mfa', headers: bearer(token) })).json().data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    // A wrong first code does not turn it on.
    const setup = await post('/auth/mfa/setup', {}, token);
    const wrong = await post('/auth/mfa/confirm', { code: '000000' === totpCode(setup.json().data.secret, serverClock(h.app)()) ? '111111' : '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('code');
    const { secret, codes } = await enrolThroughRoutes('ana@northbeam.example', token);
    expect((await h.app.inject({ url: '/auth/mfa', headers: bearer(token) })).json().data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    // At rest: the secret is sealed, the recovery codes are hashes.
    const row = await h.app.ctx.db.selectFrom('users').select(['mfa_secret', 'mfa_enabled_at']).where('email', '=', 'ana@northbeam.example').executeTakeFirstOrThrow();
    expect(row.mfa_enabled_at).not.toBeNull();
    expect(row.mfa_secret).toMatch(/^v1\./);
    expect(row.mfa_secret).not.toContain(secret);
    const stored = await h.app.ctx.db.selectFrom('mfa_recovery_codes').select('code_hash').execute();
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));

    // The password alone no longer gives a session.
    const first = await passwordStep('ana@northbeam.example');
    expect(first).toEqual({ mfaRequired: true, challenge: expect.any(String) });
    expect(first.token).toBeUndefined();
    serverClock(h.app).advance(30_000);
    const code = await freshCode(h.app, 'ana@northbeam.example', secret);
    const second = await post('/auth/login/mfa', { challenge: first.challenge!, code });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ token: expect.stringMatching(/^[\w-]{43}$/), userDetails: { role: 'staff', email: 'ana@northbeam.example', mfaEnrolmentRequired: false } });
    expect(String(second.headers['set-cookie'])).toMatch(/^known_device_\d+=.*HttpOnly; SameSite=Strict/);

    // The same code again (a replay), even with a new challenge: refused.
    const replay = await post('/auth/login/mfa', { challenge: (await passwordStep('ana@northbeam.example')).challenge!, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'That code is not right. Check your authenticator app and try again.' });
  });

  it('refuses a wrong code, and a code of an earlier step once a later one was used', async () => {
    await addUser(h.app, 'bo@northbeam.example', 'staff', GOOD_PASSWORD, 'Bo', { mfa: true });
    const { challenge } = await passwordStep('bo@northbeam.example');
    const good = await freshCode(h.app, 'bo@northbeam.example');
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/auth/login/mfa', { challenge: challenge!, code: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().issues).toEqual([{ path: 'code', message: 'That code is not right. Check your authenticator app and try again.' }]);
    // A code from 2 minutes ago is too old; from the step after next, too early.
    const now = serverClock(h.app)();
    const secret = (await import('../helpers/mfa.ts')).secretOf(h.app, 'bo@northbeam.example')!;
    expect((await post('/auth/login/mfa', { challenge: challenge!, code: totpCode(secret, now - 120_000) })).statusCode).toBe(401);
    expect((await post('/auth/login/mfa', { challenge: challenge!, code: totpCode(secret, now + 90_000) })).statusCode).toBe(401);
    // The next step's code (the app's clock a little ahead) is taken; after it, this step's is a replay.
    expect((await post('/auth/login/mfa', { challenge: challenge!, code: totpCode(secret, now + 30_000) })).statusCode).toBe(200);
    expect((await post('/auth/login/mfa', { challenge: challenge!, code: totpCode(secret, now) })).statusCode).toBe(401);
  });

  it('makes code guesses wait after 5 wrong ones for the account', async () => {
    await addUser(h.app, 'guess@northbeam.example', 'staff', GOOD_PASSWORD, 'Guess', { mfa: true });
    const { challenge } = await passwordStep('guess@northbeam.example');
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await post('/auth/login/mfa', { challenge: challenge!, code: `99999${i}` })).statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5)).toEqual([429, 429]);
    const waiting = await post('/auth/login/mfa', { challenge: challenge!, code: await freshCode(h.app, 'guess@northbeam.example') });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes each recovery code once', async () => {
    await addUser(h.app, 'lost-phone@northbeam.example', 'staff');
    const token = await login(h.app, 'lost-phone@northbeam.example');
    const { codes } = await enrolThroughRoutes('lost-phone@northbeam.example', token);
    const recovery = codes[3]!;
    const first = await post('/auth/login/mfa', { challenge: (await passwordStep('lost-phone@northbeam.example')).challenge!, code: recovery.toUpperCase() });
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/auth/login/mfa', { challenge: (await passwordStep('lost-phone@northbeam.example')).challenge!, code: recovery });
    expect(again.statusCode).toBe(401);
    const other = first.json().data.token as string;
    expect((await h.app.inject({ url: '/auth/mfa', headers: bearer(other) })).json().data.recoveryCodesLeft).toBe(9);
    // New codes replace the old ones, which stop working.
    const fresh = await post('/auth/mfa/recovery-codes', {}, other);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.recoveryCodes).toHaveLength(10);
    expect((await post('/auth/login/mfa', { challenge: (await passwordStep('lost-phone@northbeam.example')).challenge!, code: codes[5]! })).statusCode).toBe(401);
    expect((await post('/auth/login/mfa', { challenge: (await passwordStep('lost-phone@northbeam.example')).challenge!, code: fresh.json().data.recoveryCodes[0] })).statusCode).toBe(200);
  });

  it('refuses an expired, forged or outdated challenge', async () => {
    await addUser(h.app, 'late@northbeam.example', 'staff', GOOD_PASSWORD, 'Late', { mfa: true });
    const { challenge } = await passwordStep('late@northbeam.example');
    serverClock(h.app).advance(CHALLENGE_VALID_MS + 1000);
    const expired = await post('/auth/login/mfa', { challenge: challenge!, code: await freshCode(h.app, 'late@northbeam.example') });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'mfa_challenge_expired', error: 'This sign-in has expired. Please enter your e-mail and password again.' });
    // Someone else's account named in a challenge: the signature no longer holds.
    const own = (await passwordStep('late@northbeam.example')).challenge!;
    const bossId = (await h.app.ctx.db.selectFrom('users').select('id').where('email', '=', 'boss@northbeam.example').executeTakeFirstOrThrow()).id;
    const forged = own.replace(/^\d+/, String(bossId));
    expect((await post('/auth/login/mfa', { challenge: forged, code: await freshCode(h.app, 'boss@northbeam.example') })).json().code).toBe('mfa_challenge_expired');
    // A password reset in between voids the challenge.
    await h.app.ctx.db.updateTable('users').set({ password_hash: await h.app.ctx.hasher.hash('another-Good-passphrase-7') }).where('email', '=', 'late@northbeam.example').execute();
    expect((await post('/auth/login/mfa', { challenge: own, code: await freshCode(h.app, 'late@northbeam.example') })).statusCode).toBe(401);
  });

  it('admins must use it: one without it gets a session that can only set it up, and cannot turn it off', async () => {
    await addUser(h.app, 'new-admin@northbeam.example', 'admin', GOOD_PASSWORD, 'New Admin', { mfa: false });
    const first = await post('/auth/login', { email: 'new-admin@northbeam.example', password: GOOD_PASSWORD });
    expect(first.json().data.userDetails).toMatchObject({ role: 'admin', mfaEnrolmentRequired: true });
    const token = first.json().data.token as string;
    const list = await h.app.inject({ method: 'POST', url: '/api/form/type/contact-us', headers: bearer(token), payload: {} });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ status: 'error', error: 'Please set up two-step sign-in first', code: 'mfa_enrolment_required' });
    await enrolThroughRoutes('new-admin@northbeam.example', token);
    expect((await h.app.inject({ method: 'POST', url: '/api/form/type/contact-us', headers: bearer(token), payload: {} })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/auth/mfa', headers: bearer(token) })).json().data).toMatchObject({ enabled: true, required: true });
    const off = await post('/auth/mfa/disable', { password: GOOD_PASSWORD, code: await freshCode(h.app, 'boss@northbeam.example') }, admin);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'mfa_required' });
  });

  it('staff may turn it off with the password and a code, unless an admin requires it', async () => {
    await addUser(h.app, 'optional@northbeam.example', 'staff', GOOD_PASSWORD, 'Optional', { mfa: true });
    await addUser(h.app, 'never@northbeam.example', 'staff');
    const token = await login(h.app, 'optional@northbeam.example');
    expect((await post('/auth/mfa/disable', { password: 'not-my-password-at-all', code: await freshCode(h.app, 'optional@northbeam.example') }, token)).json().issues[0].path).toBe('password');
    expect((await post('/auth/mfa/disable', { password: GOOD_PASSWORD, code: '123456' === (await freshCode(h.app, 'optional@northbeam.example')) ? '654321' : '123456' }, token)).json().issues[0].path).toBe('code');
    const off = await post('/auth/mfa/disable', { password: GOOD_PASSWORD, code: await freshCode(h.app, 'optional@northbeam.example') }, token);
    expect(off.statusCode, off.body).toBe(200);
    expect((await passwordStep('optional@northbeam.example')).token).toEqual(expect.any(String));

    // An admin requires it for staff: staff without it can only set it up, at once and at sign-in.
    const never = await login(h.app, 'never@northbeam.example');
    const admin = await login(h.app, 'boss@northbeam.example'); // a fresh sign-in: the setting is an account change
    expect((await h.app.inject({ url: '/auth/mfa/policy', headers: bearer(admin) })).json().data).toEqual({ requiredForStaff: false });
    const put = await h.app.inject({ method: 'PUT', url: '/auth/mfa/policy', headers: bearer(admin), payload: { requiredForStaff: true } });
    expect(put.statusCode, put.body).toBe(200);
    try {
      expect((await h.app.inject({ url: '/api/form/new', headers: bearer(never) })).json().code).toBe('mfa_enrolment_required');
      expect((await post('/auth/login', { email: 'never@northbeam.example', password: GOOD_PASSWORD })).json().data.userDetails.mfaEnrolmentRequired).toBe(true);
      // Staff who set it up go on as before, and now cannot turn it off.
      await addUser(h.app, 'keen@northbeam.example', 'staff', GOOD_PASSWORD, 'Keen', { mfa: true });
      const keen = await login(h.app, 'keen@northbeam.example');
      expect((await h.app.inject({ url: '/api/form/new', headers: bearer(keen) })).statusCode).toBe(200);
      expect((await post('/auth/mfa/disable', { password: GOOD_PASSWORD, code: await freshCode(h.app, 'keen@northbeam.example') }, keen)).statusCode).toBe(403);
    } finally {
      await h.app.inject({ method: 'PUT', url: '/auth/mfa/policy', headers: bearer(admin), payload: { requiredForStaff: false } });
    }
    expect((await h.app.inject({ url: '/api/form/new', headers: bearer(never) })).statusCode).toBe(200);
  });

  it('asks for a step-up 10 minutes after the sign-in: a code with two-step sign-in on, else the password', async () => {
    const token = await login(h.app, 'boss@northbeam.example');
    const exportCsv = () => h.app.inject({ url: '/api/form/export/contact-us', headers: bearer(token) });
    serverClock(h.app).advance(9 * 60_000);
    expect((await exportCsv()).statusCode).toBe(200);
    serverClock(h.app).advance(60_000 + 1000);
    const asked = await exportCsv();
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toEqual({ status: 'error', error: "Please confirm it's you to do this", code: 'step_up_required' });
    // The password is not enough when the account has a second factor.
    expect((await post('/auth/step-up', { password: GOOD_PASSWORD }, token)).json().issues[0].path).toBe('code');
    expect((await post('/auth/step-up', { code: '000000' === (await freshCode(h.app, 'boss@northbeam.example')) ? '111111' : '000000' }, token)).statusCode).toBe(400);
    const stepUp = await post('/auth/step-up', { code: await freshCode(h.app, 'boss@northbeam.example') }, token);
    expect(stepUp.statusCode, stepUp.body).toBe(200);
    expect((await exportCsv()).statusCode).toBe(200);

    // Staff without two-step sign-in confirm with the password.
    await addUser(h.app, 'plain@northbeam.example', 'staff');
    const plain = await login(h.app, 'plain@northbeam.example');
    serverClock(h.app).advance(11 * 60_000);
    expect((await h.app.inject({ url: '/api/form/export/careers', headers: bearer(plain) })).json().code).toBe('step_up_required');
    expect((await post('/auth/step-up', { password: 'wrong-password-here' }, plain)).json().issues[0].path).toBe('password');
    expect((await post('/auth/step-up', { password: GOOD_PASSWORD }, plain)).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/form/export/careers', headers: bearer(plain) })).statusCode).toBe(200);
  });

  it('turning it on ends the sessions signed in with the password alone', async () => {
    await addUser(h.app, 'two-tabs@northbeam.example', 'staff');
    const here = await login(h.app, 'two-tabs@northbeam.example');
    const elsewhere = await login(h.app, 'two-tabs@northbeam.example');
    await enrolThroughRoutes('two-tabs@northbeam.example', here);
    expect((await h.app.inject({ url: '/auth/authenticate', headers: bearer(elsewhere) })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/auth/authenticate', headers: bearer(here) })).statusCode).toBe(200);
  });
});
