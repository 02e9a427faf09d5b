/**
 * Two-step sign-in for one account: set-up (a new secret, confirmed by a first code, which turns
 * it on and makes the recovery codes), checking a second factor, turning it off. The routes
 * (mfa-routes.ts, session-routes.ts) and the test helpers that enrol accounts use these.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import { openSecret, sealSecret } from './mfa-secret-box.ts';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes.ts';
import { acceptCode, newTotpSecret, totpUri } from './totp.ts';

export interface Enrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  /** The `otpauth://` address the QR code holds. */
  uri: string;
}

/** Starts (or starts again) setting up: a new secret, kept encrypted, not yet in force. */
export async function beginEnrolment(db: Kysely<Database>, user: { id: number; email: string }): Promise<Enrolment> {
  const secret = newTotpSecret();
  await db
    .updateTable('users')
    .set({ mfa_secret: await sealSecret(db, user.id, secret), mfa_enabled_at: null, mfa_last_step: null })
    .where('id', '=', user.id)
    .where('mfa_enabled_at', 'is', null)
    .execute();
  return { secret, uri: totpUri(secret, user.email) };
}

async function secretOf(db: Kysely<Database>, userId: number): Promise<{ secret: string | null; enabled: boolean }> {
  const row = await db.selectFrom('users').select(['mfa_secret', 'mfa_enabled_at']).where('id', '=', userId).executeTakeFirst();
  if (!row?.mfa_secret) return { secret: null, enabled: false };
  return { secret: await openSecret(db, userId, row.mfa_secret), enabled: row.mfa_enabled_at !== null };
}

export type ConfirmResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: 'not-started' | 'already-on' | 'wrong-code' };

/** The first code from the app proves it holds the secret: two-step sign-in is on from now. */
export async function confirmEnrolment(db: Kysely<Database>, userId: number, code: string, nowMs: number): Promise<ConfirmResult> {
  const { secret, enabled } = await secretOf(db, userId);
  if (enabled) return { ok: false, reason: 'already-on' };
  if (!secret) return { ok: false, reason: 'not-started' };
  if (!(await acceptCode(db, userId, secret, code.replace(/\s/g, ''), nowMs))) return { ok: false, reason: 'wrong-code' };
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ mfa_enabled_at: isoNow(0, nowMs) }).where('id', '=', userId).execute();
    return { ok: true as const, recoveryCodes: await replaceRecoveryCodes(trx, userId, isoNow(0, nowMs)) };
  });
}

/**
 * A second factor for an account with two-step sign-in on: a code from the app (taken once) or an
 * unused recovery code (used up). Which one it was, or null.
 */
export async function checkSecondFactor(db: Kysely<Database>, userId: number, typed: string, nowMs: number): Promise<'code' | 'recovery-code' | null> {
  const { secret, enabled } = await secretOf(db, userId);
  if (!secret || !enabled) return null;
  const compact = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) return (await acceptCode(db, userId, secret, compact, nowMs)) ? 'code' : null;
  return (await spendRecoveryCode(db, userId, typed, isoNow(0, nowMs))) ? 'recovery-code' : null;
}

export async function disableMfa(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ mfa_secret: null, mfa_enabled_at: null, mfa_last_step: null }).where('id', '=', userId).execute();
    await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  });
}
