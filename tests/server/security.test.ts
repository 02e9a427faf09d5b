/** Headers on every answer, CORS, HTTPS detection, generic errors, log redaction, health. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { relay } from '../helpers/tcp-relay.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/server/security/headers.ts';
import { createTestDatabase, testDatabases } from '../helpers/db.ts';
import { GOOD_PASSWORD, addUser, bearer, expectCleanError, login, startHarness, testConfig, type Harness } from './_app.ts';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function expectHardened(headers: Record<string, unknown>, where: string) {
  expect(headers['content-security-policy'], where).toBe(CSP);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], where).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers['cross-origin-resource-policy'], where).toBe('same-origin');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['x-powered-by'], where).toBeUndefined();
}

/** A minimal built site, enough for the static-site plugin to serve. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-dist-'));
  writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ redirects: {}, builtAt: new Date().toISOString() }));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Page Not Found</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

describe('security headers constant', () => {
  it('is the one CSP of the contract, without unsafe-inline for scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(CSP);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe.each(testDatabases)('security on %s', (kind) => {
  let h: Harness;
  const logLines: string[] = [];
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    h = await startHarness(kind, {
      distDir: dist,
      apiOrigins: ['https://site.northbeam.example'],
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
    await addUser(h.app, 'sec@northbeam.example', 'admin');
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('puts the security headers on API, site, 404, error and preflight answers', async () => {
    const answers = {
      health: await h.app.inject({ method: 'GET', url: '/healthz' }),
      api: await h.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'x@y.example', password: 'nope-nope-nope' } }),
      page: await h.app.inject({ method: 'GET', url: '/' }),
      asset: await h.app.inject({ method: 'GET', url: '/assets/app.js' }),
      missingPage: await h.app.inject({ method: 'GET', url: '/no/such/page' }),
      apiMissing: await h.app.inject({ method: 'GET', url: '/api/nothing' }),
      badJson: await h.app.inject({ method: 'POST', url: '/auth/login', payload: '{', headers: { 'content-type': 'application/json' } }),
      preflight: await h.app.inject({
        method: 'OPTIONS',
        url: '/auth/login',
        headers: { origin: 'https://site.northbeam.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      }),
    };
    for (const [where, res] of Object.entries(answers)) expectHardened(res.headers, where);
    expect(answers.page.statusCode).toBe(200);
    expect(answers.page.headers['content-type']).toMatch(/text\/html/);
    expect(answers.missingPage.statusCode).toBe(404);
    expect(answers.missingPage.body).toContain('Page Not Found');
    expect(answers.apiMissing.json()).toEqual({ status: 'error', error: 'Not found' });
    // Private answers are never cached; site assets keep their own caching.
    for (const res of [answers.health, answers.api, answers.apiMissing, answers.badJson]) expect(res.headers['cache-control']).toBe('no-store');
    expect(answers.asset.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(answers.preflight.statusCode).toBe(204);
    expect(answers.preflight.headers['access-control-allow-origin']).toBe('https://site.northbeam.example');
  });

  it('allows CORS only for origins in API_ORIGIN', async () => {
    const allowed = await h.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://site.northbeam.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://site.northbeam.example');
    const other = await h.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends HSTS only over HTTPS; X-Forwarded-Proto counts only from a trusted proxy', async () => {
    const plain = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await h.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const proxied = await buildApp({ ...h.config, trustProxy: '127.0.0.1', distDir: undefined, logger: false });
    try {
      const res = await proxied.inject({ method: 'GET', url: '/healthz', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      const fromElsewhere = await proxied.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.9.9.9', headers: { 'x-forwarded-proto': 'https' } });
      expect(fromElsewhere.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('takes the client IP from the socket unless TRUST_PROXY names the proxy', async () => {
    const tight = { ...h.config.rateLimits, formSubmit: { max: 1, windowMs: 60_000 } };
    const direct = await buildApp({ ...h.config, rateLimits: tight, distDir: undefined, logger: false });
    const proxied = await buildApp({ ...h.config, rateLimits: tight, trustProxy: '127.0.0.1', distDir: undefined, logger: false });
    try {
      const send = (app: typeof direct, forwardedFor: string) =>
        app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor }, payload: { website: 'x' } });
      // Without a trusted proxy, a forged X-Forwarded-For does not buy a fresh budget.
      expect((await send(direct, '1.1.1.1')).statusCode).toBe(201);
      expect((await send(direct, '2.2.2.2')).statusCode).toBe(429);
      // Behind the named proxy, each client has its own budget.
      expect((await send(proxied, '1.1.1.1')).statusCode).toBe(201);
      expect((await send(proxied, '2.2.2.2')).statusCode).toBe(201);
      expect((await send(proxied, '1.1.1.1')).statusCode).toBe(429);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });

  it('answers internal failures with a generic 500 (no SQL, no stack) and keeps serving', async () => {
    const broken = await startHarness(kind);
    try {
      await sql`drop table get_started_forms`.execute(broken.app.ctx.db);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/form/submit/get-started-form',
        payload: { name: 'N', email: 'n@example.com', company: 'C', budget: 'Not sure yet', timeline: 'Just exploring' },
      });
      expect(res.statusCode).toBe(500);
      expect(expectCleanError(res).error).toBe('Something went wrong on our side. Please try again later.');
      expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('answers 503 from /healthz and the API when the database is gone', async () => {
    const doomed = await startHarness(kind);
    try {
      await doomed.app.ctx.db.destroy();
      const health = await doomed.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(expectCleanError(health).error).toMatch(/temporarily unavailable/);
      const submit = await doomed.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'a@b.example', password: 'whatever-long-1' } });
      expect(submit.statusCode).toBe(503);
      expect(submit.headers['retry-after']).toBe('5');
      expectCleanError(submit);
    } finally {
      await doomed.close().catch(() => undefined);
    }
  });

  it.skipIf(kind !== 'sqlite')('answers 503 while the database is read-only, and serves again after', async () => {
    // query_only is a setting of one connection: on an in-memory database the event loop's
    // connection writes the submissions (on a file the writer thread's own connection does).
    const frozen = await startHarness(kind, { databaseUrl: ':memory:' });
    try {
      const submit = () =>
        frozen.app.inject({
          method: 'POST',
          url: '/api/form/submit/contact-us-form',
          payload: { firstName: 'R', lastName: 'O', email: 'ro@example.com', companyName: 'C', message: 'M' },
        });
      await sql`pragma query_only = 1`.execute(frozen.app.ctx.db);
      const res = await submit();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(expectCleanError(res).error).toMatch(/temporarily unavailable/);
      await sql`pragma query_only = 0`.execute(frozen.app.ctx.db);
      expect((await submit()).statusCode).toBe(201);
    } finally {
      await frozen.close();
    }
  });

  it('keeps passwords, tokens, authorization headers and reset links out of the log', async () => {
    const token = await login(h.app, 'sec@northbeam.example', GOOD_PASSWORD);
    await h.app.inject({ method: 'GET', url: '/auth/authenticate', headers: bearer(token) });
    await h.app.inject({ method: 'POST', url: '/auth/reset-password-email', payload: { email: 'sec@northbeam.example' } });
    await h.app.inject({ method: 'GET', url: `/reset-password?token=${'T'.repeat(43)}` });
    await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token: 'Z'.repeat(43), password: 'some-New-password-9' } });
    await h.app.ctx.mail.runOnce();
    const log = logLines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain(token);
    expect(log).not.toContain(GOOD_PASSWORD);
    expect(log).not.toContain('some-New-password-9');
    expect(log).not.toContain('T'.repeat(43));
    expect(log).not.toContain('Z'.repeat(43));
    expect(log).not.toMatch(/reset-password\?token=[A-Za-z0-9_-]{20,}/);
    expect(log).toContain('token=[Redacted]');
  });
});

describe('a dist folder without a build', () => {
  it('stops the start with the reason instead of serving a site that is not there', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'northbeam-empty-dist-'));
    const database = await createTestDatabase('sqlite');
    try {
      await expect(buildApp(testConfig(database.url, undefined, { distDir: empty }))).rejects.toThrow(/could not be served.*npm run build/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
      await database.cleanup();
    }
  });
});

describe('configuration without a database', () => {
  it('refuses to start on a database it cannot open, with a clear error', async () => {
    await expect(buildApp(testConfig('postgres://nobody@127.0.0.1:1/none', undefined))).rejects.toThrow();
  });
});


describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL outage', () => {
  it('answers 503 while the database is unreachable and serves again when it returns', async () => {
    const database = await createTestDatabase('postgres');
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await relay(target.hostname, Number(target.port || 5432));
    const url = new URL(database.url);
    url.host = `127.0.0.1:${proxy.port}`;
    const app = await buildApp(testConfig(url.toString(), undefined));
    try {
      const submit = () =>
        app.inject({
          method: 'POST',
          url: '/api/form/submit/contact-us-form',
          payload: { firstName: 'P', lastName: 'G', email: 'pg@example.com', companyName: 'C', message: 'M' },
        });
      expect((await submit()).statusCode).toBe(201);
      await proxy.cut();
      for (const res of [await submit(), await app.inject({ method: 'GET', url: '/healthz' }), await submit()]) {
        expect(res.statusCode).toBe(503);
        expectCleanError(res);
      }
      await proxy.restore();
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await submit()).statusCode).toBe(201);
    } finally {
      await app.close().catch(() => undefined);
      await proxy.cut().catch(() => undefined);
      await database.cleanup();
    }
  });
});
