/** Sign-in, sessions, lockout and sign-out, on every test database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { DEFAULT_SIGNIN_THROTTLE } from '../../src/server/config.ts';
import { isoNow } from '../../src/server/db/time.ts';
import { testDatabases } from '../helpers/db.ts';
import { GOOD_PASSWORD, addUser, bearer, expectCleanError, login, startHarness, type Harness } from './_app.ts';

describe.each(testDatabases)('auth on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
    await addUser(h.app, 'admin@northbeam.example', 'admin', GOOD_PASSWORD, 'Ada Admin');
    await addUser(h.app, 'staff@northbeam.example', 'staff', GOOD_PASSWORD, 'Sam Staff');
    const disabled = await addUser(h.app, 'gone@northbeam.example', 'staff', GOOD_PASSWORD, 'Gone');
    await h.app.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', disabled.id).execute();
  });
  afterAll(async () => h?.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('POST /auth/login', () => {
    it('answers token and userDetails, e-mail matched without regard to case', async () => {
      const res = await post('/auth/login', { email: '  STAFF@Northbeam.example ', password: GOOD_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        status: 'success',
        data: { token: expect.any(String), userDetails: { role: 'staff', email: 'staff@northbeam.example', name: 'Sam Staff', mustChangePassword: false, mfaEnrolmentRequired: false } },
      });
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.headers['cache-control']).toBe('no-store');
      // Only the hash is stored.
      const row = await h.app.ctx.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(body.data.token)).executeTakeFirst();
      expect(row).toBeDefined();
      const raw = await h.app.ctx.db.selectFrom('sessions').selectAll().where('token_hash', '=', body.data.token).executeTakeFirst();
      expect(raw).toBeUndefined();
      const user = await h.app.ctx.db.selectFrom('users').select('last_login_at').where('email', '=', 'staff@northbeam.example').executeTakeFirstOrThrow();
      expect(user.last_login_at).not.toBeNull();
    });

    it('gives a new token at every login', async () => {
      const a = await login(h.app, 'staff@northbeam.example');
      const b = await login(h.app, 'staff@northbeam.example');
      expect(a).not.toBe(b);
    });

    it('answers unknown e-mail, wrong password and disabled account identically', async () => {
      const answers = await Promise.all([
        post('/auth/login', { email: 'nobody@northbeam.example', password: GOOD_PASSWORD }),
        post('/auth/login', { email: 'staff@northbeam.example', password: 'wrong-password-123' }),
        post('/auth/login', { email: 'gone@northbeam.example', password: GOOD_PASSWORD }),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: 'error', error: 'Invalid email or password' });
      }
      await h.app.ctx.db.deleteFrom('login_attempts').execute();
    });

    it('takes similar time for unknown and known e-mails (a dummy hash is checked)', async () => {
      // A costlier hash than the rest of the suite, so the hash (not the noise) dominates.
      const timed = await startHarness(kind, { scryptLog2N: 14, signinThrottle: { ...DEFAULT_SIGNIN_THROTTLE, free: 100, accountFree: 100 } });
      try {
        await addUser(timed.app, 'known@northbeam.example');
        const time = async (email: string) => {
          const start = performance.now();
          const res = await timed.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: 'wrong-password-123' } });
          expect(res.statusCode).toBe(401);
          return performance.now() - start;
        };
        await time('warm@northbeam.example');
        // Pairs of one unknown and one known attempt, back to back (in alternating order), see
        // the same load on a busy machine; the median of their ratios ignores the pairs it hit
        // unevenly. Skipping the hash for an unknown e-mail makes the ratio about 0.05.
        const ratios: number[] = [];
        for (let i = 0; i < 9; i++) {
          const unknownFirst = i % 2 === 0;
          const first = await time(unknownFirst ? `nobody${i}@northbeam.example` : 'known@northbeam.example');
          const second = await time(unknownFirst ? 'known@northbeam.example' : `nobody${i}@northbeam.example`);
          ratios.push(unknownFirst ? first / second : second / first);
        }
        const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
        expect(median, `unknown ÷ known per pair: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`).toBeGreaterThan(0.5);
        expect(median, `unknown ÷ known per pair: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`).toBeLessThan(2);
      } finally {
        await timed.close();
      }
    });

    it('refuses a malformed body with 400 and field issues', async () => {
      const res = await post('/auth/login', { email: 'x@y.z' });
      expect(res.statusCode).toBe(400);
      expect(expectCleanError(res).issues).toEqual([{ path: 'password', message: 'Password is required' }]);
      const bad = await h.app.inject({ method: 'POST', url: '/auth/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
      expect(bad.statusCode).toBe(400);
      expectCleanError(bad);
      const form = await h.app.inject({ method: 'POST', url: '/auth/login', payload: 'email=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(form.statusCode).toBe(415);
      const text = await h.app.inject({ method: 'POST', url: '/auth/login', payload: '{}', headers: { 'content-type': 'text/plain' } });
      expect(text.statusCode).toBe(415);
    });
  });

  describe('throttling', () => {
    const from = (remoteAddress: string, email: string, password: string) =>
      h.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });

    it('makes an address wait after 5 failures for an e-mail, existing or not, with Retry-After', async () => {
      for (const email of ['staff@northbeam.example', 'ghost@northbeam.example']) {
        for (let i = 0; i < 5; i++) {
          const res = await from('10.20.0.1', email, 'wrong-password-123');
          expect(res.statusCode).toBe(401);
        }
        const waiting = await from('10.20.0.1', email, GOOD_PASSWORD);
        expect(waiting.statusCode).toBe(429);
        const retry = Number(waiting.headers['retry-after']);
        expect(retry).toBeGreaterThan(50);
        expect(retry).toBeLessThanOrEqual(60);
        expect(expectCleanError(waiting).error).toMatch(/try again in 1 minute \(after \d\d:\d\d UTC\)/);
      }
    });

    it('refuses only that address: the owner signs in from another one', async () => {
      expect((await from('10.20.0.2', 'staff@northbeam.example', GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('keeps the wait across a restart (it lives in the database)', async () => {
      await from('10.20.0.3', 'admin@northbeam.example', 'wrong-password-123');
      for (let i = 0; i < 5; i++) await from('10.20.0.3', 'ghost@northbeam.example', 'wrong-password-123');
      const second = await buildApp({ ...h.config });
      try {
        const res = await second.inject({ method: 'POST', url: '/auth/login', payload: { email: 'ghost@northbeam.example', password: GOOD_PASSWORD }, remoteAddress: '10.20.0.3' });
        expect(res.statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });

    it('doubles the wait at each further failure, and a success clears the count', async () => {
      const rows = () => h.app.ctx.db.selectFrom('login_attempts').selectAll().where('email', '=', 'staff@northbeam.example').where('source', '=', 'ip:10.20.0.1');
      await h.app.ctx.db.updateTable('login_attempts').set({ next_allowed_at: isoNow(-1000) }).where('email', '=', 'staff@northbeam.example').execute();
      expect((await from('10.20.0.1', 'staff@northbeam.example', 'wrong-password-123')).statusCode).toBe(401);
      const waiting = await from('10.20.0.1', 'staff@northbeam.example', GOOD_PASSWORD);
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(110);
      expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(120);
      await h.app.ctx.db.updateTable('login_attempts').set({ next_allowed_at: isoNow(-1000) }).where('email', '=', 'staff@northbeam.example').execute();
      expect((await from('10.20.0.1', 'staff@northbeam.example', GOOD_PASSWORD)).statusCode).toBe(200);
      expect(await rows().execute()).toEqual([]);
    });

    it('lets no more than 5 of 50 parallel wrong passwords from one address reach the password check', async () => {
      await addUser(h.app, 'target@northbeam.example', 'staff');
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => from('10.20.0.4', 'target@northbeam.example', `wrong-password-${i}`)),
      );
      const codes = answers.map((res) => res.statusCode);
      // 401 is only ever answered after the password was checked.
      expect(codes.filter((code) => code === 401)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(45);
      for (const res of answers.filter((r) => r.statusCode === 429)) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // That address waits, even with the right password; the owner elsewhere does not.
      expect((await from('10.20.0.4', 'target@northbeam.example', GOOD_PASSWORD)).statusCode).toBe(429);
      expect((await from('10.20.0.5', 'target@northbeam.example', GOOD_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('GET /auth/authenticate answers the signed-in user', async () => {
      const token = await login(h.app, 'admin@northbeam.example');
      const res = await h.app.inject({ method: 'GET', url: '/auth/authenticate', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        data: { user: { id: expect.any(Number), email: 'admin@northbeam.example', name: 'Ada Admin', role: 'admin', mustChangePassword: false, mfaEnabled: true, mfaEnrolmentRequired: false } },
      });
    });

    it('answers 401 without, with tampered, query-string, expired, idle and revoked tokens', async () => {
      const token = await login(h.app, 'admin@northbeam.example');
      const auth = (headers: Record<string, string>, url = '/auth/authenticate') => h.app.inject({ method: 'GET', url, headers });
      expect((await auth({})).statusCode).toBe(401);
      expect((await auth({ authorization: `Bearer ${token.slice(0, -2)}xx` })).statusCode).toBe(401);
      expect((await auth({ authorization: token })).statusCode).toBe(401);
      expect((await auth({ authorization: `Basic ${token}` })).statusCode).toBe(401);
      expect((await auth({}, `/auth/authenticate?token=${token}`)).statusCode).toBe(401);
      const res = await auth({});
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(expectCleanError(res).error).toBe('Please sign in');

      const expired = await login(h.app, 'admin@northbeam.example');
      await h.app.ctx.db.updateTable('sessions').set({ expires_at: isoNow(-1) }).where('token_hash', '=', hashToken(expired)).execute();
      expect((await auth(bearer(expired))).statusCode).toBe(401);

      const idle = await login(h.app, 'admin@northbeam.example');
      await h.app.ctx.db.updateTable('sessions').set({ last_seen_at: isoNow(-121 * 60_000) }).where('token_hash', '=', hashToken(idle)).execute();
      expect((await auth(bearer(idle))).statusCode).toBe(401);

      const active = await login(h.app, 'admin@northbeam.example');
      await h.app.ctx.db.updateTable('sessions').set({ last_seen_at: isoNow(-119 * 60_000) }).where('token_hash', '=', hashToken(active)).execute();
      expect((await auth(bearer(active))).statusCode).toBe(200);
      // Use renews the idle clock.
      const row = await h.app.ctx.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', hashToken(active)).executeTakeFirstOrThrow();
      expect(Date.parse(row.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);

      expect((await auth(bearer(token))).statusCode).toBe(200);
    });

    it('sets the absolute expiry from SESSION_ABSOLUTE_HOURS', async () => {
      const token = await login(h.app, 'admin@northbeam.example');
      const row = await h.app.ctx.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
      const hours = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 3_600_000;
      expect(hours).toBeCloseTo(12, 3);
    });

    it('POST /auth/logout revokes the token and answers Clear-Site-Data', async () => {
      const token = await login(h.app, 'admin@northbeam.example');
      const res = await h.app.inject({ method: 'POST', url: '/auth/logout', headers: { ...bearer(token), 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: null });
      expect(res.headers['clear-site-data']).toBe('"storage"');
      expect((await h.app.inject({ method: 'GET', url: '/auth/authenticate', headers: bearer(token) })).statusCode).toBe(401);
      // Signing out twice (or without a token) still signs the client out.
      const again = await h.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
      expect(again.statusCode).toBe(200);
      expect(again.headers['clear-site-data']).toBe('"storage"');
    });

    it('POST /auth/logout-all ends every session of the current user only', async () => {
      const a = await login(h.app, 'admin@northbeam.example');
      const b = await login(h.app, 'admin@northbeam.example');
      const other = await login(h.app, 'staff@northbeam.example');
      const res = await h.app.inject({ method: 'POST', url: '/auth/logout-all', headers: bearer(a) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['clear-site-data']).toBe('"storage"');
      for (const token of [a, b]) expect((await h.app.inject({ method: 'GET', url: '/auth/authenticate', headers: bearer(token) })).statusCode).toBe(401);
      expect((await h.app.inject({ method: 'GET', url: '/auth/authenticate', headers: bearer(other) })).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'POST', url: '/auth/logout-all' })).statusCode).toBe(401);
    });

    it('PATCH /auth/profile renames the signed-in user', async () => {
      const token = await login(h.app, 'staff@northbeam.example');
      const res = await h.app.inject({ method: 'PATCH', url: '/auth/profile', headers: bearer(token), payload: { name: '  Samantha Staff ' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ name: 'Samantha Staff', email: 'staff@northbeam.example', role: 'staff' });
      const bad = await h.app.inject({ method: 'PATCH', url: '/auth/profile', headers: bearer(token), payload: { name: '' } });
      expect(bad.statusCode).toBe(400);
      expect(expectCleanError(bad).issues?.[0]?.path).toBe('name');
      expect((await h.app.inject({ method: 'PATCH', url: '/auth/profile', payload: { name: 'x' } })).statusCode).toBe(401);
    });
  });

  describe('per-IP limit on login', () => {
    it('answers 429 with Retry-After past the limit, counted per client IP', async () => {
      const limited = await startHarness(kind, { rateLimits: { ...h.config.rateLimits, login: { max: 3, windowMs: 60_000 } } });
      try {
        const attempt = (ip: string) =>
          limited.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: ip, payload: { email: `x${ip}@northbeam.example`, password: 'wrong-password-1' } });
        for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
        const refused = await attempt('10.0.0.1');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(expectCleanError(refused).error).toMatch(/Too many requests/);
        expect((await attempt('10.0.0.2')).statusCode).toBe(401);
      } finally {
        await limited.close();
      }
    });
  });
});
