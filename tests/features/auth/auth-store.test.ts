import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installLocalStorage, startTinyServer } from '../../lib/http/_server.ts';

const storage = installLocalStorage();
storage.set('token', 'from-before');
// The store listens for other tabs' storage changes on `window`; Node has none, so give it one.
const tabs = new EventTarget();
vi.stubGlobal('window', tabs);
const { authState, signedIn, signedOut } = await import('../../../src/features/auth/auth-store.ts');
const { request } = await import('../../../src/lib/http/request.ts');

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

  it('another tab taking the token out of storage (or clearing it all) signs this tab out, without the ended-session note', () => {
    for (const key of ['token', null]) {
      signedIn('t-1', 'admin');
      storage.delete('token');
      tabs.dispatchEvent(Object.assign(new Event('storage'), { key }));
      expect([authState.token, authState.isAdmin, authState.sessionEnded]).toEqual([null, false, false]);
    }
  });

  it('another tab storing another session (someone else signed in there) moves this tab to it, role unknown until asked', () => {
    signedIn('t-1', 'admin');
    storage.set('token', 't-other');
    tabs.dispatchEvent(Object.assign(new Event('storage'), { key: 'token' }));
    expect([authState.token, authState.isAdmin, authState.sessionEnded]).toEqual(['t-other', false, false]);
    // A sign-out and a quick sign-in: by the removal's event the storage already holds the new token.
    signedIn('t-1', 'admin');
    storage.set('token', 't-next');
    tabs.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(authState.token).toBe('t-next');
  });

  it('a 401 signs out: on a call that carried the token with the ended-session note, on one without (another tab) without it', async () => {
    const server = await startTinyServer();
    server.json(401, { status: 'error', error: 'Please sign in' });
    try {
      signedIn('t-1', 'staff');
      await request(`${server.url}/me`).catch(() => undefined);
      expect([authState.token, storage.has('token'), authState.sessionEnded]).toEqual([null, false, true]);
      // Signing in again drops the note.
      signedIn('t-2', 'staff');
      expect(authState.sessionEnded).toBe(false);

      // The token left storage unnoticed (another tab): the call went without it, and this tab follows.
      storage.delete('token');
      await request(`${server.url}/me`).catch(() => undefined);
      expect([authState.token, authState.sessionEnded]).toEqual([null, false]);

      // Sign-out's own 401 (already ended) is no news to the person leaving.
      signedIn('t-3', 'staff');
      await request(`${server.url}/logout`, { method: 'POST', endsSession: false }).catch(() => undefined);
      expect([authState.token, authState.sessionEnded]).toEqual(['t-3', false]);
    } finally {
      await server.close();
    }
  });
});
