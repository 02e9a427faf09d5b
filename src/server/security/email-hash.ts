/**
 * A short SHA-256 of an e-mail address (trimmed, lower-cased): logs and limiter keys can follow
 * one address without holding it in clear.
 */
import { createHash } from 'node:crypto';

export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex').slice(0, 16);
}
