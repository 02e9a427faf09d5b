/**
 * Whatever the body, content type or query: never a 5xx, always the error shape on failure, and
 * nothing internal in the answer (fast-check generates the inputs).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/db.ts';
import { addUser, bearer, login, startHarness, type Harness } from './_app.ts';

const LEAK = /\bat \S+ \(|\.ts:\d|\bselect\b.*\bfrom\b|\binsert into\b|sqlite_|node_modules|\/work\//i;

describe.each(testDatabases)('hostile input on %s', (kind) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    await addUser(h.app, 'fuzz@northbeam.example', 'admin');
    token = await login(h.app, 'fuzz@northbeam.example');
  });
  afterAll(async () => h?.close());

  const jsonish = fc.oneof(
    fc.json(),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string(),
    fc.dictionary(fc.constantFrom('firstName', 'email', 'message', 'services', 'filters', 'password', 'token', '__proto__', 'constructor', 'website', 'q'), fc.jsonValue()).map((o) => JSON.stringify(o)),
  );

  const routes: Array<{ method: 'POST' | 'PATCH'; url: string; auth?: boolean }> = [
    { method: 'POST', url: '/api/form/submit/contact-us-form' },
    { method: 'POST', url: '/api/form/submit/get-started-form' },
    { method: 'POST', url: '/api/form/submit/careers-form' },
    { method: 'POST', url: '/auth/login' },
    { method: 'POST', url: '/auth/reset-password-email' },
    { method: 'POST', url: '/auth/reset-password' },
    { method: 'POST', url: '/api/form/type/contact-us', auth: true },
    { method: 'POST', url: '/auth/users', auth: true },
    { method: 'PATCH', url: '/auth/profile', auth: true },
  ];

  it('never answers 5xx or leaks internals, for any body and content type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        jsonish,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', ''),
        async (route, payload, contentType) => {
          const headers: Record<string, string> = route.auth ? bearer(token) : {};
          if (contentType) headers['content-type'] = contentType;
          const res = await h.app.inject({ method: route.method, url: route.url, payload, headers });
          expect(res.statusCode, `${route.url} ${contentType} ${payload.slice(0, 80)}`).toBeLessThan(500);
          expect(res.body).not.toMatch(LEAK);
          if (res.statusCode >= 400) expect(res.json()).toMatchObject({ status: 'error', error: expect.any(String) });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never answers 5xx for any query string or path id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.constantFrom('contact-us', 'careers', 'get-started', 'users'), async (query, id, table) => {
        const q = encodeURIComponent(query);
        const i = encodeURIComponent(id) || 'x';
        for (const url of [`/api/form/type/${table}?page=${q}&limit=${q}`, `/api/form/export/${table}?q=${q}&from=${q}`, `/api/form/single/${table}/${i}`, `/api/form/cv/${i}`]) {
          const res = await h.app.inject({ method: url.includes('/type/') ? 'POST' : 'GET', url, headers: bearer(token), payload: url.includes('/type/') ? { filters: { q: query } } : undefined });
          expect(res.statusCode, url).toBeLessThan(500);
          expect(res.body).not.toMatch(LEAK);
        }
      }),
      { numRuns: 150 },
    );
  });
});
