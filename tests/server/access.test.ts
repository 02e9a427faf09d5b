/**
 * Access control, route by route. The list of routes comes from the app itself (an onRoute hook
 * in buildApp), so a route added later fails this test until it is classified here: public,
 * any signed-in user, or admins only. Each protected call answers 401 without a token (and with a
 * token in the query string), 403 for staff where only admins are allowed, and no answer to any
 * call ever carries a password hash, a session or reset token hash, or another user's token. A
 * session signed in with a generated password is refused (403) on every protected route but
 * checking itself, signing out and choosing its password.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../src/server/app.ts';
import { testDatabases } from '../helpers/db.ts';
import { serverClock } from '../helpers/mfa.ts';
import { addUser, bearer, login, startHarness, type Harness } from './_app.ts';
import { PDF, multipart } from './_multipart.ts';

type Access = 'public' | 'user' | 'admin';

/** Every route of the API, classified. Keys are "METHOD url-pattern". */
const ACCESS: Record<string, Access> = {
  'GET /healthz': 'public',
  'HEAD /healthz': 'public',
  'GET /readyz': 'public',
  'HEAD /readyz': 'public',
  'POST /auth/login': 'public',
  'POST /auth/login/mfa': 'public', // needs the challenge the password step answers (mfa.test.ts)
  'POST /auth/logout': 'public', // idempotent: signs out whatever the token's state
  'POST /auth/reset-password-email': 'public',
  'POST /auth/reset-password': 'public', // needs a reset token, or a session (see password-reset.test.ts)
  'POST /api/form/submit/contact-us-form': 'public',
  'POST /api/form/submit/get-started-form': 'public',
  'POST /api/form/submit/careers-form': 'public',
  'POST /auth/logout-all': 'user',
  'GET /auth/authenticate': 'user',
  'HEAD /auth/authenticate': 'user',
  'PATCH /auth/profile': 'user',
  'GET /api/form/single/:table/:id': 'user',
  'HEAD /api/form/single/:table/:id': 'user',
  'POST /api/form/type/:table': 'user',
  'GET /api/form/new': 'user',
  'HEAD /api/form/new': 'user',
  'GET /api/form/weekly': 'user',
  'HEAD /api/form/weekly': 'user',
  'GET /api/form/export/:table': 'user',
  'HEAD /api/form/export/:table': 'user',
  'GET /api/form/cv/:id': 'user',
  'HEAD /api/form/cv/:id': 'user',
  'POST /api/form/stage/:table': 'user',
  'POST /api/form/owner/:table/:id': 'user',
  'GET /api/form/activity/:table/:id': 'user',
  'HEAD /api/form/activity/:table/:id': 'user',
  'POST /api/form/notes/:table/:id': 'user',
  'GET /api/form/reply/:table/:id': 'user',
  'HEAD /api/form/reply/:table/:id': 'user',
  'POST /api/form/reply/:table/:id': 'user',
  'GET /api/form/owners': 'user',
  'HEAD /api/form/owners': 'user',
  'GET /auth/mfa': 'user',
  'HEAD /auth/mfa': 'user',
  'POST /auth/mfa/setup': 'user',
  'POST /auth/mfa/confirm': 'user',
  'POST /auth/mfa/recovery-codes': 'user',
  'POST /auth/mfa/disable': 'user',
  'POST /auth/step-up': 'user',
  'GET /auth/mfa/policy': 'admin',
  'HEAD /auth/mfa/policy': 'admin',
  'PUT /auth/mfa/policy': 'admin',
  'GET /auth/get-users': 'admin',
  'HEAD /auth/get-users': 'admin',
  'POST /auth/users': 'admin',
  'PATCH /auth/users/:id': 'admin',
  'DELETE /auth/users/:id': 'admin',
  'DELETE /api/form/delete/:table/:id': 'admin',
  'GET /api/audit': 'admin',
  'HEAD /api/audit': 'admin',
  'GET /api/audit/export': 'admin',
  'HEAD /api/audit/export': 'admin',
  'GET /api/audit/verify': 'admin',
  'HEAD /api/audit/verify': 'admin',
};

/**
 * The calls the audit trail does not record: checking one's own session, the overview's counts
 * (every dashboard screen asks for them, for its navigation) and the chain check (it reads only
 * hashes). Every other call that gets through leaves an entry naming its actor.
 */
