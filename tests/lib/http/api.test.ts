import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { installLocalStorage, startTinyServer } from './_server.ts';

// The calls use the configured origin (__API_ORIGIN__, set by the build); point it at the tiny server.
const server = await startTinyServer();
(globalThis as { __API_ORIGIN__?: string }).__API_ORIGIN__ = server.url;
const storage = installLocalStorage();
const api = await import('../../../src/lib/http/api.ts');
const staffApi = await import('../../../src/lib/http/staff-api.ts');

afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  storage.clear();
  storage.set('token', 'tok-9');
});

describe('the auth and submit calls (spec §7 paths)', () => {
  it('login posts {email, password} to /auth/login', async () => {
    server.json(200, { status: 'success', data: { token: 't', userDetails: { role: 'admin' } } });
    const answer = await api.login('a@b.c', 'pw');
    expect(answer.data?.userDetails?.role).toBe('admin');
    const [seen] = server.seen;
    expect([seen!.method, seen!.url]).toEqual(['POST', '/auth/login']);
    expect(JSON.parse(seen!.body.toString())).toEqual({ email: 'a@b.c', password: 'pw' });
    expect(seen!.headers['content-type']).toBe('application/json');
  });

  it('reset-password-email: no JSON content type and no Bearer header', async () => {
    server.json(200, { message: 'sent' });
    expect((await api.resetPasswordEmail('a@b.c')).message).toBe('sent');
    const [seen] = server.seen;
    expect(seen!.url).toBe('/auth/reset-password-email');
    expect(seen!.headers['content-type']).not.toMatch(/json/);
    expect(seen!.headers.authorization).toBeUndefined();
  });

  it('every other call sends the Bearer token', async () => {
    server.json(200, { status: 'success', data: { user: { id: 1, email: 'a@b.c', name: 'A', role: 'staff' } } });
    await staffApi.logout();
    await staffApi.authenticate();
    await api.resetPassword('x'.repeat(20), 'a-long-password-1');
    await api.submitForm('contact-us', { firstName: 'A' });
    expect(server.seen.map((seen) => [seen.method, seen.url, seen.headers.authorization])).toEqual([
      ['POST', '/auth/logout', 'Bearer tok-9'],
      ['GET', '/auth/authenticate', 'Bearer tok-9'],
      ['POST', '/auth/reset-password', 'Bearer tok-9'],
      ['POST', '/api/form/submit/contact-us-form', 'Bearer tok-9'],
    ]);
  });

  it('submitForm sends the job application as multipart', async () => {
    server.json(201, { status: 'success', data: { id: 3 } });
    const form = new FormData();
    form.append('name', 'Ada');
    expect((await api.submitForm('careers', form)).data.id).toBe(3);
    expect(server.seen[0]!.url).toBe('/api/form/submit/careers-form');
    expect(server.seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data/);
  });
});
