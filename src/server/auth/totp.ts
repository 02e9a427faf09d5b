/**
 * TOTP (RFC 6238) as every authenticator app does it: SHA-1, 6 digits, 30-second steps. A code
 * of the step before or after is accepted too (clocks drift, people type slowly), and a code is
 * taken at most once: the account keeps the last step it accepted, and a compare-and-swap on it
 * makes two parallel uses of one code succeed once.
 */
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../db/schema.ts';

export const TOTP_PERIOD_S = 30;
const DIGITS = 6;
const ISSUER = 'Northbeam Staff';

export function newTotpSecret(): string {
  // 160 bits, the size RFC 4226 recommends for SHA-1.
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'staff'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** The `otpauth://` address a QR code carries to the authenticator app. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S);
}

/** The time step the code belongs to (now, or one either side), or null when it is not a code of this secret. */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : timeStep(nowMs) + delta;
}

/**
 * Accepts a code for the user's secret once: true when it matches and its step is later than any
 * accepted before (recorded in the same statement).
 */
export async function acceptCode(db: Kysely<Database>, userId: number, secret: string, code: string, nowMs: number): Promise<boolean> {
  const step = matchingStep(secret, code, nowMs);
  if (step === null) return false;
  const claimed = await db
    .updateTable('users')
    .set({ mfa_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}
