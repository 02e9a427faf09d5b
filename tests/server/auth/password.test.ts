import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../src/server/auth/common-passwords.ts';
import { PasswordHasher, Semaphore, generatePassword, passwordProblem } from '../../../src/server/auth/password.ts';

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
