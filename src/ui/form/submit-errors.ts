import { HttpError } from '../../lib/http/errors.ts';
import type { FieldErrors } from './fields.tsx';
import { errorsFrom } from './use-form.ts';

export const SEND_FAILED = 'We could not send your request. Please check your connection and try again; everything you entered is still here.';

/**
 * What a failed submit shows: the server's field issues inline, and one visible message. The
 * values stay as they were, so the visitor can fix and resend.
 */
export function describeSubmitError(error: unknown): { fieldErrors: FieldErrors; message: string } {
  if (error instanceof HttpError && typeof error.kind === 'number' && error.kind < 500) {
    const fieldErrors = errorsFrom(error.data?.issues ?? []);
    return { fieldErrors, message: error.serverMessage ?? SEND_FAILED };
  }
  return { fieldErrors: {}, message: SEND_FAILED };
}
