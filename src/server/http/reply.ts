/**
 * The one answer shape of the API: `{status:"success", data}` or
 * `{status:"error", error, issues?}`. Routes throw HttpError; the error handler writes it.
 */
import type { FieldIssue } from '../../forms/common.ts';

export function success<T>(data: T) {
  return { status: 'success' as const, data };
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
    /** A stable name for the refusal, for a client that acts on it rather than showing it. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export function errorBody(message: string, issues?: FieldIssue[], code?: string) {
  const body = issues && issues.length > 0 ? { status: 'error' as const, error: message, issues } : { status: 'error' as const, error: message };
  return code ? { ...body, code } : body;
}
