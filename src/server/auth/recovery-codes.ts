/**
 * Recovery codes: 10 per account, each usable once, shown once when made. Each is 12 characters
 * from a 32-letter alphabet (60 random bits), written `abcd-efgh-jkmn`.
 *
 * Stored as HMAC-SHA-256 under a server-made key, not scrypt like passwords: a slow hash is for
 * secrets people choose, which are guessable. 60 random bits are not: even with the key, trying
 * 2^60 candidates offline is out of reach, and online guesses go through the sign-in throttle.
 * A fast hash also lets the code be found by one indexed lookup instead of ten slow comparisons.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { appSecret } from './app-secret.ts';

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32 in lower case: no i, l, o or u to misread.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function newCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** What a person typed, as stored: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(typed: string): boolean {
  return /^[0-9a-z]{12}$/.test(normalizeRecoveryCode(typed));
}

async function hashCode(db: Kysely<Database>, code: string): Promise<string> {
  return createHmac('sha256', await appSecret(db, 'mfa-recovery-codes')).update(normalizeRecoveryCode(code)).digest('base64url');
}

/** Replaces the account's codes with 10 new ones and answers them (the only time they are seen). */
export async function replaceRecoveryCodes(db: Kysely<Database>, userId: number, now: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const rows = await Promise.all(codes.map(async (code) => ({ user_id: userId, code_hash: await hashCode(db, code), created_at: now, used_at: null })));
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db.insertInto('mfa_recovery_codes').values(rows).execute();
  return codes;
}

/** Uses a code once: one conditional UPDATE, so of two parallel uses exactly one succeeds. */
export async function spendRecoveryCode(db: Kysely<Database>, userId: number, typed: string, now: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(typed)) return false;
  const used = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', await hashCode(db, typed))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
