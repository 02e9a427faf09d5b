/**
 * A visitor form posted without script, at the server: refused from another site, held to the same
 * budget and honeypot as the API, and answered with the page, whose CSP still allows its
 * stylesheet. The form pages are found in the registry by their form block.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormOptions } from '../../../src/registry/form-options.ts';
import { inlineStyleHashes } from '../../../src/server/static-site.ts';
import { VISITOR_FORM_TEXTS } from '../../../src/forms/visitor-texts.ts';
import { formPage, pageRoutes, registry } from '../../helpers/registry-content.ts';
import { startHarness, type Harness } from '../_app.ts';
import { multipart, PDF } from '../_multipart.ts';

const getStarted = formPage('get-started').path;
const careers = formPage('careers').path;
const GOOD = { form: 'get-started', name: 'Pat Post', email: 'pat@example.com', company: 'Posted Ltd', budget: 'Not sure yet', timeline: 'Just exploring' };

let h: Harness;
beforeAll(async () => {
  h = await startHarness('sqlite', { distDir: process.env.TEST_DIST_DIR ?? '.test-dist', formOptions: loadFormOptions(), rateLimits: { login: { max: 100, windowMs: 60_000 }, resetEmail: { max: 100, windowMs: 60_000 }, formSubmit: { max: 4, windowMs: 60_000 } } });
});
afterAll(() => h?.close());

const encoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
  h.app.inject({ method: 'POST', url, remoteAddress: ip, payload: encoded(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers } });
const count = async (table: 'get_started_forms' | 'careers_forms') => (await (h.app.ctx.db as any).selectFrom(table).selectAll().execute()).length as number;

describe('a visitor form posted to its page', () => {
  it('is stored and answered with the page and its thank-you text, no script, under a CSP that still allows its stylesheet', async () => {
    const before = await count('get_started_forms');
    const res = await post(getStarted, GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(VISITOR_FORM_TEXTS['get-started'].done.title);
    expect(res.body).not.toMatch(/<script/i);
    const csp = String(res.headers['content-security-policy']);
    const styles = inlineStyleHashes(Buffer.from(res.body));
    expect(styles.length).toBeGreaterThan(0);
    for (const hash of styles) expect(csp).toContain(`'${hash}'`);
    expect(await count('get_started_forms')).toBe(before + 1);
  });

  it('shows what was sent back as text, never as markup', async () => {
    const res = await post(getStarted, { ...GOOD, email: 'x', name: '"><script>alert(1)</script>', message: '</textarea><img src=x onerror=alert(1)>' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/<script|<img src=x/i);
    expect(res.body).toContain('&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('accepts a multipart application with its CV, as the API does', async () => {
    const before = await count('careers_forms');
    const body = multipart({ form: 'careers', name: 'Mo Multipart', email: 'mo@example.com', phone: '555 0100', position: loadFormOptions().positions[0]! }, { cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: PDF } });
    const res = await h.app.inject({ method: 'POST', url: careers, remoteAddress: '10.0.0.2', payload: body.payload, headers: { ...body.headers, 'sec-fetch-site': 'same-origin' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(VISITOR_FORM_TEXTS.careers.done.title);
    expect(await count('careers_forms')).toBe(before + 1);
  });

  it('refuses a post made by another site’s page, by Sec-Fetch-Site or by Origin, and stores nothing', async () => {
    const before = await count('get_started_forms');
    expect((await post(getStarted, GOOD, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post(getStarted, GOOD, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    // An older browser sends no fetch metadata, but an Origin.
    const res = await h.app.inject({ method: 'POST', url: getStarted, remoteAddress: '10.0.0.3', payload: encoded(GOOD), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(await count('get_started_forms')).toBe(before);
    // Its own origin (the public URL) is fine without fetch metadata.
    const own = await h.app.inject({ method: 'POST', url: getStarted, remoteAddress: '10.0.0.3', payload: encoded(GOOD), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.config.publicUrl } });
    expect(own.statusCode).toBe(200);
  });

  it('answers a bot that filled the honeypot with the thank-you page and stores nothing', async () => {
    const before = await count('get_started_forms');
    const res = await post(getStarted, { ...GOOD, website: 'https://spam.example' }, {}, '10.0.0.4');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(VISITOR_FORM_TEXTS['get-started'].done.title);
    expect(await count('get_started_forms')).toBe(before);
  });

  it('shares the API’s budget per client and says so on the form, keeping what was typed', async () => {
    const ip = '10.0.0.9';
    for (let sent = 0; sent < 4; sent++) expect((await post(getStarted, GOOD, {}, ip)).statusCode).toBe(200);
    const api = await h.app.inject({ method: 'POST', url: '/api/form/submit/get-started-form', remoteAddress: ip, payload: GOOD });
    expect(api.statusCode).toBe(429);
    const res = await post(getStarted, { ...GOOD, name: 'Still Here' }, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toMatch(/Too many requests/);
    expect(res.body).toContain('value="Still Here"');
  });

  it('gets the 404 page on a page without that form', async () => {
    const plain = pageRoutes.find((route) => route.page && !registry.pages[route.page]?.sections.some((section) => section.type === 'form'))!;
    const res = await post(plain.path, GOOD, {}, '10.0.0.5');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect((await post(getStarted, { ...GOOD, form: 'careers' }, {}, '10.0.0.5')).statusCode).toBe(404);
  });
});
