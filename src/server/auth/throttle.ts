/**
 * Sign-in throttling: slows guessing without letting anyone lock the owner out.
 *
 * - Per (e-mail, source), a source being a client address, a known device or a session: the
 *   first `free` attempts go straight through, then each one waits twice as long as the one
 *   before (up to `maxDelayMs`); an attempt before its time is refused (429 + Retry-After). The
 *   turn is taken atomically *before* the password is checked, so parallel guesses from one
 *   source cannot slip through while the first ones are still hashing.
 * - Per e-mail, all sources together: past `accountFree` recent failures a sign-in from an
 *   unknown device is held (never refused) for a delay that doubles up to `accountCeilingMs`, so
 *   an attack from many addresses is slowed while the owner still gets in within the ceiling.
 *   Known devices skip this hold.
 *
 * Counts live in the database, so a restart does not reset them; a success clears them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';

export interface ThrottlePolicy {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  accountFree: number;
  accountBaseMs: number;
  accountCeilingMs: number;
  /** Counts with no attempt for this long start again at zero. */
  forgetMs: number;
}

/** The row that counts failures for an e-mail from every source. */
const ALL_SOURCES = '*';

export type Turn = { allowed: true; delayStarted: boolean } | { allowed: false; until: Date; retryAfterSeconds: number };

function sourceDelay(attempts: number, policy: ThrottlePolicy): number {
  if (attempts < policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempts - policy.free));
}

/**
 * Takes this attempt's turn for (email, source), or says how long to wait. A compare-and-swap on
 * the attempt count: of two parallel callers that read the same row, one update wins and the
 * other reads again, on SQLite and PostgreSQL alike.
 */
export async function takeTurn(db: Kysely<Database>, email: string, source: string, policy: ThrottlePolicy): Promise<Turn> {
  for (;;) {
    const row = await db.selectFrom('login_attempts').selectAll().where('email', '=', email).where('source', '=', source).executeTakeFirst();
    const now = Date.now();
    const nextAllowed = row ? Date.parse(row.next_allowed_at) : 0;
    if (nextAllowed > now) {
      const retryAfterSeconds = Math.max(1, Math.ceil((nextAllowed - now) / 1000));
      return { allowed: false, until: new Date(nextAllowed), retryAfterSeconds };
    }
    const forgotten = !row || Date.parse(row.last_attempt_at) <= now - policy.forgetMs;
    const attempts = (forgotten ? 0 : Number(row.attempts)) + 1;
    const values = { attempts, last_attempt_at: isoNow(0, now), next_allowed_at: isoNow(sourceDelay(attempts, policy), now) };
    const delayStarted = attempts === policy.free;
    if (!row) {
      const inserted = await db
        .insertInto('login_attempts')
        .values({ email, source, ...values })
        .onConflict((oc) => oc.columns(['email', 'source']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows) > 0) return { allowed: true, delayStarted };
      continue;
    }
    const updated = await db
      .updateTable('login_attempts')
      .set(values)
      .where('email', '=', email)
      .where('source', '=', source)
      .where('attempts', '=', row.attempts)
      .where('last_attempt_at', '=', row.last_attempt_at)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return { allowed: true, delayStarted };
  }
}

/** How long a sign-in from an unknown device is held before its password is checked. */
export async function accountHoldMs(db: Kysely<Database>, email: string, policy: ThrottlePolicy): Promise<number> {
  const row = await db.selectFrom('login_attempts').select(['attempts', 'last_attempt_at']).where('email', '=', email).where('source', '=', ALL_SOURCES).executeTakeFirst();
  if (!row || Date.parse(row.last_attempt_at) <= Date.now() - policy.forgetMs) return 0;
  const failures = Number(row.attempts);
  if (failures < policy.accountFree) return 0;
  return Math.min(policy.accountCeilingMs, policy.accountBaseMs * 2 ** (failures - policy.accountFree));
}

/**
 * Counts a failed sign-in against the e-mail, from whatever source. Returns the new count when it
 * is alert-worthy (the hold starts, then at every doubling), else null.
 */
export async function recordAccountFailure(db: Kysely<Database>, email: string, policy: ThrottlePolicy): Promise<number | null> {
  const now = Date.now();
  const cutoff = isoNow(-policy.forgetMs, now);
  const row = await db
    .insertInto('login_attempts')
    .values({ email, source: ALL_SOURCES, attempts: 1, last_attempt_at: isoNow(0, now), next_allowed_at: isoNow(0, now) })
    .onConflict((oc) =>
      oc.columns(['email', 'source']).doUpdateSet((eb) => ({
        attempts: eb.case().when('login_attempts.last_attempt_at', '<=', cutoff).then(1).else(eb('login_attempts.attempts', '+', 1)).end(),
        last_attempt_at: isoNow(0, now),
      })),
    )
    .returning('attempts')
    .executeTakeFirstOrThrow();
  const failures = Number(row.attempts);
  const step = failures / policy.accountFree;
  return failures >= policy.accountFree && Number.isInteger(step) && (step & (step - 1)) === 0 ? failures : null;
}

/** A success: this source starts afresh, and so does the e-mail's count over all sources. */
export async function clearAttempts(db: Kysely<Database>, email: string, source: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).where('source', 'in', [source, ALL_SOURCES]).execute();
}
