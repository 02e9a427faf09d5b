/**
 * The sign-in challenge: after the right password, an account with two-step sign-in gets this
 * instead of a session, and trades it with a code for one at `POST /auth/login/mfa`. It is signed
 * (HMAC-SHA-256, server-made key), names the account, lasts 5 minutes and carries a fingerprint
 * of the password hash, so a password change or reset voids challenges already handed out.
 * Nothing is stored: guesses at the code are throttled per account (throttle.ts).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { appSecret } from './app-secret.ts';

export const CHALLENGE_VALID_MS = 5 * 60_000;

function passwordStamp(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

async function sign(db: Kysely<Database>, payload: string): Promise<string> {
  return createHmac('sha256', await appSecret(db, 'mfa-challenge')).update(payload).digest('base64url');
}

export async function issueChallenge(db: Kysely<Database>, user: { id: number; password_hash: string }, nowMs: number): Promise<string> {
  const payload = [user.id, nowMs + CHALLENGE_VALID_MS, passwordStamp(user.password_hash), randomBytes(9).toString('base64url')].join('.');
  return `${payload}.${await sign(db, payload)}`;
}

export type ChallengeCheck = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Reads a challenge: the account it names, if the signature holds and it has not expired. */
export async function readChallenge(db: Kysely<Database>, challenge: string, nowMs: number): Promise<ChallengeCheck> {
  const match = /^(\d{1,12})\.(\d{1,16})\.([\w-]{16})\.([\w-]{12})\.([\w-]{43})$/.exec(challenge);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, expires, , , given] = match as unknown as [string, string, string, string, string, string];
  const payload = challenge.slice(0, challenge.lastIndexOf('.'));
  const expected = Buffer.from(await sign(db, payload));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: 'invalid' };
  if (Number(expires) <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, userId: Number(id) };
}

/** The challenge was made before the account's password last changed. */
export function challengeOutdated(challenge: string, passwordHash: string): boolean {
  return challenge.split('.')[2] !== passwordStamp(passwordHash);
}
