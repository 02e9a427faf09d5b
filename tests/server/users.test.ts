/** Account management for admins: list, add, change, remove; the last-admin rule. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/db.ts';
import { GOOD_PASSWORD, addUser, bearer, expectCleanError, login, startHarness, type Harness } from './_app.ts';

describe.each(testDatabases)('user management on %s', (kind) => {
  let h: Harness;
  let admin: string;
  let staff: string;
  let adminId: number;
  beforeAll(async () => {
    h = await startHarness(kind);
    adminId = (await addUser(h.app, 'boss@northbeam.example', 'admin', GOOD_PASSWORD, 'Boss')).id;
    await addUser(h.app, 'worker@northbeam.example', 'staff', GOOD_PASSWORD, 'Worker');
    admin = await login(h.app, 'boss@northbeam.example');
    staff = await login(h.app, 'worker@northbeam.example');
  });
  afterAll(async () => h?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    h.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

  it('GET /auth/get-users lists accounts for admins, never their hashes', async () => {
    const res = await call('GET', '/auth/get-users', admin);
    expect(res.statusCode).toBe(200);
    const { users } = res.json().data;
    expect(users.length).toBeGreaterThanOrEqual(2);
    expect(users[0]).toEqual({
      id: adminId,
      email: 'boss@northbeam.example',
      name: 'Boss',
      role: 'admin',
      disabled: false,
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/scrypt|password/i);
  });

  it('answers 401 without a token and 403 for staff on every admin call', async () => {
    const calls: Array<[method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object]> = [
      ['GET', '/auth/get-users'],
      ['POST', '/auth/users', { email: 'n@northbeam.example', name: 'N', role: 'staff' }],
      ['PATCH', `/auth/users/${adminId}`, { role: 'staff' }],
      ['DELETE', `/auth/users/${adminId}`],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, staff, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(expectCleanError(refused).error).toBe('Only an admin can do this');
    }
  });

  it('POST /auth/users with a password creates the account', async () => {
    const res = await call('POST', '/auth/users', admin, { email: 'New.Person@Northbeam.example', name: 'New Person', role: 'staff', password: 'a-good-Long-passphrase-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: 'success',
      data: { user: expect.objectContaining({ email: 'new.person@northbeam.example', name: 'New Person', role: 'staff', disabled: false, lastLoginAt: null }) },
    });
    expect(await login(h.app, 'new.person@northbeam.example', 'a-good-Long-passphrase-1')).toBeTruthy();
  });

  it('POST /auth/users without a password returns a one-time password, once', async () => {
    const res = await call('POST', '/auth/users', admin, { email: 'temp@northbeam.example', name: 'Temp', role: 'admin' });
    expect(res.statusCode).toBe(201);
    const { oneTimePassword, user } = res.json().data;
    expect(oneTimePassword).toMatch(/^\S{20,}$/);
    expect(user.role).toBe('admin');
    expect(await login(h.app, 'temp@northbeam.example', oneTimePassword)).toBeTruthy();
    const list = await call('GET', '/auth/get-users', admin);
    expect(list.body).not.toContain(oneTimePassword);
  });

  it('refuses duplicates (whatever the case), bad fields and weak passwords', async () => {
    const dup = await call('POST', '/auth/users', admin, { email: 'WORKER@northbeam.example', name: 'Dup', role: 'staff' });
    expect(dup.statusCode).toBe(409);
    expect(expectCleanError(dup).error).toMatch(/already exists/);
    const bad = await call('POST', '/auth/users', admin, { email: 'not-an-email', name: '', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(expectCleanError(bad).issues?.map((i) => i.path).sort()).toEqual(['email', 'name', 'role']);
    const weak = await call('POST', '/auth/users', admin, { email: 'weak@northbeam.example', name: 'Weak', role: 'staff', password: 'letmein12345' });
    expect(weak.statusCode).toBe(400);
    expect(expectCleanError(weak).issues?.[0]?.path).toBe('password');
  });

  it('PATCH /auth/users/:id changes name, role and disabled; disabling signs the user out', async () => {
    const created = await call('POST', '/auth/users', admin, { email: 'patch@northbeam.example', name: 'Patch', role: 'staff', password: GOOD_PASSWORD });
    const id = created.json().data.user.id as number;
    const session = await login(h.app, 'patch@northbeam.example');
    const renamed = await call('PATCH', `/auth/users/${id}`, admin, { name: 'Patched', role: 'admin' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.user).toMatchObject({ id, name: 'Patched', role: 'admin', disabled: false });
    const disabled = await call('PATCH', `/auth/users/${id}`, admin, { disabled: true });
    expect(disabled.json().data.user.disabled).toBe(true);
    expect((await call('GET', '/auth/authenticate', session)).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'patch@northbeam.example', password: GOOD_PASSWORD } })).statusCode).toBe(401);
    const enabled = await call('PATCH', `/auth/users/${id}`, admin, { disabled: false });
    expect(enabled.json().data.user.disabled).toBe(false);
    expect((await call('PATCH', `/auth/users/${id}`, admin, {})).statusCode).toBe(400);
    expect((await call('PATCH', `/auth/users/${id}`, admin, { disabled: 'yes' })).statusCode).toBe(400);
    expect((await call('PATCH', '/auth/users/999999', admin, { name: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', '/auth/users/abc', admin, { name: 'x' })).statusCode).toBe(404);
  });

  it('never leaves the site without an active admin', async () => {
    const solo = await startHarness(kind);
    try {
      const only = await addUser(solo.app, 'only@northbeam.example', 'admin');
      const token = await login(solo.app, 'only@northbeam.example');
      const as = (method: 'PATCH' | 'DELETE', url: string, payload?: object) => solo.app.inject({ method, url, headers: bearer(token), payload });
      for (const change of [{ role: 'staff' }, { disabled: true }]) {
        const res = await as('PATCH', `/auth/users/${only.id}`, change);
        expect(res.statusCode).toBe(409);
        expect(expectCleanError(res).error).toBe('There must be at least one active admin');
      }
      const self = await as('DELETE', `/auth/users/${only.id}`);
      expect(self.statusCode).toBe(409);
      expect(expectCleanError(self).error).toBe('You cannot delete your own account');
      // With a second admin, the first may step down.
      const second = await addUser(solo.app, 'second@northbeam.example', 'admin');
      expect((await as('PATCH', `/auth/users/${second.id}`, { disabled: true })).statusCode).toBe(200);
      expect((await as('PATCH', `/auth/users/${only.id}`, { role: 'staff' })).statusCode).toBe(409);
      expect((await as('PATCH', `/auth/users/${second.id}`, { disabled: false })).statusCode).toBe(200);
      expect((await as('PATCH', `/auth/users/${only.id}`, { role: 'staff' })).statusCode).toBe(200);
    } finally {
      await solo.close();
    }
  });

  it('DELETE /auth/users/:id removes the account and its sessions', async () => {
    const created = await call('POST', '/auth/users', admin, { email: 'bye@northbeam.example', name: 'Bye', role: 'staff', password: GOOD_PASSWORD });
    const id = created.json().data.user.id as number;
    const session = await login(h.app, 'bye@northbeam.example');
    const res = await call('DELETE', `/auth/users/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { id } });
    expect((await call('GET', '/auth/authenticate', session)).statusCode).toBe(401);
    expect((await call('DELETE', `/auth/users/${id}`, admin)).statusCode).toBe(404);
  });
});
