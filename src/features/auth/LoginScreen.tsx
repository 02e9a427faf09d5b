import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import useSWRMutation from 'swr/mutation';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import type { ScreenProps } from '../../registry/screen-names.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { useDocumentHead } from '../../lib/use-document-head.ts';
import { useFocusOnArrival } from '../../lib/use-focus-on-arrival.ts';
import { login } from '../../lib/http/api.ts';
import { Img } from '../../ui/Img.tsx';
import { TextField, type FieldErrors } from '../../ui/form/fields.tsx';
import { showToast, loadToaster } from '../../ui/form/toast.ts';
import { authState, sessionEndedSeen, signedIn } from './auth-store.ts';
import { CodeStep } from './CodeStep.tsx';
import { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
import { DASHBOARD_PATH, LOGIN_ERROR_TOAST_MS, LOGIN_SUCCESS, LOGIN_SUCCESS_TOAST_MS, REDIRECT_AFTER_LOGIN_MS, SESSION_ENDED } from './messages.ts';
import { loginOutcome, type LoginOutcome } from './outcomes.ts';
import { NeedsScript } from './NeedsScript.tsx';
import { PasswordField } from './PasswordField.tsx';
import { onTokenChangedElsewhere, readToken } from '../../lib/http/token.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useFocusAfterBusy } from '../../ui/use-focus-after-busy.ts';

/**
 * Staff sign-in. The HTML is prerendered signed out; a stored token sends
 * the visitor on to the dashboard right after hydration. A person whose session the server ended
 * (a 401) is told so here, since nothing else explains why the dashboard went away.
 */
export default function LoginScreen({ title }: ScreenProps) {
  useDocumentHead(title);
  // After Sign out the button is gone with the dashboard: focus starts again on this screen.
  useFocusOnArrival();
  const { site } = useShell();
  const [, navigate] = useLocation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [redirecting, setRedirecting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  /** Set after a right password for an account with two-step sign-in: the code step shows. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const forgotButton = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unmounted = useRef(false);
  const { sessionEnded } = useSnapshot(authState);
  const { trigger, isMutating } = useSWRMutation('auth/login', (_key: string, { arg }: { arg: { email: string; password: string } }) => login(arg.email, arg.password));

  useEffect(() => {
    if (readToken()) navigate(DASHBOARD_PATH, { replace: true });
    else void loadToaster(); // warm up the toasts while the visitor types
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      clearTimeout(redirectTimer.current);
    };
  }, [navigate]);
  // Someone signed in in another tab (the storage is shared): this tab goes on as that session,
  // as it would on loading with a token stored, rather than offering a sign-in nobody needs.
  useEffect(() => onTokenChangedElsewhere((token) => token && navigate(DASHBOARD_PATH, { replace: true })), [navigate]);
  // Said once: coming back to this screen later is a visit like any other.
  useEffect(() => sessionEndedSeen, []);

  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating || redirecting) return;
    const problems: FieldErrors = {};
    if (!email.trim()) problems.email = 'E-mail is required';
    else if (!(event.currentTarget.elements.namedItem('email') as HTMLInputElement).checkValidity()) problems.email = 'Enter a valid e-mail address';
    if (!password) problems.password = 'Password is required';
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }

    let result;
    try {
      result = loginOutcome({ answer: await trigger({ email: email.trim(), password }) });
    } catch (error) {
      result = loginOutcome({ error });
    }
    if (result.ok === 'code') {
      setChallenge(result.challenge);
      return;
    }
    if (!result.ok) {
      void showToast('error', result.message, LOGIN_ERROR_TOAST_MS);
      return;
    }
    finishSignIn(result);
  };

  const finishSignIn = (result: Extract<LoginOutcome, { ok: true }>) => {
    signedIn(result.token, result.role, result.mustChangePassword, result.mfaEnrolmentRequired);
    setRedirecting(true);
    // The redirect's second starts when the toast is on the page, not at the answer: on a slow
    // phone the toast's code may still be loading, and the visitor would see it for less than the
    // second. Should that code fail to load, the redirect still comes.
    const redirectAfterToast = () => {
      if (!unmounted.current) redirectTimer.current = setTimeout(() => navigate(DASHBOARD_PATH), REDIRECT_AFTER_LOGIN_MS);
    };
    void showToast('success', LOGIN_SUCCESS, LOGIN_SUCCESS_TOAST_MS).then(redirectAfterToast, redirectAfterToast);
  };

  const hydrated = useHydrated();
  const busy = isMutating || redirecting;
  const submitButton = useFocusAfterBusy<HTMLButtonElement>(busy);
  return (
    <main id="main" className="auth-screen" tabIndex={-1}>
      <div className="auth-card">
        <Link href="/" className="auth-card__logo">
          <Img image={{ ...site.logo, alt: `${site.name}, home` }} priority />
        </Link>
        {challenge ? (
          <CodeStep
            challenge={challenge}
            onSignedIn={finishSignIn}
            onRestart={(message) => {
              setChallenge(null);
              setPassword('');
              if (message) void showToast('error', message, LOGIN_ERROR_TOAST_MS);
            }}
          />
        ) : (
          <>
            <h1 className="auth-card__title">Staff sign-in</h1>
            <p className="auth-card__lead">Sign in to answer enquiries and applications.</p>
            <NeedsScript task="Signing in" then="reload this page" />
            {sessionEnded && (
              <p className="auth-card__notice" role="status">
                {SESSION_ENDED}
              </p>
            )}
            <form ref={formRef} className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={isMutating || undefined}>
              <TextField idPrefix={id} name="email" label="Email" type="email" required autoComplete="username" value={email} onChange={(value) => { setEmail(value); setErrors((e) => ({ ...e, email: undefined })); }} error={errors.email} />
              <PasswordField id={`${id}-password`} name="password" label="Password" autoComplete="current-password" value={password} onChange={(value) => { setPassword(value); setErrors((e) => ({ ...e, password: undefined })); }} error={errors.password} />
              <div className="auth-card__row">
                <button ref={forgotButton} type="button" className="button button--link" aria-haspopup="dialog" onClick={() => setForgotOpen(true)}>
                  Forgot Password?
                </button>
              </div>
              <button ref={submitButton} type="submit" className="button button--primary auth-card__submit" disabled={busy || !hydrated} aria-busy={isMutating || undefined}>
                {isMutating && <span className="spinner" aria-hidden="true" />}
                Sign In
              </button>
            </form>
            <p className="auth-card__back">
              <Link href="/">← Back to the website</Link>
            </p>
          </>
        )}
      </div>
      {forgotOpen && <ForgotPasswordModal onClose={() => setForgotOpen(false)} returnFocusTo={forgotButton.current} initialEmail={email.trim()} />}
    </main>
  );
}
