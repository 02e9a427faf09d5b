/**
 * Sessions: a row per token hash with an absolute expiry, plus an idle expiry checked against
 * last_seen_at. A new token at every login; logout deletes the row.
 */
import type { Kysely } from 'kysely';
import type { Database, Role } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import { hashToken, newToken } from './tokens.ts';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  tokenHash: string;
  /** Signed in with a generated password: may only choose its own (guard.ts). */
  mustChangePassword: boolean;
}

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** last_seen_at is rewritten at most once a minute, so reads do not turn into a write each. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Kysely<Database>, userId: number, policy: SessionPolicy): Promise<string> {
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
    })
    .execute();
  return token;
}

export async function findSession(db: Kysely<Database>, token: string, policy: SessionPolicy): Promise<SessionUser | null> {
  const hash = hashToken(token);
  const now = isoNow();
  const idleCutoff = isoNow(-policy.idleMinutes * 60_000);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.role', 'users.disabled', 'users.must_change_password', 'sessions.last_seen_at'])
    .where('sessions.token_hash', '=', hash)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', idleCutoff)
    .executeTakeFirst();
  if (!row || row.disabled) return null;
  if (Date.parse(row.last_seen_at) < Date.now() - TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', hash).execute();
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role, tokenHash: hash, mustChangePassword: Boolean(row.must_change_password) };
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
