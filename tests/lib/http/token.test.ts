import { afterEach, describe, expect, it } from 'vitest';
import { installLocalStorage } from './_server.ts';

/** Storage that refuses every call, as in a browser with site data blocked. */
function installBlockedStorage(): void {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  (globalThis as { localStorage?: unknown }).localStorage = { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse };
}

describe('session token in local storage', () => {
  afterEach(() => installLocalStorage());

  it('is read, stored and cleared under "token"', async () => {
    const storage = installLocalStorage();
    const { clearToken, readToken, storeToken } = await import('../../../src/lib/http/token.ts');
    storage.set('token', 'abc');
    expect(readToken()).toBe('abc');
    expect(storeToken('def')).toBe(true);
    expect(storage.get('token')).toBe('def');
    clearToken();
    expect(storage.has('token')).toBe(false);
  });

  it('when storage throws, sign-in and sign-out still work in memory and nothing throws', async () => {
    installBlockedStorage();
    const { authState, signedIn, signedOut } = await import('../../../src/features/auth/auth-store.ts');
    expect(() => signedIn('t-1', 'admin')).not.toThrow();
    expect([authState.token, authState.isAdmin, authState.isLoggedIn]).toEqual(['t-1', true, true]);
    expect(() => signedOut()).not.toThrow();
    expect(authState.isLoggedIn).toBe(false);
  });
});
