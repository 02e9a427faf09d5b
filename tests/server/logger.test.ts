import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/logger.ts';

describe('log redaction of URLs', () => {
  it('hides token query values', () => {
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[Redacted]&x=1');
    expect(redactUrl('/a?x=1&token=abc')).toBe('/a?x=1&token=[Redacted]');
  });
});
