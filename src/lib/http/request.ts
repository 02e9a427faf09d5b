import { API_TIMEOUT_MS } from './config.ts';
import { HttpError, type ErrorBody } from './errors.ts';
import { readToken } from './token.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Send the stored token as a Bearer header (every call but the reset e-mail). */
  auth?: boolean;
  timeoutMs?: number;
  /** Read the answer as text (CSV) or a blob (CV download) instead of JSON. */
  as?: 'json' | 'blob';
  /**
   * Send a plain object as JSON text without the JSON content type (the browser then labels it
   * text/plain). The reset-email call is the one call without the JSON content type.
   */
  plainText?: boolean;
  /**
   * A 401 answer ends the session here (the default). Off for sign-in, where a 401 means a wrong
   * password, and for sign-out, where the person is leaving anyway.
   */
  endsSession?: boolean;
}

let onUnauthorized: ((tokenSent: boolean) => void) | undefined;
/**
 * What a 401 does (the auth store signs the user out). It is told whether the call carried a
 * token: without one, the token had already left storage (another tab signed out), and the call
 * was refused for that, not because the server ended the session.
 */
export function setUnauthorizedHandler(handler: (tokenSent: boolean) => void): void {
  onUnauthorized = handler;
}

/**
 * One HTTP call with the spec's rules: JSON content type, Bearer token when stored, a 5000 ms
 * timeout, and errors as FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR / the HTTP status with data.
 */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, auth = true, timeoutMs = API_TIMEOUT_MS, as = 'json', plainText = false, endsSession = true } = options;
  const headers: Record<string, string> = {};
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (!isForm && !plainText) headers['Content-Type'] = 'application/json';
  const token = auth ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    throw new HttpError(controller.signal.aborted ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', { error: (error as Error).message });
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
    if (response.status === 401 && auth && endsSession) onUnauthorized?.(token !== null);
    throw new HttpError(response.status, data);
  }
  if (as === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new HttpError('PARSING_ERROR');
  }
}
