import { beforeEach, describe, expect, it } from 'vitest';
import { installLocalStorage } from '../../lib/http/_server.ts';

const storage = installLocalStorage();
storage.set('token', 'from-before');
const { authState, signedIn, signedOut } = await import('../../../src/features/auth/auth-store.ts');

describe('auth store', () => {
  beforeEach(() => signedOut());

  it('reads the token from local storage at start', async () => {
    // (signedOut in beforeEach ran after the module read it; check the read through a fresh module.)
    storage.set('token', 'again');
    const { vi } = await import('vitest');
    vi.resetModules();
    const fresh = await import('../../../src/features/auth/auth-store.ts');
    expect(fresh.authState.token).toBe('again');
    expect(fresh.authState.isLoggedIn).toBe(true);
  });

  it('sets isAdmin only for the role "admin" and saves the token', () => {
    signedIn('t-1', 'staff');
    expect([authState.token, authState.isAdmin, authState.isLoggedIn, storage.get('token')]).toEqual(['t-1', false, true, 't-1']);
    signedIn('t-2', 'admin');
    expect([authState.isAdmin, storage.get('token')]).toEqual([true, 't-2']);
    signedIn('t-3', 'Admin');
    expect(authState.isAdmin).toBe(false);
  });

  it('signing out removes the token', () => {
    signedIn('t-1', 'admin');
    signedOut();
    expect([authState.token, authState.isAdmin, authState.isLoggedIn, storage.has('token')]).toEqual([null, false, false, false]);
  });
});
