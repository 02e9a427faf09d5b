import { HttpError } from '../../lib/http/errors.ts';

/** What went wrong, in words for the person at the screen. */
export function describeError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof HttpError) {
    if (error.kind === 'TIMEOUT_ERROR') return 'The server took too long to answer. Please try again.';
    if (error.kind === 'FETCH_ERROR') return 'Could not reach the server. Check your connection and try again.';
    if (error.kind === 'PARSING_ERROR') return 'The server sent an answer that could not be read. Please try again.';
    if (error.kind === 403) return error.serverMessage ?? 'You do not have permission to do this.';
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

/** The server's message for one field of a 400 answer, if it named that field. */
export function fieldIssue(error: unknown, field: string): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  return error.data?.issues?.find((issue) => issue.path === field)?.message;
}
