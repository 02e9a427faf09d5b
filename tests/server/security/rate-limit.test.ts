import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_STORE_WINDOWS, MemoryStore, RedisStore } from '../../../src/server/security/rate-limit.ts';

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

  it('memory: keeps at most its number of windows, dropping the one opened first', async () => {
    const store = new MemoryStore(3);
    for (const key of ['a', 'b', 'c']) await store.hit(key, 60_000);
    expect((await store.hit('a', 60_000)).count).toBe(2);
    await store.hit('d', 60_000);
    expect((await store.hit('b', 60_000)).count, 'b kept').toBe(2);
    expect((await store.hit('a', 60_000)).count, 'a, opened first, was dropped for d').toBe(1);
    await store.close();
  });

  it('memory: at its real limit, a flood of new keys drops the windows opened first and keeps the rest', async () => {
    // A flood of distinct addresses (each visitor's acknowledgement has its own window): the bench's submissions pass this limit.
    const store = new MemoryStore();
    const over = 1000;
    for (let index = 0; index < MEMORY_STORE_WINDOWS + over; index++) await store.hit(`k${index}`, 60_000);
    expect((await store.hit(`k${MEMORY_STORE_WINDOWS + over - 1}`, 60_000)).count, 'the newest kept').toBe(2);
    expect((await store.hit(`k${over + 1}`, 60_000)).count, 'the oldest kept').toBe(2);
    expect((await store.hit(`k${over - 1}`, 60_000)).count, 'dropped: starts again').toBe(1);
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
      // Ready when it answers on its port (a busy machine starts it later than a quiet one).
      const answers = () => new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
        socket.on('error', () => resolve(false));
      });
      const since = Date.now();
      while (!(await answers())) {
        if (Date.now() - since > 30_000) throw new Error('redis-server did not start');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
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
      const { startHarness } = await import('../_app.ts');
      const { buildApp } = await import('../../../src/server/app.ts');
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
      const { rateLimit } = await import('../../../src/server/security/rate-limit.ts');
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
