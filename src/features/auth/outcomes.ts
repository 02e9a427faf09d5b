import type { LoginAnswer, MessageAnswer } from '../../lib/http/api.ts';
import { HttpError } from '../../lib/http/errors.ts';
import { LOGIN_FAILED, RESET_EMAIL_FAILED, RESET_EMAIL_SENT } from './messages.ts';

/** The server's own words in a failed answer; a network failure or timeout has none. */
function serverWords(error: unknown): string | undefined {
  if (error instanceof HttpError && typeof error.kind === 'number') return error.serverMessage || undefined;
  return undefined;
}

export type LoginOutcome =
  | { ok: true; token: string; role: string; mustChangePassword: boolean; mfaEnrolmentRequired: boolean }
  | { ok: false; message: string }
  /** The password was right; the account's second step (a code) comes next. */
  | { ok: 'code'; challenge: string };

/**
 * A login counts only when the answer's status is 'success' (and it carries a token);
 * otherwise the server's message, or 'Login failed'.
 */
export function loginOutcome(result: { answer: LoginAnswer } | { error: unknown }): LoginOutcome {
  if ('error' in result) return { ok: false, message: serverWords(result.error) ?? LOGIN_FAILED };
  const { answer } = result;
  const token = answer?.data?.token;
  const challenge = answer?.data?.challenge;
  if (answer?.status === 'success' && answer.data?.mfaRequired === true && typeof challenge === 'string' && challenge) return { ok: 'code', challenge };
  if (answer?.status === 'success' && typeof token === 'string' && token) {
    const details = answer.data?.userDetails;
    return { ok: true, token, role: String(details?.role ?? ''), mustChangePassword: details?.mustChangePassword === true, mfaEnrolmentRequired: details?.mfaEnrolmentRequired === true };
  }
  return { ok: false, message: answer?.error || answer?.message || LOGIN_FAILED };
}

/** Reset e-mail success shows the server's message, else 'Password reset email sent!'; failure the server's message, else 'Failed to send email'. */
export function resetEmailOutcome(result: { answer: MessageAnswer } | { error: unknown }): { ok: boolean; message: string } {
  if ('error' in result) return { ok: false, message: serverWords(result.error) ?? RESET_EMAIL_FAILED };
  return { ok: true, message: result.answer?.message || RESET_EMAIL_SENT };
}
