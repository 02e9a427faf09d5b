/**
 * Sessions: a row per token hash with an absolute expiry, plus an idle expiry checked against
 * last_seen_at. A new token at every login; logout deletes the row.
 */
import type { Kysely } from 'kysely';
import type { Database, Role } from '../db/schema.ts';
import { prepared } from '../db/prepared.ts';
import { isoNow } from '../db/time.ts';
import { STAFF_MFA_SETTING, mfaRequiredFor } from './mfa-policy.ts';
import { hashToken, newToken } from './tokens.ts';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  tokenHash: string;
  /** Signed in with a generated password: may only choose its own (guard.ts). */
  mustChangePassword: boolean;
  /** Two-step sign-in is on for the account. */
  mfaEnabled: boolean;
  /** The account must use two-step sign-in and has not set it up: the session may only do that (guard.ts). */
  mfaEnrolmentRequired: boolean;
  /** The session's last proof of who it is (sign-in or step-up), ISO time on the two-step clock. */
  authenticatedAt: string;
}

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** last_seen_at is rewritten at most once a minute, so reads do not turn into a write each. */
const TOUCH_EVERY_MS = 60_000;

/** `authenticatedAt`: when the sign-in proved who it is, on the two-step clock (config.clock). */
export async function createSession(db: Kysely<Database>, userId: number, policy: SessionPolicy, authenticatedAt?: string): Promise<string> {
  const { token, hash } = newToken();
  // One clock reading: the session lasts exactly absoluteHours from its creation.
  const createdAt = Date.now();
  const now = isoNow(0, createdAt);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hash,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: isoNow(policy.absoluteHours * 3_600_000, createdAt),
      authenticated_at: authenticatedAt ?? now,
    })
    .execute();
  return token;
}

export async function findSession(db: Kysely<Database>, token: string, policy: SessionPolicy): Promise<SessionUser | null> {
  const hash = hashToken(token);
  const now = isoNow();
  const idleCutoff = isoNow(-policy.idleMinutes * 60_000);
  const row = await prepared(db.selectFrom('sessions'))
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.role', 'users.disabled', 'users.must_change_password', 'users.mfa_enabled_at', 'sessions.last_seen_at', 'sessions.created_at', 'sessions.authenticated_at'])
    .select((eb) => eb.selectFrom('app_settings').select('value').where('name', '=', STAFF_MFA_SETTING).as('staff_mfa'))
    .where('sessions.token_hash', '=', hash)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', idleCutoff)
    .executeTakeFirst();
  if (!row || row.disabled) return null;
  if (Date.parse(row.last_seen_at) < Date.now() - TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', hash).execute();
  }
  const mfaEnabled = row.mfa_enabled_at !== null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    tokenHash: hash,
    mustChangePassword: Boolean(row.must_change_password),
    mfaEnabled,
    mfaEnrolmentRequired: !mfaEnabled && mfaRequiredFor(row.role, row.staff_mfa === 'true'),
    authenticatedAt: row.authenticated_at ?? row.created_at,
  };
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user, except `keepHash` when given (the one changing its password). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, keepHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepHash) query = query.where('token_hash', '<>', keepHash);
  await query.execute();
}

/** Removes expired rows now and then; expired ones are already refused on read. */
export async function pruneSessions(db: Kysely<Database>, policy: SessionPolicy): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', isoNow()), eb('last_seen_at', '<=', isoNow(-policy.idleMinutes * 60_000))]))
    .execute();
}
