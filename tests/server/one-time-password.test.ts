/**
 * Generated passwords are one-time: the password POST /auth/users answers and the first admin's
 * work for 24 hours and only to choose the account's own password; the first admin's reaches a
 * person's terminal, or a file only the server's user can read, never the JSON log; production
 * creates no admin by itself.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ADMIN_HINT, firstStart } from '../../src/server/bootstrap.ts';
import { isoNow } from '../../src/server/db/time.ts';
import { testDatabases } from '../helpers/db.ts';
import { GOOD_PASSWORD, addUser, bearer, expectCleanError, login, startHarness, type Harness } from './_app.ts';

const NEW_PASSWORD = 'my-Own-chosen-passphrase-9';

describe.each(testDatabases)('one-time passwords on %s', (kind) => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    await addUser(h.app, 'boss@northbeam.example', 'admin');
    admin = await login(h.app, 'boss@northbeam.example');
  });
  afterAll(async () => h?.close());

  const addStaff = async (email: string) => {
    const res = await h.app.inject({ method: 'POST', url: '/auth/users', headers: bearer(admin), payload: { email, name: 'New Person', role: 'staff' } });
    expect(res.statusCode).toBe(201);
    return res.json().data.oneTimePassword as string;
  };
  const signIn = (email: string, password: string) => h.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

  it('a session signed in with a generated password may only choose its own', async () => {
    const generated = await addStaff('fresh@northbeam.example');
    const first = await signIn('fresh@northbeam.example', generated);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.userDetails.mustChangePassword).toBe(true);
    const token = first.json().data.token as string;

    const me = await h.app.inject({ url: '/auth/authenticate', headers: bearer(token) });
    expect(me.json().data.user).toMatchObject({ email: 'fresh@northbeam.example', mustChangePassword: true });
    for (const [method, url] of [['GET', '/api/form/new'], ['PATCH', '/auth/profile'], ['POST', '/api/form/type/contact-us']] as const) {
      const refused = await h.app.inject({ method, url, headers: bearer(token), payload: {} });
      expect(refused.statusCode, url).toBe(403);
      expect(expectCleanError(refused)).toEqual({ status: 'error', error: 'Please choose your own password first', code: 'must_change_password' });
    }

    const change = await h.app.inject({ method: 'POST', url: '/auth/reset-password', headers: bearer(token), payload: { currentPassword: generated, password: NEW_PASSWORD } });
    expect(change.statusCode).toBe(200);
    // The same session goes on, now with everything a staff account may do.
    expect((await h.app.inject({ url: '/api/form/new', headers: bearer(token) })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/auth/authenticate', headers: bearer(token) })).json().data.user.mustChangePassword).toBe(false);
    expect((await signIn('fresh@northbeam.example', generated)).statusCode).toBe(401);
    const again = await signIn('fresh@northbeam.example', NEW_PASSWORD);
    expect(again.json().data.userDetails.mustChangePassword).toBe(false);
  });

  it('refuses a generated password after 24 hours, like a wrong one', async () => {
    const generated = await addStaff('late@northbeam.example');
    const row = await h.app.ctx.db.selectFrom('users').select('password_expires_at').where('email', '=', 'late@northbeam.example').executeTakeFirstOrThrow();
    const left = Date.parse(row.password_expires_at!) - Date.now();
    expect(left).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(left).toBeLessThanOrEqual(24 * 3_600_000);
    await h.app.ctx.db.updateTable('users').set({ password_expires_at: isoNow(-1000) }).where('email', '=', 'late@northbeam.example').execute();
    const refused = await signIn('late@northbeam.example', generated);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: 'error', error: 'Invalid email or password' });
  });

  it('a password the admin typed is the account\'s own: no change asked, no expiry', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/auth/users', headers: bearer(admin), payload: { email: 'typed@northbeam.example', name: 'Typed', role: 'staff', password: GOOD_PASSWORD } });
    expect(res.statusCode).toBe(201);
    expect((await signIn('typed@northbeam.example', GOOD_PASSWORD)).json().data.userDetails.mustChangePassword).toBe(false);
  });
});

describe.each(testDatabases)('the first start on %s', (kind) => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'first-admin-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function start(overrides: { production?: boolean; isTTY: boolean }) {
    const file = join(dir, `${Math.random().toString(36).slice(2)}`, 'first-admin-password.txt');
    const h = await startHarness(kind, { adminEmail: 'first@northbeam.example', firstAdminPasswordFile: file, production: overrides.production ?? false });
    const lines: string[] = [];
    const written: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    await firstStart(h.app.ctx, { isTTY: overrides.isTTY, write: (text) => void written.push(text), log });
    return { h, file, log: lines.join(''), written: written.join('') };
  }

  it('not at a terminal: writes the password to a 0600 file and logs only its path', async () => {
    const { h, file, log, written } = await start({ isTTY: false });
    try {
      expect(written).toBe('');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = /password: (\S+)/.exec(readFileSync(file, 'utf8'))![1]!;
      expect(JSON.parse(log.trim().split('\n').at(-1)!)).toMatchObject({ file });
      expect(log).not.toContain(password);
      const first = await h.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'first@northbeam.example', password } });
      expect(first.json().data.userDetails).toMatchObject({ role: 'admin', mustChangePassword: true });
    } finally {
      await h.close();
    }
  });

  it('at a terminal: shows the password there, writes no file', async () => {
    const { h, file, log, written } = await start({ isTTY: true });
    try {
      expect(written).toMatch(/password: \S{20,}/);
      expect(existsSync(file)).toBe(false);
      expect(log).toBe('');
    } finally {
      await h.close();
    }
  });

  it('in production: creates no admin and says how to create one', async () => {
    const { h, file, log, written } = await start({ isTTY: true, production: true });
    try {
      expect(written).toBe('');
      expect(existsSync(file)).toBe(false);
      expect(await h.app.ctx.db.selectFrom('users').selectAll().execute()).toEqual([]);
      expect(JSON.parse(log).msg).toContain(CREATE_ADMIN_HINT);
    } finally {
      await h.close();
    }
  });
});
