/**
 * Cross-site posts refused: the public calls that change something (visitor forms, sign-in, the
 * reset calls) carry no cookie, so another site's page could make its visitors send them. Posts
 * that the browser marks as coming from another site are refused before anything is read; the
 * site's own pages, a separately hosted site named in API_ORIGIN, and clients without fetch
 * metadata (old browsers, scripts) are served as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED } from '../../src/server/security/same-origin.ts';
import { testDatabases } from '../helpers/db.ts';
import { FORM_OPTIONS, PUBLIC_URL, addUser, expectCleanError, startHarness, type Harness } from './_app.ts';
import { PDF, multipart } from './_multipart.ts';

const SITE = 'https://site.northbeam.example';

type Call = { url: string; payload: string | Buffer | object; headers?: Record<string, string>; status: number };

function calls(): Record<string, Call> {
  const application = multipart(
    { name: 'Ada Lovelace', email: 'ada@engine.example', phone: '+44 20 7946 0000', position: FORM_OPTIONS.positions[0]! },
    { cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: PDF } },
  );
  return {
    contact: { url: '/api/form/submit/contact-us-form', payload: { firstName: 'Ana', lastName: 'B', email: 'ana@example.com', companyName: 'C', message: 'Hi' }, status: 201 },
    'get started': { url: '/api/form/submit/get-started-form', payload: { name: 'Ana', email: 'ana@example.com', company: 'C', budget: 'Not sure yet', timeline: 'Just exploring' }, status: 201 },
    application: { url: '/api/form/submit/careers-form', payload: application.payload, headers: application.headers, status: 201 },
    'sign-in': { url: '/auth/login', payload: { email: 'owner@northbeam.example', password: 'not-the-password' }, status: 401 },
    'reset e-mail': { url: '/auth/reset-password-email', payload: { email: 'owner@northbeam.example' }, status: 200 },
    // As the browser sends it (spec: without the JSON content type), the form another site's page can post without a preflight.
    'reset e-mail as text/plain': { url: '/auth/reset-password-email', payload: JSON.stringify({ email: 'owner@northbeam.example' }), headers: { 'content-type': 'text/plain;charset=UTF-8' }, status: 200 },
    'reset with a link': { url: '/auth/reset-password', payload: { token: 'x'.repeat(43), password: 'a-Brand-new-passphrase-9' }, status: 400 },
  };
}

describe.each(testDatabases)('cross-site posts on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { apiOrigins: [SITE] });
    await addUser(h.app, 'owner@northbeam.example');
  });
  afterAll(async () => h?.close());

  const send = (call: Call, headers: Record<string, string>) =>
    h.app.inject({ method: 'POST', url: call.url, payload: call.payload as object, headers: { ...call.headers, ...headers } });

  const mails = async () => Number((await h.app.ctx.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it.each(Object.entries(calls()))('%s: refused when another site’s page sends it, nothing stored or mailed', async (_name, call) => {
    const before = await mails();
    const foreign: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: 'null' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      const res = await send(call, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(expectCleanError(res).error).toBe(CROSS_SITE_REFUSED);
    }
    expect(await mails()).toBe(before);
  });

  it.each(Object.entries(calls()))('%s: served from the site’s own pages, API_ORIGIN’s, and clients that send no fetch metadata', async (_name, call) => {
    const own: Array<Record<string, string>> = [{ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'same-origin' }, { origin: SITE, 'sec-fetch-site': 'cross-site' }, {}];
    for (const headers of own) {
      const res = await send(call, headers);
      expect(res.statusCode, `${JSON.stringify(headers)} ${res.body}`).toBe(call.status);
    }
  });
});
