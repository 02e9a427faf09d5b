import { proxy } from 'valtio';
import { setUnauthorizedHandler } from '../../lib/http/request.ts';
import { TOKEN_KEY } from './token-key.ts';

/**
 * Auth state (spec §3): the token comes from local storage at start. isAdmin is known from the
 * login answer or, after a reload, from /auth/authenticate. The server renders the signed-out
 * state; the browser reads storage only after hydration, in the screens that need it.
 */
export const authState = proxy({
  token: readToken(),
  isAdmin: false,
  get isLoggedIn(): boolean {
    return Boolean(this.token);
  },
});

function readToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage blocked: behave as signed out
  }
}

export function signedIn(token: string, role: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  authState.token = token;
  authState.isAdmin = role === 'admin';
}

export function setRole(role: string): void {
  authState.isAdmin = role === 'admin';
}

export function signedOut(): void {
  localStorage.removeItem(TOKEN_KEY);
  authState.token = null;
  authState.isAdmin = false;
}

// A 401 means the session ended on the server (expired, revoked, password changed): sign out here too.
setUnauthorizedHandler(signedOut);
