import { proxy } from 'valtio';
import { setUnauthorizedHandler } from '../../lib/http/request.ts';
import { clearToken, onTokenChangedElsewhere, readToken, storeToken } from '../../lib/http/token.ts';

/**
 * Auth state: the token comes from local storage at start. isAdmin is known from the
 * login answer or, after a reload, from /auth/authenticate. The server renders the signed-out
 * state; the browser reads storage only after hydration, in the screens that need it.
 */
export const authState = proxy({
  token: readToken(),
  isAdmin: false,
  /**
   * The server ended the session (a 401 on a call that carried the token): the sign-in screen
   * says so, since the person did not choose to leave. Cleared by signing in or out.
   */
  sessionEnded: false,
  /**
   * Signed in with a generated password (from the login answer, or /auth/authenticate after a
   * reload): the dashboard shows only "Choose your password" until it is replaced.
   */
  mustChangePassword: false,
  /**
   * Must set up two-step sign-in (an admin, or staff when an admin requires it): the dashboard
   * shows only the set-up until it is on. From the login answer, or /auth/authenticate.
   */
  mfaEnrolmentRequired: false,
  get isLoggedIn(): boolean {
    return Boolean(this.token);
  },
});

export function signedIn(token: string, role: string, mustChangePassword = false, mfaEnrolmentRequired = false): void {
  storeToken(token);
  authState.token = token;
  authState.isAdmin = role === 'admin';
  authState.sessionEnded = false;
  authState.mustChangePassword = mustChangePassword;
  authState.mfaEnrolmentRequired = mfaEnrolmentRequired;
}

/** What /auth/authenticate says, or that two-step sign-in has just been set up. */
export function setMfaEnrolmentRequired(required: boolean): void {
  authState.mfaEnrolmentRequired = required;
}

/** What /auth/authenticate says about the session, or that the person has just chosen one. */
export function setMustChangePassword(mustChange: boolean): void {
  authState.mustChangePassword = mustChange;
}

export function setRole(role: string): void {
  authState.isAdmin = role === 'admin';
}

export function signedOut(): void {
  clearToken();
  authState.token = null;
  authState.isAdmin = false;
  authState.sessionEnded = false;
  authState.mustChangePassword = false;
  authState.mfaEnrolmentRequired = false;
}

/** The sign-in screen has been left: its note about an ended session is old news from now on. */
export function sessionEndedSeen(): void {
  authState.sessionEnded = false;
}

// A 401 on a call that carried the token: the session ended on the server (expired, revoked,
// account disabled, password changed). A 401 on a call without one while this tab still counts as
// signed in: another tab signed out and took the token with it. Either way, sign out here too.
setUnauthorizedHandler((tokenSent) => {
  if (!tokenSent && !authState.token) return;
  signedOut();
  authState.sessionEnded = tokenSent;
});

// Another tab signed out: this one leaves the dashboard at once, not on its next call (spec §4:
// no token means signed out). Another tab signed in, perhaps as another person: this one follows
// with that session, whose role is known once the dashboard has asked /auth/authenticate again.
onTokenChangedElsewhere((token) => {
  if (token === authState.token) return;
  if (token === null) {
    signedOut();
    return;
  }
  authState.token = token;
  authState.isAdmin = false;
  authState.sessionEnded = false;
  authState.mustChangePassword = false;
  authState.mfaEnrolmentRequired = false;
});
