/** Small pure parts: configuration, password policy and hashing, CSV, file types, rate limits. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/server/auth/common-passwords.ts';
import { PasswordHasher, Semaphore, generatePassword, passwordProblem } from '../../src/server/auth/password.ts';
import { bearerToken, hashToken, newToken } from '../../src/server/auth/tokens.ts';
import { loadConfig } from '../../src/server/config.ts';
import { csvCell, toCsv } from '../../src/server/forms/csv.ts';
import { attachmentHeader, detectCvType, safeFilename } from '../../src/server/forms/file-type.ts';
import { redactUrl } from '../../src/server/logger.ts';
import { MemoryStore, RedisStore } from '../../src/server/security/rate-limit.ts';
import { DOC, DOCX, EXE, PDF, XLSX } from './_multipart.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'data/app.db',
      publicUrl: 'http://localhost:3000',
      apiOrigins: [],
      trustProxy: false,
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 12,
      distDir: 'dist',
      scryptLog2N: 17,
      lockout: { maxFailures: 5, lockMinutes: 10 },
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db/app',
      PUBLIC_URL: 'https://www.example.com/',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Site <site@example.com>',
      NOTIFY_EMAIL: 'team@example.com',
      API_ORIGIN: 'https://a.example, https://b.example/',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      REDIS_URL: 'redis://cache:6379',
      SESSION_IDLE_MINUTES: '30',
      SESSION_ABSOLUTE_HOURS: '8',
      DIST_DIR: 'public',
      ADMIN_EMAIL: 'root@example.com',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/app',
      publicUrl: 'https://www.example.com',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Site <site@example.com>',
      notifyEmail: 'team@example.com',
      apiOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: '10.0.0.0/8,127.0.0.1',
      redisUrl: 'redis://cache:6379',
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 8,
      distDir: 'public',
      adminEmail: 'root@example.com',
    });
    expect(loadConfig({ RATE_LIMIT_LOGIN: '5/60', RATE_LIMIT_FORMS: '100 / 3600' }).rateLimits).toEqual({
      login: { max: 5, windowMs: 60_000 },
      resetEmail: { max: 5, windowMs: 900_000 },
      formSubmit: { max: 100, windowMs: 3_600_000 },
    });
    expect(() => loadConfig({ RATE_LIMIT_RESET_EMAIL: 'lots' })).toThrow(/RATE_LIMIT_RESET_EMAIL/);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});

describe('passwords', () => {
  it('applies the policy: 12–256 characters, not common', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(257))).toMatch(/at most 256/);
    expect(passwordProblem('🔒🔑🚪🏠'.repeat(3))).toBeNull();
    for (const common of ['password1234', 'Password2024!', 'qwertyuiop123', '123456789012', 'summersummer', 'aaaaaaaaaaaa', 'Welcome12345', 'northbeam2026!']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of ['correct-Horse-battery-42', 'my dog eats 3 red apples', generatePassword()]) expect(passwordProblem(fine), fine).toBeNull();
  });

  it('hashes with scrypt at N=2^17, r=8, p=1 by default and verifies', async () => {
    const hasher = new PasswordHasher();
    const hash = await hasher.hash('correct-Horse-battery-42');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await hasher.verify('correct-Horse-battery-42', hash)).toBe(true);
    expect(await hasher.verify('correct-Horse-battery-43', hash)).toBe(false);
    expect(await hasher.verify('x', 'garbage')).toBe(false);
    // A hash made at another cost still verifies (the parameters travel with it).
    const cheap = await new PasswordHasher(10).hash('abc');
    expect(await hasher.verify('abc', cheap)).toBe(true);
  });

  it('bounds how many hashes run at once', async () => {
    const gate = new Semaphore(2);
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        gate.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
        }),
      ),
    );
    expect(peak).toBe(2);
  });
});

describe('tokens', () => {
  it('are 32 random bytes, stored as SHA-256, read only from a Bearer header', () => {
    const { token, hash } = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(token)).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('CSV export cells', () => {
  it('quotes every cell and defuses formulas', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+SUM(A1)')).toBe(`"'+SUM(A1)"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@cmd')).toBe(`"'@cmd"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(['a', 'b'])).toBe('"a; b"');
    expect(csvCell(null)).toBe('""');
    expect(toCsv(['a'], [{ a: 1 }])).toBe('\uFEFF"a"\r\n"1"\r\n');
  });
});

describe('CV file types', () => {
  it('decides by bytes', () => {
    expect(detectCvType(PDF)?.contentType).toBe('application/pdf');
    expect(detectCvType(DOC)?.contentType).toBe('application/msword');
    expect(detectCvType(DOCX)?.extension).toBe('docx');
    expect(detectCvType(XLSX)).toBeNull();
    expect(detectCvType(EXE)).toBeNull();
    expect(detectCvType(Buffer.alloc(0))).toBeNull();
  });

  it('makes safe download names', () => {
    const pdf = { contentType: 'application/pdf', extension: 'pdf' };
    expect(safeFilename('../../etc/passwd', pdf)).toBe('passwd.pdf');
    expect(safeFilename('C:\\Users\\me\\cv.exe', pdf)).toBe('cv.pdf');
    expect(safeFilename('a"b<c>\r\n.pdf', pdf)).toBe('abc.pdf');
    expect(safeFilename('', pdf)).toBe('cv.pdf');
    expect(attachmentHeader('Zoë "x".pdf')).toBe(`attachment; filename="Zo_ _x_.pdf"; filename*=UTF-8''Zo%C3%AB%20%22x%22.pdf`);
  });
});

describe('log redaction of URLs', () => {
  it('hides token query values', () => {
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[Redacted]&x=1');
    expect(redactUrl('/a?x=1&token=abc')).toBe('/a?x=1&token=[Redacted]');
  });
});

describe('rate-limit stores', () => {
  it('memory: counts per key in fixed windows', async () => {
    const store = new MemoryStore();
    expect((await store.hit('k', 50)).count).toBe(1);
    expect((await store.hit('k', 50)).count).toBe(2);
    expect((await store.hit('other', 50)).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await store.hit('k', 50)).count).toBe(1);
    await store.close();
  });

  const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
  describe.skipIf(!hasRedis)('redis (shared between instances)', () => {
    let redis: ChildProcess;
    let port: number;
    beforeAll(async () => {
      port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as { port: number };
          probe.close(() => resolve(free));
        });
      });
      redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    afterAll(() => {
      redis?.kill('SIGTERM');
    });

    it('two stores on one Redis share one count', async () => {
      const silent = { warn() {} } as never;
      const a = new RedisStore(`redis://127.0.0.1:${port}`, silent);
      const b = new RedisStore(`redis://127.0.0.1:${port}`, silent);
      try {
        const key = `test-${Date.now()}`;
        expect((await a.hit(key, 60_000)).count).toBe(1);
        expect((await b.hit(key, 60_000)).count).toBe(2);
        const third = await a.hit(key, 60_000);
        expect(third.count).toBe(3);
        expect(third.resetMs).toBeGreaterThan(50_000);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('with REDIS_URL, two API instances share one per-IP budget', async () => {
      const { startHarness } = await import('./_app.ts');
      const { buildApp } = await import('../../src/server/app.ts');
      const h = await startHarness('sqlite', {
        redisUrl: `redis://127.0.0.1:${port}`,
        rateLimits: { login: { max: 100, windowMs: 60_000 }, resetEmail: { max: 100, windowMs: 60_000 }, formSubmit: { max: 1, windowMs: 60_000 } },
      });
      const second = await buildApp({ ...h.config });
      try {
        const send = (app: typeof second) =>
          app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', remoteAddress: '10.1.2.3', payload: { website: 'bot' } });
        expect((await send(h.app)).statusCode).toBe(201);
        const refused = await send(second);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      } finally {
        await second.close();
        await h.close();
      }
    });

    it('fails open (the request is let through) when Redis is down', async () => {
      const { rateLimit } = await import('../../src/server/security/rate-limit.ts');
      const silent = { warn() {} } as never;
      const dead = new RedisStore('redis://127.0.0.1:1', silent);
      const check = rateLimit(dead, 'x', { max: 1, windowMs: 1000 });
      const request = { ip: '1.2.3.4', log: { warn() {} } } as never;
      const reply = { header() {} } as never;
      await expect(check(request, reply)).resolves.toBeUndefined();
      await dead.close();
    });
  });
});

describe('maintenance', () => {
  it('prunes expired sessions, spent reset links, stale counters and old sent mail', async () => {
    const { startHarness, addUser } = await import('./_app.ts');
    const { pruneOnce } = await import('../../src/server/maintenance.ts');
    const h = await startHarness('sqlite');
    try {
      const { db } = h.app.ctx;
      const user = await addUser(h.app, 'prune@northbeam.example');
      const old = new Date(Date.now() - 40 * 24 * 3_600_000).toISOString();
      const soon = new Date(Date.now() + 3_600_000).toISOString();
      await db.insertInto('sessions').values([
        { token_hash: 'expired', user_id: user.id, created_at: old, last_seen_at: old, expires_at: old },
        { token_hash: 'live', user_id: user.id, created_at: old, last_seen_at: new Date().toISOString(), expires_at: soon },
      ]).execute();
      await db.insertInto('password_resets').values([
        { token_hash: 'used', user_id: user.id, created_at: old, expires_at: soon, used_at: old },
        { token_hash: 'fresh', user_id: user.id, created_at: old, expires_at: soon, used_at: null },
      ]).execute();
      await db.insertInto('login_attempts').values({ email: 'stale@x.example', failures: 2, last_attempt_at: old, locked_until: null }).execute();
      await db.insertInto('mail_outbox').values({ to_addr: 'a@b.example', reply_to: null, subject: 's', body_text: 't', kind: 'ack', created_at: old, next_attempt_at: old, locked_until: null, sent_at: old, failed_at: null, last_error: null }).execute();
      await pruneOnce(h.app.ctx);
      expect((await db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['live']);
      expect((await db.selectFrom('password_resets').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['fresh']);
      expect(await db.selectFrom('login_attempts').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await h.close();
    }
  });
});

describe('SQLite settings', () => {
  it('opens with WAL, synchronous=FULL and a busy timeout', async () => {
    const { openDb } = await import('../../src/server/db/index.ts');
    const { createTestDatabase } = await import('../helpers/db.ts');
    const { sql } = await import('kysely');
    const database = await createTestDatabase('sqlite');
    const db = openDb(database.url);
    try {
      const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await db.destroy();
      await database.cleanup();
    }
  });
});
