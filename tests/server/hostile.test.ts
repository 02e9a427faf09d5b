/**
 * More hostile input, on top of fuzz.test.ts: every registered route with generated headers,
 * query strings and bodies; prototype-poisoning keys at any depth; generated text stored and
 * shown back verbatim (NUL dropped by design); generated non-PDF/Word bytes as a CV under any
 * name; over-limit bodies on every JSON route; and slow clients cut off by REQUEST_TIMEOUT_MS.
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, registeredRoutes } from '../../src/server/app.ts';
import { createTestDatabase, testDatabases } from '../helpers/db.ts';
import { isPlainText, normalizeLineBreaks } from '../../src/forms/plain-text.ts';
import { addUser, bearer, login, startHarness, testConfig, type Harness } from './_app.ts';
import { multipart } from './_multipart.ts';

const LEAK = /\bat \S+ \(|\.ts:\d|\bselect\b.*\bfrom\b|\binsert into\b|sqlite_|SqliteError|node_modules|\/work\/|\/tmp\//i;

/** Counts what the properties generated, for docs/security.md ("Bad input"). */
export const generated = { requests: 0 };

describe.each(testDatabases)('hostile input, every route, on %s', (kind) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    await addUser(h.app, 'hostile@northbeam.example', 'admin');
    token = await login(h.app, 'hostile@northbeam.example');
  });
  afterAll(async () => h?.close());

  const headerValue = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('', 'application/json', 'text/html', '*/*', 'gzip, br', 'Bearer ', 'Bearer x', '../../etc/passwd', '127.0.0.1, 10.0.0.1', 'https://evil.example', "' OR 1=1 --"),
  ).map((v) => v.replace(/[^\t\x20-\x7e]/g, '')); // what an HTTP client can actually put on the wire

  it('never answers 5xx or leaks internals, whatever the method, headers, query and body', async () => {
    const routes = registeredRoutes(h.app).filter((r) => r.method !== 'OPTIONS' || r.url !== '*');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.dictionary(fc.constantFrom('accept', 'accept-encoding', 'content-type', 'origin', 'referer', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'cookie', 'user-agent', 'range', 'if-none-match', 'authorization'), headerValue, { maxKeys: 5 }),
        fc.array(fc.tuple(fc.constantFrom('page', 'limit', 'q', 'from', 'to', 'status', 'token', '__proto__', 'constructor[prototype]', 'a[]'), fc.string({ maxLength: 20 })), { maxLength: 4 }),
        fc.oneof(fc.constant(undefined), fc.json({ maxDepth: 3 }), fc.string({ maxLength: 200 })),
        fc.constantFrom('contact-us', 'careers', 'get-started', 'users', '..', '%00', "1' or '1'='1"),
        fc.oneof(fc.constantFrom('1', '0', '-1', '1e3', '99999999999999999999', 'NaN', '%2e%2e'), fc.string({ maxLength: 8 }).map(encodeURIComponent)),
        fc.boolean(),
        async (route, headers, query, body, table, id, signedIn) => {
          generated.requests++;
          const path = route.url
            .replace(':table', encodeURIComponent(table))
            .replace(':id', id || 'x')
            .replace('*', 'anything');
          const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          const all: Record<string, string> = { ...headers };
          if (signedIn) all.authorization = `Bearer ${token}`;
          const res = await h.app.inject({ method: route.method as 'GET', url: qs ? `${path}?${qs}` : path, headers: all, payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : body });
          expect(res.statusCode, `${route.method} ${path}?${qs} ${JSON.stringify(headers)} ${String(body).slice(0, 60)}`).toBeLessThan(500);
          expect(res.body).not.toMatch(LEAK);
          expect(JSON.stringify(res.headers)).not.toMatch(LEAK);
        },
      ),
      { numRuns: 400 },
    );
    // Prototype untouched after all of it.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps __proto__, constructor and prototype keys harmless at any depth', async () => {
    const poison = fc.constantFrom('__proto__', 'constructor', 'prototype');
    await fc.assert(
      fc.asyncProperty(poison, fc.constantFrom('/api/form/submit/contact-us-form', '/auth/login', '/auth/users', '/api/form/type/contact-us', '/auth/profile'), fc.nat(3), async (bad, url, depth) => {
        generated.requests++;
        let inner = `{"${bad}":{"polluted":"yes","isAdmin":true,"role":"admin"}}`;
        for (let i = 0; i < depth; i++) inner = `{"filters":${inner},"firstName":"A","email":"a@b.example"}`;
        const res = await h.app.inject({
          method: url === '/auth/profile' ? 'PATCH' : 'POST',
          url,
          headers: { 'content-type': 'application/json', ...bearer(token) },
          payload: inner,
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.statusCode).not.toBe(201);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });

  it('stores generated text (quotes, emoji, RTL text, line breaks) and shows it back verbatim, or refuses hidden characters by name; NUL is dropped by design', async () => {
    // The first property may have signed the fuzzing admin out (logout-all, disable, delete).
    await addUser(h.app, 'reader@northbeam.example', 'staff');
    const token = await login(h.app, 'reader@northbeam.example');
    const tricky = fc.constantFrom('"', "'", '\\', '\u0000', '\u202E', '\u200F', '\u2066', '🚀', '👩🏽‍💻', '<script>alert(1)</script>', '%', '_', ';--', '\r\n', '\t', 'ﷺ', 'é', '\uFEFF');
    const text = fc.array(fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 5 })), { minLength: 1, maxLength: 30 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, async (raw) => {
        generated.requests++;
        const message = `<${raw}>`; // never empty, never only whitespace
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/form/submit/contact-us-form',
          payload: { firstName: 'Text', lastName: 'Test', email: 'text@example.com', companyName: 'C', message, industry: '' },
        });
        // Documented: NUL cannot be stored in PostgreSQL text, so the server drops it on both databases;
        // line breaks are stored as LF.
        const stored = normalizeLineBreaks(message.replace(/\u0000/g, ''));
        if (stored.length > 3000) return;
        // Tabs and invisible formatting characters (bidi controls, zero-width, BOM) are refused, by name.
        if (!isPlainText(stored)) {
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().issues).toEqual([{ path: 'message', message: 'Message cannot contain tabs or invisible formatting characters' }]);
          return;
        }
        expect(res.statusCode, res.body).toBe(201);
        const shown = await h.app.inject({ method: 'GET', url: `/api/form/single/contact-us/${res.json().data.id}`, headers: bearer(token) });
        expect(shown.statusCode).toBe(200);
        expect(shown.json().data.form.message).toBe(stored);
      }),
      { numRuns: 120 },
    );
  });

  it('refuses generated CV bytes that are not PDF or Word, whatever the name and declared type', async () => {
    const notADocument = fc.uint8Array({ minLength: 0, maxLength: 2048 }).map((a) => Buffer.from(a)).filter((b) => {
      const head = b.subarray(0, 8);
      return !head.subarray(0, 5).equals(Buffer.from('%PDF-')) && !head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) && !head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    });
    const disguised = fc.oneof(
      notADocument,
      fc.constantFrom(Buffer.from('%PDF'), Buffer.from(' %PDF-1.7'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from('MZ\x90\x00')),
    );
    await fc.assert(
      fc.asyncProperty(
        disguised,
        fc.constantFrom('cv.pdf', 'CV.PDF', 'cv.docx', 'cv.doc', 'cv.pdf.exe', 'cv', '../../cv.pdf', 'cv.pdf\u0000.exe'),
        fc.constantFrom('application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/octet-stream'),
        async (data, filename, contentType) => {
          generated.requests++;
          const body = multipart(
            { name: 'Ada Lovelace', email: 'ada@engine.example', phone: '+44 20 7946 0000', position: 'Cloud Engineer', profileUrl: 'https://www.linkedin.com/in/ada', coverMessage: 'Hi', website: '' },
            { cv: { filename, contentType, data } },
          );
          const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/careers-form', payload: body.payload, headers: body.headers });
          expect(res.statusCode).toBe(400);
          expect(res.json().issues).toEqual([{ path: 'cv', message: expect.any(String) }]);
        },
      ),
      { numRuns: 80 },
    );
    expect(Number((await h.app.ctx.db.selectFrom('careers_forms').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it('answers 413 to an over-limit body on every JSON route, and keeps answering', async () => {
    await addUser(h.app, 'big@northbeam.example', 'admin');
    const token = await login(h.app, 'big@northbeam.example');
    const big = JSON.stringify({ message: 'x'.repeat(70 * 1024) });
    const writes = registeredRoutes(h.app).filter((r) => ['POST', 'PATCH'].includes(r.method) && !r.url.includes('*') && !r.url.includes('careers'));
    expect(writes.length).toBeGreaterThanOrEqual(10);
    for (const route of writes) {
      const url = route.url.replace(':table', 'contact-us').replace(':id', '1');
      const res = await h.app.inject({ method: route.method as 'POST', url, headers: { 'content-type': 'application/json', ...bearer(token) }, payload: big });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('slow clients', () => {
  it('are cut off after REQUEST_TIMEOUT_MS while others are served', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp(testConfig(database.url, undefined, { requestTimeoutMs: 1500 }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    try {
      const started = Date.now();
      // A slowloris: headers promise 2000 bytes, then one byte every 200 ms (never idle, never done).
      const closed = new Promise<{ ms: number; answer: string }>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`POST /api/form/submit/contact-us-form HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{`);
          const drip = setInterval(() => socket.writable && socket.write(' '), 200);
          let answer = '';
          socket.on('data', (chunk) => (answer += chunk.toString()));
          socket.on('error', () => undefined);
          socket.on('close', () => {
            clearInterval(drip);
            resolve({ ms: Date.now() - started, answer });
          });
        });
      });
      // Meanwhile an ordinary visitor is served at once.
      const normal = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(normal.status).toBe(200);
      const { ms, answer } = await closed;
      expect(ms).toBeGreaterThanOrEqual(1400);
      expect(ms).toBeLessThan(10_000);
      // Node answers 408 where it still can, then closes.
      if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
