/**
 * The session token, kept in local storage under "token" so a sign-in survives a reload. The one
 * place that reads or writes it: storage can throw (blocked cookies, private modes, quota), and
 * then the browser behaves as signed out instead of failing.
 */
const TOKEN_KEY = 'token';

export function readToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Returns false when storage refused the token (the session then lasts until the tab closes). */
export function storeToken(token: string): boolean {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    return true;
  } catch {
    return false;
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}
