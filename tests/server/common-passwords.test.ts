/** The common-password check: a published list of about 49 000 passwords, case-insensitive. */
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../src/server/auth/common-passwords.ts';
import { passwordProblem } from '../../src/server/auth/password.ts';

describe('common passwords', () => {
  it('checks against a list of at least 10 000 entries', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses the passwords a reviewer got accepted, in any case', () => {
    for (const password of ['123qweasdzxc', '1qaz2wsx3edc4rfv', 'zaq1zaq1zaq1', 'elizabeth1234', '123QWEASDZXC', 'Elizabeth1234', 'ZAQ1ZAQ1ZAQ1', 'michelle1234', 'Football2024!']) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(passwordProblem(password), password).toMatch(/too common/);
    }
  });

  it('accepts passphrases and generated passwords', () => {
    for (const password of ['correct-Horse-battery-42', 'a-brand-new-Passphrase-7', 'my dog eats 3 red apples', 'Tx7#qL9!vR2m', '🔒🔑🚪🏠'.repeat(3)]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
