/**
 * An attack on an account's sign-in slows the attackers without locking its owner out: many wrong
 * guesses for the owner's e-mail from other addresses, while the owner signs in from a device
 * they used before (at once), from a new device (within the account-wide ceiling) and changes
 * the password while signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGNIN_THROTTLE } from '../../src/server/config.ts';
import { testDatabases } from '../helpers/db.ts';
import { GOOD_PASSWORD, addUser, bearer, startHarness, type Harness } from './_app.ts';

const OWNER = 'owner@northbeam.example';
const CEILING_MS = 1500;

describe.each(testDatabases)('sign-in throttling on %s', (kind) => {
  let h: Harness;
  const events: string[] = [];
  beforeAll(async () => {
    h = await startHarness(kind, {
      signinThrottle: { ...DEFAULT_SIGNIN_THROTTLE, accountBaseMs: 200, accountCeilingMs: CEILING_MS },
      logger: { level: 'info', stream: { write: (line: string) => void events.push(JSON.parse(line).event) } },
    });
    // Staff: the password step is the same for every account; an admin's code step comes after it (mfa.test.ts).
    await addUser(h.app, OWNER, 'staff');
  });
  afterAll(async () => h?.close());

  const signIn = async (remoteAddress: string, password: string, cookie?: string) => {
    const started = performance.now();
    const res = await h.app.inject({ method: 'POST', url: '/auth/login', payload: { email: OWNER, password }, remoteAddress, headers: cookie ? { cookie } : {} });
    return { res, ms: performance.now() - started };
  };

  it('keeps the owner in during an attack from many addresses', async () => {
    // The owner's laptop signed in before: it keeps the known-device value the answer set.
    const first = await signIn('192.0.2.10', GOOD_PASSWORD);
    expect(first.res.statusCode).toBe(200);
    const setCookie = String(first.res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/auth\/login/);
    const cookie = setCookie.split(';')[0]!;

    // 20 addresses at once, 8 guesses each: each address is made to wait after its 5th guess,
    // and the account's count passes its threshold.
    const perAddress = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const own: number[] = [];
        for (let guess = 0; guess < 8; guess++) own.push((await signIn(`203.0.113.${i + 1}`, `wrong-guess-${guess}`)).res.statusCode);
        return own;
      }),
    );
    const codes = perAddress.flat();
    expect(codes.filter((code) => code === 401)).toHaveLength(100);
    expect(codes.filter((code) => code === 429)).toHaveLength(60);

    // A new device is held, never refused: in within the ceiling.
    const newDevice = await signIn('198.51.100.7', GOOD_PASSWORD);
    expect(newDevice.res.statusCode).toBe(200);
    expect(newDevice.ms).toBeGreaterThanOrEqual(CEILING_MS - 50);
    expect(newDevice.ms).toBeLessThan(CEILING_MS + 2000);

    // More guesses: the hold is back at its ceiling after the owner's success reset the count.
    await Promise.all(Array.from({ length: 14 }, (_, guess) => signIn(`203.0.113.${100 + guess}`, 'wrong-guess-again')));

    // The known device goes straight in, even from an address the attack has made to wait.
    await Promise.all(Array.from({ length: 6 }, () => signIn('203.0.113.200', 'wrong-guess-shared')));
    expect((await signIn('203.0.113.200', GOOD_PASSWORD)).res.statusCode).toBe(429);
    const known = await signIn('203.0.113.200', GOOD_PASSWORD, cookie);
    expect(known.res.statusCode).toBe(200);
    expect(known.ms).toBeLessThan(CEILING_MS - 200);

    // Signed in, the owner changes the password while guesses keep coming.
    const token = known.res.json().data.token as string;
    await signIn('203.0.113.201', 'wrong-guess-during-change');
    const change = await h.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: bearer(token),
      payload: { currentPassword: GOOD_PASSWORD, password: 'a-new-Owner-password-77' },
      remoteAddress: '203.0.113.200',
    });
    expect(change.statusCode).toBe(200);

    // Alert-worthy moments are security events.
    expect(events).toContain('throttle_started');
    expect(events).toContain('account_under_attack');
  }, 120_000);

  it('makes a wrong current password wait per session, not per account', async () => {
    await addUser(h.app, 'changer@northbeam.example');
    const login = await h.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'changer@northbeam.example', password: GOOD_PASSWORD } });
    const token = login.json().data.token as string;
    const change = (currentPassword: string) =>
      h.app.inject({ method: 'POST', url: '/auth/reset-password', headers: bearer(token), payload: { currentPassword, password: 'a-new-Changer-password-78' } });
    for (let i = 0; i < 5; i++) expect((await change(`not-it-${i}`)).statusCode).toBe(400);
    const waiting = await change(GOOD_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // The account's own sign-in is untouched by that session's guesses.
    expect((await h.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'changer@northbeam.example', password: GOOD_PASSWORD } })).statusCode).toBe(200);
  });
});
