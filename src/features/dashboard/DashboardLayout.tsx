/**
 * The dashboard's own frame (no site header or footer): side navigation with the screens (the
 * Activity log for admins only) and the new-item counts, the signed-in user's name and role, and
 * sign-out. It also keeps the client in step with the session: the role comes from
 * /auth/authenticate after a reload, and when the session ends (sign-out here or in another tab,
 * or any 401 clearing the token) the person goes to /login.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, type Cache } from 'swr';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useDisclosure } from '../../layout/use-disclosure.ts';
import type { ScreenName } from '../../registry/screen-names.ts';
import { usePreloadScreen } from '../../lib/screen-preload.ts';
import { useDocumentHead } from '../../lib/use-document-head.ts';
import { useFocusOnArrival } from '../../lib/use-focus-on-arrival.ts';
import { authState, setMfaEnrolmentRequired, setMustChangePassword, setRole, signedOut } from '../auth/auth-store.ts';
import { swrConfig } from '../../lib/http/swr-config.ts';
import { readToken } from '../../lib/http/token.ts';
import { FORM_KINDS } from '../../forms/kinds.ts';
import { FORM_TYPES } from './form-types.ts';
import { AUTHENTICATE_URL, NEW_FORMS_URL, authenticate, logout, newForms, type FormTable, type SessionUser } from '../../lib/http/staff-api.ts';
import { CHOOSE_PASSWORD_HEADING, ChoosePassword } from './ChoosePassword.tsx';
import { describeError } from './describe-error.ts';
import { EmailText } from '../../ui/EmailText.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { Img } from '../../ui/Img.tsx';
import { SET_UP_TWO_STEP_HEADING, SetUpTwoStepFirst } from './two-step/SetUpTwoStepFirst.tsx';
import { StepUpHost } from './two-step/StepUpDialog.tsx';

interface DashboardSession {
  /** Undefined until /auth/authenticate has answered. */
  user: SessionUser | undefined;
  isAdmin: boolean;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<DashboardSession>({ user: undefined, isAdmin: false, signOut: async () => {} });

export function useSession(): DashboardSession {
  return useContext(SessionContext);
}

/**
 * One SWR cache per session (per token). Signing out, or another person signing in in another
 * tab, starts a new one, so this tab then shows nothing of the last session — neither its answers
 * (the keys are URLs, the same for every person) nor its in-flight requests, which SWR would
 * otherwise reuse for up to the 60 s deduplication window.
 */
let sessionCache: { token: string | null; cache: Cache } = { token: null, cache: new Map() };

function cacheFor(token: string | null): Cache {
  if (sessionCache.token !== token) sessionCache = { token, cache: new Map() };
  return sessionCache.cache;
}

const NAV: Array<{ path: string; label: string; table?: FormTable; adminOnly?: boolean }> = [
  { path: '/dashboard', label: 'Overview' },
  ...FORM_KINDS.map((table) => ({ path: FORM_TYPES[table].path, label: FORM_TYPES[table].heading, table })),
  { path: '/dashboard/profile', label: 'Profile' },
  { path: '/dashboard/settings', label: 'Settings' },
  { path: '/dashboard/activity', label: 'Activity log', adminOnly: true },
];

const DASHBOARD_SCREENS: ScreenName[] = [
  'dashboard',
  'dashboard-contact-us-form',
  'dashboard-careers-form',
  'dashboard-get-started-form',
  'dashboard-profile',
  'dashboard-settings',
  'dashboard-activity',
];

interface LayoutProps {
  title: string;
  heading: string;
  children: ReactNode;
  /** Controls shown beside the heading. */
  actions?: ReactNode;
}

export function DashboardLayout(props: LayoutProps) {
  const auth = useSnapshot(authState);
  const token = auth.token ?? readToken();
  // Keyed by the session: when it changes (another tab signed in as someone else), the whole
  // screen starts again as the new person, with a fresh cache, so nothing (name, role, admin-only
  // screens, open items) stays from the last one.
  return (
    <SWRConfig key={token ?? ''} value={{ ...swrConfig, provider: () => cacheFor(token) }}>
      <Frame {...props} signedIn={Boolean(token)} />
    </SWRConfig>
  );
}

