/**
 * Sign-in attacks, the part auth.test.ts does not cover: an unknown e-mail, a wrong password and
 * a disabled account take similar time, not just give identical answers (medians of interleaved
 * runs, with a hash cost that dominates the noise; bounds generous for a loaded 2-core machine).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/db.ts';
import { GOOD_PASSWORD, addUser, startHarness, type Harness } from './_app.ts';

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe.each(testDatabases)('sign-in timing on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { scryptLog2N: 14 });
    await addUser(h.app, 'known@northbeam.example');
    const gone = await addUser(h.app, 'disabled@northbeam.example');
    await h.app.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', gone.id).execute();
  });
  afterAll(async () => h?.close());

  it('answers unknown e-mail, wrong password and disabled account alike, in similar time', async () => {
    const cases = {
      unknown: (i: number) => ({ email: `nobody-${i}@northbeam.example`, password: GOOD_PASSWORD }),
      wrongPassword: () => ({ email: 'known@northbeam.example', password: 'wrong-password-123' }),
      disabled: () => ({ email: 'disabled@northbeam.example', password: GOOD_PASSWORD }),
    };
    const times: Record<keyof typeof cases, number[]> = { unknown: [], wrongPassword: [], disabled: [] };
    const bodies = new Set<string>();
    const run = async (name: keyof typeof cases, i: number) => {
      const start = performance.now();
      const res = await h.app.inject({ method: 'POST', url: '/auth/login', payload: cases[name](i) });
      const ms = performance.now() - start;
      expect(res.statusCode).toBe(401);
      bodies.add(res.body);
      return ms;
    };
    await run('unknown', -1); // warm-up
    for (let i = 0; i < 13; i++) {
      // Interleaved, so a burst of load on the machine hits every case alike; attempts cleared so
      // the lockout (which answers before the hash) never kicks in here.
      for (const name of Object.keys(cases) as Array<keyof typeof cases>) times[name].push(await run(name, i));
      await h.app.ctx.db.deleteFrom('login_attempts').execute();
    }
    expect(bodies.size).toBe(1);
    const medians = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
    const values = Object.values(medians);
    const detail = JSON.stringify({ medians, times });
    const fastest = Object.values(times).map((v) => Math.min(...v));
    // Same work (one scrypt check) on every path. A path that skipped the hash would be 15–40×
    // faster; on a busy 2-core machine honest medians still differ by up to ~2×, so the bound is 4.
    expect(Math.max(...values) / Math.min(...values), detail).toBeLessThan(4);
    expect(Math.max(...fastest) / Math.min(...fastest), detail).toBeLessThan(4);
    // And the hash really dominates: even the fastest answer took a hash's time.
    expect(Math.min(...fastest), detail).toBeGreaterThan(5);
    console.log(`[figures] signin-timing-${kind} ${JSON.stringify({ medianMs: Object.fromEntries(Object.entries(medians).map(([k, v]) => [k, Math.round(v)])), identicalBodies: bodies.size === 1 })}`);
  });
});
