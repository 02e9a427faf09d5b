/**
 * Hourly clean-up of rows that can no longer be used: expired sessions, used or expired reset
 * links, old login-attempt counters, and mail sent more than 30 days ago. Expired rows are already
 * refused on read; this only keeps the tables small.
 */
import type { AppContext } from './context.ts';
import { pruneSessions } from './auth/sessions.ts';
import { isoNow } from './db/time.ts';

const EVERY_MS = 60 * 60_000;

export async function pruneOnce(ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  await pruneSessions(db, { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours });
  await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', isoNow())]))
    .execute();
  await db
    .deleteFrom('login_attempts')
    .where('last_attempt_at', '<=', isoNow(-24 * 3_600_000))
    .where('next_allowed_at', '<=', isoNow())
    .execute();
  await db.deleteFrom('mail_outbox').where('sent_at', '<=', isoNow(-30 * 24 * 3_600_000)).execute();
}

/** Starts the hourly timer; returns a stop function. */
export function startMaintenance(ctx: AppContext, log: { warn(obj: object, msg: string): void }): () => void {
  const timer = setInterval(() => {
    pruneOnce(ctx).catch((error: unknown) => log.warn({ err: { message: (error as Error).message } }, 'maintenance failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