// Also not: reads that belong to a screen already recorded (an opened item's notes, history and
// reply draft) and counts every screen asks for (the owner choices, the weekly chart).
const NOT_AUDITED = /^(GET|HEAD) \/auth\/(authenticate|mfa|mfa\/policy)$|^(GET|HEAD) \/api\/form\/(new|owners|weekly|activity\/:table\/:id|reply\/:table\/:id)$|^(GET|HEAD) \/api\/audit\/verify$/;

/**
 * What a session that must set up two-step sign-in first may still do: check itself, sign out,
 * and the set-up (with the step-up it may need); every other protected route answers 403
 * `mfa_enrolment_required`.
 */
const ENROLMENT_OPEN = /^(GET|HEAD) \/auth\/(authenticate|mfa)$|^POST \/auth\/(logout-all|mfa\/setup|mfa\/confirm|step-up)$/;

/** Routes that want the session's last proof within 10 minutes (403 `step_up_required` after). */
const STEP_UP = [
  'GET /api/form/export/:table',
  'HEAD /api/form/export/:table',
  'GET /api/form/cv/:id',
  'HEAD /api/form/cv/:id',
  'DELETE /api/form/delete/:table/:id',
  'POST /auth/users',
  'PATCH /auth/users/:id',
  'DELETE /auth/users/:id',
  'POST /auth/mfa/setup',
  'POST /auth/mfa/confirm',
  'POST /auth/mfa/recovery-codes',
  'PUT /auth/mfa/policy',
  'GET /api/audit/export',
  'HEAD /api/audit/export',
];

/** Catch-alls that only answer 404 (JSON) and CORS preflight. */
const CATCH_ALL = /^(OPTIONS \*|(GET|HEAD|POST|PUT|PATCH|DELETE) \/(auth|api)\/\*)$/;