function Frame({ title, heading, children, actions, signedIn }: LayoutProps & { signedIn: boolean }) {
  const auth = useSnapshot(authState);
  const { site } = useShell();
  const preloadScreen = usePreloadScreen();
  const [location, navigate] = useLocation();
  // The small-screen menu: like the site's other menus, Escape closes it and focus goes back to
  // its button; a click outside it or choosing a screen closes it too.
  const menu = useDisclosure<HTMLButtonElement, HTMLDivElement>({ cssFallback: false });
  const [signingOut, setSigningOut] = useState(false);

  const session = useSWR(signedIn ? AUTHENTICATE_URL : null, authenticate);
  const user = session.data;
  // Signed in with a generated password: nothing but choosing one's own until it is replaced
  // (the server refuses the rest). Known from the sign-in answer, or after a reload from the session.
  const mustChange = user ? user.mustChangePassword === true : auth.mustChangePassword;
  // Must use two-step sign-in and has not set it up: only the set-up until it is on (the server
  // refuses the rest too). After choosing a password, if both apply.
  const setUpTwoStep = !mustChange && (user ? user.mfaEnrolmentRequired === true : auth.mfaEnrolmentRequired);
  const gate = mustChange || setUpTwoStep;
  const counts = useSWR(signedIn && !gate ? NEW_FORMS_URL : null, newForms);
  const gateHeading = mustChange ? CHOOSE_PASSWORD_HEADING : setUpTwoStep ? SET_UP_TWO_STEP_HEADING : null;
  useDocumentHead(gateHeading ?? title);

  useEffect(() => {
    if (!user) return;
    setRole(user.role);
    setMustChangePassword(user.mustChangePassword === true);
    setMfaEnrolmentRequired(user.mfaEnrolmentRequired === true);
  }, [user]);

  function passwordChosen() {
    setMustChangePassword(false);
    // A new password may still leave the two-step set-up to do: ask the server again.
    if (user) void session.mutate({ ...user, mustChangePassword: false });
    void session.mutate();
  }

  function twoStepSetUp() {
    setMfaEnrolmentRequired(false);
    if (user) void session.mutate({ ...user, mfaEnabled: true, mfaEnrolmentRequired: false });
  }

  // Signed out here, in another tab, or by a 401 (the auth store clears the token): leave the
  // protected area, and show nothing of it meanwhile.
  useEffect(() => {
    if (!signedIn) navigate('/login', { replace: true });
  }, [signedIn, navigate]);

  // Each screen brings its own frame (and a new person's session a new one), so the link that
  // was used is gone: focus goes to the new screen's content.
  useFocusOnArrival();
  useEffect(() => {
    // The other screens are small: fetch them now so moving between them shows no loader.
    const timer = setTimeout(() => DASHBOARD_SCREENS.forEach((name) => void preloadScreen(name).catch(() => undefined)), 200);
    return () => clearTimeout(timer);
  }, [preloadScreen]);

  // The effect above then goes to /login, as for any other way out (a new cache comes with the next token).
  async function signOut() {
    setSigningOut(true);
    await logout();
    signedOut();
  }

  const value: DashboardSession = { user, isAdmin: user?.role === 'admin', signOut };

  return (
    <SessionContext.Provider value={value}>
      <div className="dash">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {/* Holds the menu's button and its panel, for the menu's "click outside" (no box of its own). */}
        <div ref={menu.rootRef} className="dash-frame-nav">
          <header className="dash-bar">
            {/* The site header's logo (its wordmark takes the bar's text colour), and whose area this is. */}
            <Link href="/dashboard" className="dash-brand">
              <Img image={{ ...site.logo, alt: `${site.name} staff dashboard` }} />
              <span className="dash-brand__tag" aria-hidden="true">
                Staff
              </span>
            </Link>
            <button ref={menu.triggerRef} type="button" className="dash-btn dash-bar__menu" aria-expanded={menu.open} aria-controls="dash-nav" onClick={menu.toggle}>
              {menu.open ? 'Close menu' : 'Menu'}
            </button>
          </header>
          <div id="dash-nav" className={`dash-side${menu.open ? ' is-open' : ''}`}>
            <nav aria-label="Dashboard" hidden={gate}>
              <ul className="dash-nav">
                {NAV.filter((item) => !item.adminOnly || user?.role === 'admin').map((item) => {
                  const current = location === item.path;
                  const count = item.table ? counts.data?.counts[item.table] : undefined;
                  return (
                    <li key={item.path}>
                      <Link href={item.path} className="dash-nav__link" aria-current={current ? 'page' : undefined}>
                        <span>{item.label}</span>
                        {count ? (
                          <span className="dash-count">
                            {count}
                            <span className="visually-hidden"> new</span>
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            {/* A plain link (a full page load): the site's pages are not part of the dashboard's app frame. */}
            <nav aria-label="Website" className="dash-viewsite">
              <a href="/" className="dash-nav__link">
                View site
              </a>
            </nav>
            <section className="dash-user" aria-label="Your account">
              {user ? (
                <>
                  <p className="dash-user__name">{user.name}</p>
                  <p className="dash-user__meta">
                    <span className={`dash-role dash-role--${user.role}`}>{user.role === 'admin' ? 'Admin' : 'Staff'}</span>
                    <span className="dash-user__email">
                      <EmailText email={user.email} />
                    </span>
                  </p>
                </>
              ) : (
                <p className="dash-user__meta">{session.error ? 'Session not checked' : 'Checking your session…'}</p>
              )}
              <button type="button" className="dash-btn dash-user__signout" onClick={signOut} disabled={signingOut}>
                {signingOut ? 'Signing out…' : 'Sign out'}
              </button>
            </section>
          </div>
        </div>
        <main id="main" className="dash-main" tabIndex={-1}>
          {session.error && !user ? (
            <div className="dash-notice dash-notice--error dash-session-error" role="alert">
              <span>Could not check your session: {describeError(session.error)}</span>
              <button type="button" className="dash-btn" onClick={() => void session.mutate()}>
                Try again
              </button>
            </div>
          ) : null}
          <div className="dash-head">
            <h1 className="dash-head__title">{gateHeading ?? heading}</h1>
            {actions && !gate && <div className="dash-head__actions">{actions}</div>}
          </div>
          {!signedIn ? null : mustChange ? <ChoosePassword onChosen={passwordChosen} /> : setUpTwoStep ? <SetUpTwoStepFirst onDone={twoStepSetUp} /> : children}
        </main>
        {signedIn && <StepUpHost mfaEnabled={user?.mfaEnabled === true} />}
      </div>
    </SessionContext.Provider>
  );
}
