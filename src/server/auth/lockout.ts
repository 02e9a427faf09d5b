/**
 * Per-e-mail lockout: after `maxFailures` failed logins the e-mail (existing or not) is locked for
 * `lockMinutes`. The attempt is counted atomically in the database *before* the password is
 * checked, so 50 parallel guesses cannot all slip through while the first ones are still hashing,
 * and a restart does not reset the count.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';

export interface LockoutPolicy {
  maxFailures: number;
  lockMinutes: number;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; until: Date };

export async function claimLoginAttempt(db: Kysely<Database>, email: string, policy: LockoutPolicy): Promise<AttemptVerdict> {
  const now = isoNow();
  const lockMs = policy.lockMinutes * 60_000;
  // A stale count (lock over, or no attempt for a whole lock period) starts again at 1.
  const fresh = sql<boolean>`(login_attempts.locked_until is not null and login_attempts.locked_until <= ${now})
    or (login_attempts.locked_until is null and login_attempts.last_attempt_at <= ${isoNow(-lockMs)})`;
  const row = await db
    .insertInto('login_attempts')
    .values({ email, failures: 1, last_attempt_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: sql<number>`case when ${fresh} then 1 else login_attempts.failures + 1 end`,
        locked_until: sql<string | null>`case when ${fresh} then null else login_attempts.locked_until end`,
        last_attempt_at: now,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  if (Number(row.failures) <= policy.maxFailures) return { allowed: true };
  // Over the threshold. The lock may not be written yet if the failures that crossed it are
  // still being checked; then it ends a full lock period from now.
  const until = row.locked_until ? new Date(row.locked_until) : new Date(Date.now() + lockMs);
  return { allowed: false, until, retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) };
}

/** The attempt failed: once the count reaches the threshold, start the lock. True when this call started it. */
export async function recordLoginFailure(db: Kysely<Database>, email: string, policy: LockoutPolicy): Promise<boolean> {
  const result = await db
    .updateTable('login_attempts')
    .set({ locked_until: isoNow(policy.lockMinutes * 60_000) })
    .where('email', '=', email)
    .where('failures', '>=', policy.maxFailures)
    .where('locked_until', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordLoginSuccess(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}
