/**
 * The password-hash budget: the only slow thing an anonymous client can make the server do. Made-up
 * tokens and addresses must not spend it, a full queue answers 503 at once, and an IPv6 client
 * cannot multiply its per-client limits by changing the low 64 bits of its address.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BusyError, Semaphore } from '../../src/server/auth/password.ts';
import { LOGIN_FAILED } from '../../src/server/auth/session-routes.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/server/config.ts';
import { clientKey } from '../../src/server/security/client-key.ts';
import { testDatabases } from '../helpers/db.ts';
import { GOOD_PASSWORD, addUser, expectCleanError, startHarness, type Harness } from './_app.ts';

const login = (h: Harness, email: string, remoteAddress: string, password = GOOD_PASSWORD) =>
  h.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email, password } });

describe('client keys for per-client limits', () => {
  it('counts an IPv6 client by its /64 and an IPv4 client (mapped or not) by its address', () => {
    expect(clientKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1:2:3:4:5')).toBe('2001:db8:0:1::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });
});

describe('the hash queue', () => {
  it('refuses a task with 503 and Retry-After when the waiting line is full, instead of queueing it', async () => {
    const gate = new Semaphore(1, 2);
    let release!: () => void;
    const running = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = [gate.run(async () => 1), gate.run(async () => 2)];
    const refused = gate.run(async () => 3);
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '5' } });
    release();
    await running;
    expect(await Promise.all(waiting)).toEqual([1, 2]);
    // Room again once the line has moved.
    expect(await gate.run(async () => 4)).toBe(4);
  });
});

describe.each(testDatabases)('hash budget on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { rateLimits: { ...DEFAULT_RATE_LIMITS, login: { max: 3, windowMs: 60_000 } } });
    await addUser(h.app, 'owner@northbeam.example');
  });
  afterAll(async () => h?.close());

  it('counts sign-ins from one IPv6 /64 together, whatever the rest of the address', async () => {
    const answers = [];
    for (const host of ['a', 'b', 'c', 'd']) answers.push((await login(h, 'owner@northbeam.example', `2001:db8:7:7::${host}`, 'wrong-password-1')).statusCode);
    expect(answers).toEqual([401, 401, 401, 429]);
    // The neighbouring /64 is another client.
    expect((await login(h, 'owner@northbeam.example', '2001:db8:7:8::a')).statusCode).toBe(200);
  });

  it('looks a reset token up before hashing the new password: a made-up token costs no hash', async () => {
    const hash = vi.spyOn(h.app.ctx.hasher, 'hash');
    try {
      const res = await h.app.inject({ method: 'POST', url: '/auth/reset-password', remoteAddress: '10.9.0.1', payload: { token: 'x'.repeat(43), password: 'a-Brand-new-passphrase-9' } });
      expect(res.statusCode).toBe(400);
      expect(expectCleanError(res).issues?.[0]?.path).toBe('token');
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });
});

describe.each(testDatabases)('sign-in under a flood on %s', (kind) => {
  const BUDGET = 10;
  let h: Harness;
  beforeAll(async () => {
    // A hash cost near production's (2^15 instead of 2^17) and production's two at once, so hashes
    // are the bottleneck as they are in production; the flood stays within the per-client limit.
    h = await startHarness(kind, {
      scryptLog2N: 15,
      hashConcurrency: 2,
      rateLimits: { ...DEFAULT_RATE_LIMITS },
      unknownLoginBudget: { max: BUDGET, windowMs: 60_000 },
    });
    await addUser(h.app, 'real@northbeam.example');
  }, 60_000);
  afterAll(async () => h?.close());

  it('a real sign-in is served in time while 60 addresses flood unknown accounts', async () => {
    // One hash on this machine, now: the time bounds below are multiples of it.
    const alone = performance.now();
    expect((await login(h, 'real@northbeam.example', '10.8.0.1')).statusCode).toBe(200);
    const hashMs = performance.now() - alone;

    const verify = vi.spyOn(h.app.ctx.hasher, 'verify');
    try {
      const flood = Array.from({ length: 60 }, (_, client) =>
        Array.from({ length: 3 }, (_, attempt) => login(h, `nobody-${client}-${attempt}@example.com`, `198.51.100.${client + 1}`, 'guess-guess-guess')),
      ).flat();
      // The real sign-in arrives once the whole flood is in.
      await new Promise((resolve) => setImmediate(resolve));
      const started = performance.now();
      const real = await login(h, 'real@northbeam.example', '10.8.0.2');
      const realMs = performance.now() - started;
      const answers = await Promise.all(flood);

      expect(real.statusCode).toBe(200);
      // Without the shared budget all 180 attempts hash, two at a time, ahead of it (about 90 hashes' time).
      expect(realMs, `real sign-in took ${Math.round(realMs)} ms; one hash ${Math.round(hashMs)} ms`).toBeLessThan(Math.max(2000, 20 * hashMs));
      // The flood spent at most its budget of hashes (plus the real sign-in's own).
      expect(verify.mock.calls.length).toBeLessThanOrEqual(BUDGET + 1);
      // …and every attempt still got the ordinary answer: nothing tells a made-up address apart.
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json().error).toBe(LOGIN_FAILED);
      }
    } finally {
      verify.mockRestore();
    }
  }, 120_000);

  it('a full hash queue answers 503 with Retry-After at once instead of making sign-ins wait', async () => {
    const tight = await startHarness(kind, { scryptLog2N: 15, hashConcurrency: 1, hashQueueMax: 2 });
    try {
      // Six people signing in at once: one hash runs, two wait, the other three are told to retry.
      for (let i = 0; i < 6; i++) await addUser(tight.app, `busy-${i}@northbeam.example`);
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => login(tight, `busy-${i}@northbeam.example`, `10.7.0.${i + 1}`)));
      const busy = answers.filter((answer) => answer.statusCode === 503);
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      expect(busy.length).toBeGreaterThanOrEqual(2);
      for (const answer of busy) {
        expect(answer.headers['retry-after']).toBe('5');
        expectCleanError(answer);
      }
    } finally {
      await tight.close();
    }
  }, 60_000);

  it('a sign-in refused because the server is busy does not count against the account', async () => {
    const tight = await startHarness(kind, { scryptLog2N: 15, hashConcurrency: 1, hashQueueMax: 2 });
    try {
      await addUser(tight.app, 'patient@northbeam.example');
      // One hash running and two waiting: the queue is full when the sign-in arrives.
      const filling = Array.from({ length: 3 }, () => tight.app.ctx.hasher.hash('filler-filler'));
      const res = await login(tight, 'patient@northbeam.example', '10.6.0.1');
      await Promise.all(filling);
      expect(res.statusCode).toBe(503);
      const attempts = await tight.app.ctx.db.selectFrom('login_attempts').selectAll().where('email', '=', 'patient@northbeam.example').execute();
      expect(attempts).toEqual([]);
    } finally {
      await tight.close();
    }
  }, 60_000);
});
