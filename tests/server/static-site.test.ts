import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startHarness, type Harness } from './_app.ts';
import { readRegistry, routeWith } from '../helpers/registry-kinds.ts';
import { builtManifest } from '../helpers/built-manifest.ts';

// The global setup's production build, served by the real app.
let harness: Harness;
let app: FastifyInstance;
beforeAll(async () => {
  harness = await startHarness('sqlite', { distDir: '.test-dist' });
  app = harness.app;
});
afterAll(() => harness?.close());

const manifest = builtManifest();

// Routes picked by shape, whatever pages.json calls them today: a page, a page one level down, a redirect.
const registry = readRegistry();
const page = routeWith({ where: (_, route) => route.path !== '/' }, registry).path;
const nested = routeWith({ where: (_, route) => route.path.split('/').length > 2 }, registry).path;
const redirect = registry.routes.find((route) => route.redirect);

describe('serving the built site', () => {
  it('answers each route with its prerendered HTML, revalidated on every visit', async () => {
    for (const path of ['/', page, nested, '/login']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("allows the build's inline loader by its hash on every page, and no other inline script", async () => {
    const [hash] = manifest.scriptHashes;
    expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    for (const path of ['/', page, '/login', '/dashboard', '/no-such-page']) {
      const policy = String((await app.inject({ url: path })).headers['content-security-policy']);
      expect(/script-src ([^;]*)/.exec(policy)?.[1], path).toBe(`'self' '${hash}'`);
    }
  });

  it("takes the allowed hash from the build's manifest, never from what a page holds", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'northbeam-dist-'));
    const injected = 'alert(1)';
    writeFileSync(join(dist, 'build-manifest.json'), JSON.stringify({ redirects: {}, builtAt: new Date().toISOString(), scriptHashes: ['sha256-bG9hZGVy'] }));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Home</title><script>${injected}</script>`);
    writeFileSync(join(dist, '404.html'), '<!doctype html><title>Page Not Found</title>');
    const other = await startHarness('sqlite', { distDir: dist });
    try {
      const policy = String((await other.app.inject({ url: '/' })).headers['content-security-policy']);
      expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' 'sha256-bG9hZGVy'");
      expect(policy).not.toContain(createHash('sha256').update(injected).digest('base64'));
    } finally {
      await other.close();
      rmSync(dist, { recursive: true, force: true });
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
    const first = await app.inject({ url: page });
    const again = await app.inject({ url: page, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the 404 page with status 404 for any other path', async () => {
    for (const path of ['/nope', `${nested.slice(0, nested.lastIndexOf('/'))}/no-such-page`, '/assets/missing.js', '/.env', '/build-manifest.json', '/inline-loader.js', '/..%2fpackage.json']) {
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

  it('serves the app shell for a known /dashboard path, whatever its query (the browser decides)', async () => {
    const res = await app.inject({ url: '/dashboard/contact-us-form?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('role="status"');
  });

  it('answers a /dashboard path the app does not know with 404 and the app shell, a known one with 200', async () => {
    const known = await app.inject({ url: '/dashboard/settings' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<div id="root">');
    const shell = await app.inject({ url: '/dashboard' });
    expect(shell.statusCode).toBe(200);
    for (const path of ['/dashboard/nope', '/dashboard/settings/extra', '/dashboard/contact-us-form/12']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      // The dashboard's shell (the client renders its own "not found" or sends a visitor to sign in).
      expect(res.body, path).toBe(shell.body);
      expect(res.headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('never redirects off the site: paths that decode to //host or /\\host get the 404 page', async () => {
    for (const path of ['/%2Fevil.example/', '//evil.example/', '///evil.example//', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/%5C%5Cevil.example/']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers.location, path).toBeUndefined();
      expect(res.body).toContain('Page Not Found');
    }
  });

  it('never redirects off the site for raw request lines a browser or curl can send (//host, /\\host)', async () => {
    const served = await startHarness('sqlite', { distDir: '.test-dist' });
    try {
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.app.server.address() as AddressInfo;
      for (const target of ['//evil.example/', '/\\evil.example/', '/\\/evil.example/', '///evil.example//', '/%2Fevil.example/']) {
        const answer = await rawGet(port, target);
        expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 404 Not Found');
        expect(answer.toLowerCase(), target).not.toContain('\r\nlocation:');
      }
    } finally {
      await served.close();
    }
  });

  it('answers the 404 page with the security headers for paths holding control characters, never a 500', async () => {
    for (const path of ['/foo%0a/', '/foo%0d%0a/', '/foo%00/', '/foo%E2%80%A8/', '/foo%09bar/', '/foo%7F/']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers.location, path).toBeUndefined();
      expect(res.body, path).toContain('Page Not Found');
      expect(res.body, path).not.toMatch(/ERR_INVALID_CHAR|Invalid character/);
      expect(res.headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('answers any path (encoded controls, slashes, backslashes, any Unicode) without a 5xx, with the headers, on this site', async () => {
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('%0a', '%0d%0a', '%00', '%E2%80%A8', '%2F', '%5C', '%2F%2F', '%5C%5C', 'a/', 'a//', '%', '%E0%A4', '..', '.', '?', '%3F', '%25'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 6 }), fc.boolean(), async (pieces, trailingSlash) => {
        // Raw "//" or "\\" at the start cannot travel through inject (it parses them as a host);
        // their encoded forms can, and are what reaches the server from a real request line too.
        const path = '/' + pieces.map((text) => (/^(%|a\/|\.|\?)/.test(text) ? text : encodeURIComponent(text))).join('') + (trailingSlash ? '/' : '');
        const res = await app.inject({ url: path });
        expect(res.statusCode, path).toBeLessThan(500);
        expect(res.headers['content-security-policy'], path).toContain("script-src 'self'");
        expect(res.body, path).not.toMatch(/ERR_INVALID_CHAR|Invalid character|at \S+ \(/);
        const location = res.headers.location;
        if (location !== undefined) {
          expect(String(location), path).toMatch(/^\/[^/\\]/);
          expect(String(location), path).toMatch(/^[\x21-\x7e]+$/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('redirects a non-ASCII path with a trailing slash to its percent-encoded form on the same site', async () => {
    const res = await app.inject({ url: '/%E6%97%A5%20x/?a=1' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/%E6%97%A5%20x?a=1');
  });

  it('sends no Referer from the reset page (its URL carries a token), and allows no <base> anywhere', async () => {
    const reset = await app.inject({ url: '/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    const login = await app.inject({ url: '/login' });
    expect(login.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const res of [reset, login]) expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
  });

  it('isolates the staff area from other windows (sign-in, reset, dashboard, below it), not the public pages', async () => {
    const staff = manifest.staffRoutes.map((route) => route.path);
    expect(staff).toEqual(expect.arrayContaining(['/login', '/reset-password', '/dashboard']));
    for (const path of [...staff, '/dashboard/no-such-screen', '/login?next=x']) {
      const res = await app.inject({ url: path });
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
    const publicPages = manifest.routes.filter((route) => route.public).map((route) => route.path);
    expect(publicPages.length).toBeGreaterThan(5);
    for (const path of [...publicPages, '/no-such-page']) {
      const res = await app.inject({ url: path });
      expect(res.headers['cross-origin-opener-policy'], path).toBeUndefined();
    }
  });

  it('redirects registry redirects and trailing slashes permanently, keeping the query', async (context) => {
    const slash = await app.inject({ url: `${page}/` });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe(page);
    if (!redirect) return context.skip('pages.json has no redirect route today');
    const moved = await app.inject({ url: `${redirect.path}?ref=x` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${redirect.redirect}?ref=x`);
  });

  it("redirects a page's file name (/index.html, /careers/index.html) to its address, keeping the query", async () => {
    // Served as is, the app would not know the address and would replace the page with "not found".
    const page = manifest.routes.find((route) => route.public && route.path !== '/')!.path;
    for (const [url, location] of [
      ['/index.html', '/'],
      [`${page}/index.html?ref=x`, `${page}?ref=x`],
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    expect((await app.inject({ url: '/404.html' })).statusCode).toBe(404);
  });

  it('answers HEAD like GET without a body, and keeps the API apart', async () => {
    const head = await app.inject({ method: 'HEAD', url: page });
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

/** Sends one GET with exactly this request target (no client-side URL clean-up) and reads the answer's head. */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('end', () => resolve(data.split('\r\n\r\n')[0]!));
    socket.on('error', reject);
  });
}
