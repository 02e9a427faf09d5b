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

/**
 * Calls `onChanged` with the token now stored when another tab of this site changes it: it signed
 * out (null), cleared the site's storage (null), or someone signed in there (a new token, perhaps
 * another person's). The browser reports such a change to every other tab with a `storage` event;
 * the tab that made the change hears nothing. The stored value is read afresh, not taken from the
 * event: a sign-out and a quick sign-in arrive as two events, and by the first one the storage may
 * already hold the new token. Returns the function that stops listening.
 */
export function onTokenChangedElsewhere(onChanged: (token: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    // key null: the whole storage was cleared, as the server's `Clear-Site-Data: "storage"` on
    // sign-out does (Chromium reports that, and then the token's own removal is no change at all).
    if (event.key === TOKEN_KEY || event.key === null) onChanged(readToken());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