describe.each(testDatabases)('access control on %s', (kind) => {
  let h: Harness;
  let adminToken: string;
  let staffToken: string;
  let otherToken: string;
  let victimId: number;
  let contactId: number;
  let cvId: number;
  const tokens: string[] = [];

  beforeAll(async () => {
    h = await startHarness(kind);
    await addUser(h.app, 'boss@northbeam.example', 'admin');
    await addUser(h.app, 'worker@northbeam.example', 'staff');
    victimId = Number((await addUser(h.app, 'victim@northbeam.example', 'staff')).id);
    adminToken = await login(h.app, 'boss@northbeam.example');
    staffToken = await login(h.app, 'worker@northbeam.example');
    otherToken = await login(h.app, 'victim@northbeam.example');
    tokens.push(adminToken, staffToken, otherToken);
    // A pending reset link for the victim, so its hash exists to be leaked (it must not be).
    await h.app.inject({ method: 'POST', url: '/auth/reset-password-email', payload: { email: 'victim@northbeam.example' } });
    const contact = await h.app.inject({
      method: 'POST',
      url: '/api/form/submit/contact-us-form',
      payload: { firstName: 'A', lastName: 'B', email: 'a@b.example', companyName: 'C', message: 'M', industry: '' },
    });
    contactId = Number(contact.json().data.id);
    const cv = multipart(
      { name: 'Ada Lovelace', email: 'ada@engine.example', phone: '+44 20 7946 0000', position: 'Cloud Engineer', profileUrl: 'https://www.linkedin.com/in/ada', coverMessage: 'I like engines.', website: '' },
      { cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: PDF } },
    );
    const careers = await h.app.inject({ method: 'POST', url: '/api/form/submit/careers-form', payload: cv.payload, headers: cv.headers });
    expect(careers.statusCode, careers.body).toBe(201);
    cvId = Number(careers.json().data.id);
  });
  afterAll(async () => h?.close());

  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('knows every registered route (a new one must be classified here)', () => {
    const routes = registeredRoutes(h.app).map(key);
    const unknown = routes.filter((r) => !(r in ACCESS) && !CATCH_ALL.test(r));
    expect(unknown).toEqual([]);
    const gone = Object.keys(ACCESS).filter((r) => !routes.includes(r));
    expect(gone).toEqual([]);
  });

  function concrete(url: string): string {
    return url
      .replace(':table/:id', `contact-us/${contactId}`)
      .replace('/cv/:id', `/cv/${cvId}`)
      .replace('/users/:id', `/users/${victimId}`)
      .replace(':table', 'contact-us');
  }

  /** A harmless valid-looking body for each write, so a 401/403 is about access, not input. */
  function body(method: string, url: string): object | undefined {
    if (url === '/auth/profile') return { name: 'Renamed' };
    if (url === '/auth/users') return { email: `new-${Math.random().toString(36).slice(2)}@northbeam.example`, name: 'New', role: 'staff' };
    if (url.startsWith('/auth/users/')) return { name: 'Changed' };
    if (url.startsWith('/api/form/type/')) return { filters: {} };
    if (url.startsWith('/api/form/stage/')) return { ids: [contactId], stage: 'in_progress' };
    if (url.startsWith('/api/form/owner/')) return { ownerId: null };
    if (url.startsWith('/api/form/notes/')) return { text: 'A note' };
    if (url.startsWith('/api/form/reply/') && method === 'POST') return { subject: 'Re: your enquiry', body: 'Thank you.' };
    if (url === '/auth/mfa/policy') return { requiredForStaff: false };
    return method === 'POST' || method === 'PATCH' ? {} : undefined;
  }

  const protectedRoutes = () => registeredRoutes(h.app).filter((r) => ACCESS[key(r)] === 'user' || ACCESS[key(r)] === 'admin');

  it('answers 401 without a token, with a made-up one, and with the token in the query string', async () => {
    const checked: string[] = [];
    for (const route of protectedRoutes()) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      for (const attempt of [
        { url, headers: {} },
        { url, headers: { authorization: `Bearer ${'A'.repeat(43)}` } },
        { url, headers: { authorization: `Basic ${Buffer.from('boss@northbeam.example:x').toString('base64')}` } },
        { url: `${url}${url.includes('?') ? '&' : '?'}token=${adminToken}&access_token=${adminToken}`, headers: {} },
      ]) {
        const res = await h.app.inject({ method, url: attempt.url, headers: attempt.headers, payload: body(method, route.url) });
        expect(res.statusCode, `${method} ${attempt.url}`).toBe(401);
        if (route.method !== 'HEAD') expect(res.json()).toMatchObject({ status: 'error' });
      }
      checked.push(key(route));
    }
    expect(checked.length).toBe(Object.values(ACCESS).filter((a) => a !== 'public').length);
  });

  it('answers 403 to staff on every admin-only route, and changes nothing', async () => {
    const adminRoutes = registeredRoutes(h.app).filter((r) => ACCESS[key(r)] === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of adminRoutes) {
      const res = await h.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer(staffToken), payload: body(route.method, route.url) });
      expect(res.statusCode, key(route)).toBe(403);
    }
    // Nothing happened: the victim and the enquiry are still there, unchanged.
    const victim = await h.app.ctx.db.selectFrom('users').selectAll().where('id', '=', victimId).executeTakeFirstOrThrow();
    expect(victim.name).toBe('Test User');
    expect(await h.app.ctx.db.selectFrom('contact_us_forms').select('id').where('id', '=', contactId).executeTakeFirst()).toBeTruthy();
  });

  it('lets a session signed in with a generated password do nothing but choose its password', async () => {
    const created = await h.app.inject({ method: 'POST', url: '/auth/users', headers: bearer(adminToken), payload: { email: 'newcomer@northbeam.example', name: 'Newcomer', role: 'admin' } });
    const newcomer = await login(h.app, 'newcomer@northbeam.example', created.json().data.oneTimePassword);
    // Checking the session, signing out and the password change (password-reset.test.ts) stay open.
    const open = /^(GET|HEAD) \/auth\/authenticate$|^POST \/auth\/logout-all$/;
    const refused: string[] = [];
    for (const route of protectedRoutes()) {
      if (open.test(key(route))) continue;
      const res = await h.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer(newcomer), payload: body(route.method, route.url) });
      expect(res.statusCode, key(route)).toBe(403);
      if (route.method !== 'HEAD') expect(res.json(), key(route)).toMatchObject({ code: 'must_change_password' });
      refused.push(key(route));
    }
    expect(refused.length).toBe(Object.values(ACCESS).filter((a) => a !== 'public').length - 3);
    expect((await h.app.inject({ url: '/auth/authenticate', headers: bearer(newcomer) })).statusCode).toBe(200);
  });

  it('lets staff and admins through where they belong, and records each call in the audit trail under its actor', async () => {
    const audited: string[] = [];
    for (const route of protectedRoutes()) {
      if (/logout|DELETE|PATCH|POST \/auth\/(users|mfa|step-up)|PUT/.test(key(route))) continue; // side effects and bodies tested elsewhere (mfa.test.ts)
      const admin = ACCESS[key(route)] === 'admin';
      const token = admin ? adminToken : staffToken;
      const before = await h.app.ctx.db.selectFrom('audit_head').select('last_id').executeTakeFirstOrThrow();
      const res = await h.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer(token), payload: body(route.method, route.url) });
      expect(res.statusCode, key(route)).toBeLessThan(300);
      const entries = await h.app.ctx.db.selectFrom('audit_log').selectAll().where('id', '>', before.last_id).execute();
      if (NOT_AUDITED.test(key(route))) continue;
      expect(entries.map((entry) => entry.actor_email), key(route)).toEqual([admin ? 'boss@northbeam.example' : 'worker@northbeam.example']);
      audited.push(key(route));
    }
    expect(audited.length).toBeGreaterThanOrEqual(10);
  });

  it('lets an admin without two-step sign-in do nothing but set it up', async () => {
    await addUser(h.app, 'unenrolled@northbeam.example', 'admin', undefined, 'Not Yet', { mfa: false });
    const token = await login(h.app, 'unenrolled@northbeam.example');
    const refused: string[] = [];
    for (const route of protectedRoutes()) {
      if (ENROLMENT_OPEN.test(key(route))) continue;
      const res = await h.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer(token), payload: body(route.method, route.url) });
      expect(res.statusCode, key(route)).toBe(403);
      if (route.method !== 'HEAD') expect(res.json(), key(route)).toMatchObject({ code: 'mfa_enrolment_required' });
      refused.push(key(route));
    }
    expect(refused.length).toBeGreaterThan(15);
    expect((await h.app.inject({ url: '/auth/authenticate', headers: bearer(token) })).json().data.user).toMatchObject({ mfaEnrolmentRequired: true, mfaEnabled: false });
    expect((await h.app.inject({ method: 'POST', url: '/auth/mfa/setup', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('asks for a step-up on exports, downloads, deletes and account changes once the sign-in is 10 minutes old', async () => {
    await addUser(h.app, 'stale@northbeam.example', 'admin');
    const token = await login(h.app, 'stale@northbeam.example');
    serverClock(h.app).advance(10 * 60_000 + 1000);
    const asked: string[] = [];
    for (const route of protectedRoutes()) {
      if (/logout/.test(key(route))) continue;
      const res = await h.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer(token), payload: body(route.method, route.url) });
      if (STEP_UP.includes(key(route))) {
        expect(res.statusCode, key(route)).toBe(403);
        if (route.method !== 'HEAD') expect(res.json(), key(route)).toMatchObject({ code: 'step_up_required', error: "Please confirm it's you to do this" });
        asked.push(key(route));
      } else if (route.method !== 'HEAD') {
        expect(res.json()?.code, key(route)).not.toBe('step_up_required');
      }
    }
    expect(asked.sort()).toEqual([...STEP_UP].sort());
  });

  it("never puts a password hash, token hash or another user's token in any answer", async () => {
    const secrets = new Set<string>();
    for (const u of await h.app.ctx.db.selectFrom('users').select('password_hash').execute()) secrets.add(u.password_hash);
    for (const s of await h.app.ctx.db.selectFrom('sessions').select('token_hash').execute()) secrets.add(s.token_hash);
    for (const r of await h.app.ctx.db.selectFrom('password_resets').select('token_hash').execute()) secrets.add(r.token_hash);
    expect(secrets.size).toBeGreaterThanOrEqual(7);
    const pieces = [...secrets].flatMap((s) => [s, s.slice(0, 24)]);
    let answers = 0;
    for (const route of registeredRoutes(h.app)) {
      if (!(key(route) in ACCESS) || /logout|DELETE/.test(key(route))) continue;
      for (const [who, token] of [['admin', adminToken], ['staff', staffToken], ['nobody', undefined]] as const) {
        const res = await h.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: token ? bearer(token) : {}, payload: body(route.method, route.url) });
        answers++;
        const text = res.body + JSON.stringify(res.headers);
        for (const piece of pieces) expect(text.includes(piece), `${who} ${key(route)} leaks a stored secret`).toBe(false);
        for (const other of tokens) if (other !== token) expect(text.includes(other), `${who} ${key(route)} leaks another user's token`).toBe(false);
        expect(text).not.toMatch(/password_?hash|token_?hash|\$scrypt|scrypt\$/i);
      }
    }
    expect(answers).toBeGreaterThan(50);
    expect(createHash('sha256').update(otherToken).digest('hex')).toHaveLength(64);
  });
});
