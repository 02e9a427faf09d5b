import { describe, expect, it } from 'vitest';
import { bearerToken, hashToken, newToken } from '../../../src/server/auth/tokens.ts';

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
