import { HttpError } from '../../lib/http/errors.ts';
import type { FieldErrors } from './fields.tsx';
import { errorsFrom } from './use-form.ts';

/** The request never got an answer: no connection, or none in time (FETCH_ERROR, TIMEOUT_ERROR). */
export const SEND_FAILED = 'We could not send your request. Please check your connection and try again; everything you entered is still here.';
/** The server failed (a 5xx, or an answer it could not have meant): nothing the visitor can fix. */
export const SERVER_FAILED = 'Something went wrong on our side, so your request was not sent. Please try again later; everything you entered is still here.';

/**
 * What a failed submit shows: the server's field issues inline, and one visible message. The
 * values stay as they were, so the visitor can fix and resend. A refusal (4xx) says what the
 * server said; a server failure and a network failure each say what happened, since telling a
 * visitor to check a connection that works sends them looking for a fault that is ours.
 */
export function describeSubmitError(error: unknown): { fieldErrors: FieldErrors; message: string } {
  if (!(error instanceof HttpError)) return { fieldErrors: {}, message: SEND_FAILED };
  if (typeof error.kind === 'number' && error.kind < 500) {
    const fieldErrors = errorsFrom(error.data?.issues ?? []);
    return { fieldErrors, message: error.serverMessage ?? SEND_FAILED };
  }
  const serverSide = typeof error.kind === 'number' || error.kind === 'PARSING_ERROR';
  return { fieldErrors: {}, message: serverSide ? SERVER_FAILED : SEND_FAILED };
}
