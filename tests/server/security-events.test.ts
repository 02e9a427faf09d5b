/** Security events reach the log with the client IP and a hashed e-mail, never the address or password. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashEmail } from '../../src/server/security/email-hash.ts';
import { testDatabases } from '../helpers/db.ts';
import { addUser, bearer, login, startHarness, type Harness } from './_app.ts';

interface LogLine {
  msg: string;
  event?: string;
  ip?: string;
  emailHash?: string;
  [key: string]: unknown;
}

const WRONG = 'Wrong-password-for-sure-1';

describe.each(testDatabases)('security events on %s', (kind) => {
  let h: Harness;
  const raw: string[] = [];
  beforeAll(async () => {
    h = await startHarness(kind, { logger: { level: 'info', stream: { write: (line: string) => void raw.push(line) } } });
  });
  afterAll(async () => h?.close());
  const events = (name: string): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine).filter((line) => line.event === name);

  it('logs login_failed, throttle_started, password_reset_requested and authz_denied with IP and hashed e-mail', async () => {
    await addUser(h.app, 'locked-out@northbeam.example', 'staff');
    await addUser(h.app, 'curious@northbeam.example', 'staff');
    for (let i = 0; i < 5; i++) {
      const res = await h.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'Locked-Out@northbeam.example', password: WRONG } });
      expect(res.statusCode).toBe(401);
    }
    await h.app.inject({ method: 'POST', url: '/auth/reset-password-email', payload: { email: 'Someone.Else@northbeam.example' } });
    const token = await login(h.app, 'curious@northbeam.example');
    expect((await h.app.inject({ url: '/auth/get-users', headers: bearer(token) })).statusCode).toBe(403);

    const failed = events('login_failed');
    expect(failed).toHaveLength(5);
    const locked = events('throttle_started');
    expect(locked).toHaveLength(1);
    const resets = events('password_reset_requested');
    expect(resets).toHaveLength(1);
    const denied = events('authz_denied');
    expect(denied).toHaveLength(1);
    for (const line of [...failed, ...locked]) {
      expect(line.ip).toBe('127.0.0.1');
      expect(line.emailHash).toBe(hashEmail('locked-out@northbeam.example'));
    }
    expect(resets[0]!.emailHash).toBe(hashEmail('someone.else@northbeam.example'));
    expect(denied[0]!.emailHash).toBe(hashEmail('curious@northbeam.example'));
    expect(denied[0]!.ip).toBe('127.0.0.1');
    expect(hashEmail('x@y.example')).toMatch(/^[0-9a-f]{16}$/);

    const log = raw.join('').toLowerCase();
    for (const secret of ['locked-out@northbeam.example', 'someone.else@northbeam.example', 'curious@northbeam.example', WRONG.toLowerCase()]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
