import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startHarness, type Harness } from './_app.ts';

// The global setup's production build, served by the real app.
let harness: Harness;
let app: FastifyInstance;
beforeAll(async () => {
  harness = await startHarness('sqlite', { distDir: '.test-dist' });
  app = harness.app;
});
afterAll(() => harness?.close());

const manifest = JSON.parse(readFileSync('.test-dist/build-manifest.json', 'utf8')) as { routes: { path: string; chunks: string[] }[] };

describe('serving the built site', () => {
  it('answers each route with its prerendered HTML, revalidated on every visit', async () => {
    for (const path of ['/', '/about-us', '/industries/healthcare', '/login']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('sends the brotli or gzip copy the browser accepts', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
  });

  it('caches hashed assets for a year, immutably', async () => {
    const chunk = manifest.routes.find((route) => route.path === '/')!.chunks[0]!;
    const res = await app.inject({ url: chunk, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await app.inject({ url: '/about-us' });
    const again = await app.inject({ url: '/about-us', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the 404 page with status 404 for any other path', async () => {
    for (const path of ['/nope', '/industries/nope', '/assets/missing.js', '/.env', '/build-manifest.json', '/..%2fpackage.json']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Page Not Found');
    }
  });

  it('refuses a malformed URL plainly', async () => {
    const res = await app.inject({ url: '/%E0%A4%A' });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/at \S+ \(|node_modules|\/work\//);
  });

  it('serves the app shell for any /dashboard path (the browser decides)', async () => {
    const res = await app.inject({ url: '/dashboard/contact-us-form?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('role="status"');
  });

  it('redirects registry redirects and trailing slashes permanently, keeping the query', async () => {
    const redirect = await app.inject({ url: '/oracle-cloud?ref=x' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/oracle-cloud/oracle-consulting?ref=x');
    const slash = await app.inject({ url: '/about-us/' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/about-us');
  });

  it('answers HEAD like GET without a body, and keeps the API apart', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/careers' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const api = await app.inject({ url: '/api/form/nothing-here' });
    expect(api.headers['content-type']).toContain('application/json');
    expect(api.statusCode).toBe(404);
  });

  it('serves sitemap.xml and robots.txt', async () => {
    expect((await app.inject({ url: '/sitemap.xml' })).headers['content-type']).toBe('application/xml; charset=utf-8');
    expect((await app.inject({ url: '/robots.txt' })).body).toContain('Disallow: /dashboard');
  });
});
