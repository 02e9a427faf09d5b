/**
 * Opaque bearer tokens: 32 random bytes, base64url. Only the SHA-256 is stored, so a copy of the
 * database does not let anyone sign in or reset a password.
 */
import { createHash, randomBytes } from 'node:crypto';

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The token from `Authorization: Bearer …`, and only from there (never a query or cookie). */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match ? match[1]! : null;
}
