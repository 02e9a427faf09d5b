/**
 * Where the calls go. By default the API is on the site's own origin; a site hosted apart from
 * its API is built with API_ORIGIN=https://api.example.com (the server then allows that origin).
 */
declare const __API_ORIGIN__: string | undefined;
const origin = typeof __API_ORIGIN__ === 'string' ? __API_ORIGIN__ : '';

export const AUTH_BASE = `${origin}/auth`;
export const API_BASE = `${origin}/api`;
export const FORM_BASE = `${API_BASE}/form`;

/** Every call gives up after 5000 ms (a TIMEOUT_ERROR); a failed read is retried up to 3 times. */
export const API_TIMEOUT_MS = 5000;
export const RETRY_ATTEMPTS = 3;
