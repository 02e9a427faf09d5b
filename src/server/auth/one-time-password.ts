/**
 * Generated passwords (a new staff account's, the first admin's, an empty one from the user CLI)
 * are one-time: the account must choose its own password before anything else, and the generated
 * one stops working after 24 hours, used or not.
 */
import { isoNow } from '../db/time.ts';

export const ONE_TIME_VALID_MS = 24 * 3_600_000;

/** What the account must do before any other staff call; the browser reads this code. */
export const MUST_CHANGE_PASSWORD = 'must_change_password';

/** Columns for a password the server generated. */
export function oneTimePasswordColumns(passwordHash: string) {
  return { password_hash: passwordHash, password_changed_at: isoNow(), must_change_password: 1, password_expires_at: isoNow(ONE_TIME_VALID_MS) };
}

/** Columns for a password its owner chose (or an admin typed): no limit, nothing to change. */
export function ownPasswordColumns(passwordHash: string) {
  return { password_hash: passwordHash, password_changed_at: isoNow(), must_change_password: 0, password_expires_at: null };
}

export function passwordExpired(user: { password_expires_at: string | null }): boolean {
  return user.password_expires_at !== null && user.password_expires_at <= isoNow();
}
