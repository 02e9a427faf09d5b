import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/db.ts';
import { addUser, login, startHarness, type Harness } from './_app.ts';

describe.each(testDatabases)('smoke (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('health + login', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'success', data: { db: 'ok' } });
    await addUser(h.app, 'a@northbeam.example', 'admin');
    const token = await login(h.app, 'A@northbeam.example');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
