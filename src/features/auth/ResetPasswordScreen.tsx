import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import useSWRMutation from 'swr/mutation';
import { Link } from 'wouter';
import type { ScreenProps } from '../../registry/screen-names.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { useDocumentHead } from '../../lib/use-document-head.ts';
import { resetPassword } from '../../lib/http/api.ts';
import { HttpError } from '../../lib/http/errors.ts';
import { Img } from '../../ui/Img.tsx';
import type { FieldErrors } from '../../ui/form/fields.tsx';
import { errorsFrom } from '../../ui/form/use-form.ts';
import { NeedsScript } from './NeedsScript.tsx';
import { PasswordField } from './PasswordField.tsx';

/** The server's password policy (src/server/auth/password.ts), checked here first for a quick answer. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

export function passwordProblems(password: string, confirm: string): FieldErrors {
  const errors: FieldErrors = {};
  const length = [...password].length;
  if (length < PASSWORD_MIN) errors.password = `Password must be at least ${PASSWORD_MIN} characters`;
  else if (length > PASSWORD_MAX) errors.password = `Password must be at most ${PASSWORD_MAX} characters`;
  if (!errors.password && confirm !== password) errors.confirm = 'The two passwords do not match';
  return errors;
}

/**
 * /reset-password?token=…: the page the e-mailed link opens. Sets a new password with the token,
 * shows the server's verdict (policy, expired link), then offers to sign in.
 */
export default function ResetPasswordScreen({ title }: ScreenProps) {
  useDocumentHead(title);
  const { site } = useShell();
  const id = useId();
  // Unknown until hydration: the prerendered HTML cannot know the query string.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const { trigger, isMutating } = useSWRMutation('auth/reset-password', (_key: string, { arg }: { arg: { token: string; password: string } }) => resetPassword(arg.token, arg.password));

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setToken(params.get('token'));
    // The token resets a password: take it out of the address bar and the history at once.
    if (params.has('token')) {
      params.delete('token');
      const rest = params.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
    }
  }, []);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating || !token) return;
    setAlert('');
    const problems = passwordProblems(password, confirm);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    try {
      const answer = await trigger({ token, password });
      setDone(answer?.message || 'Your password has been changed. Please sign in.');
    } catch (error) {
      if (error instanceof HttpError && typeof error.kind === 'number') {
        const fieldErrors = errorsFrom(error.data?.issues ?? []);
        const { password: passwordError } = fieldErrors;
        if (passwordError) {
          setErrors({ password: passwordError });
          setFocusRequest((count) => count + 1);
        } else setAlert(error.serverMessage ?? 'The password could not be changed.');
      } else setAlert('The password could not be changed: the server did not answer. Please try again.');
    }
  };

  return (
    <main id="main" className="auth-screen">
      <div className="auth-card">
        <Link href="/" className="auth-card__logo">
          <Img image={{ ...site.logo, alt: `${site.name}, home` }} priority />
        </Link>
        <h1 className="auth-card__title">Choose a new password</h1>
        <NeedsScript task="Choosing a new password" then="open the link from the e-mail again" />
        {done ? (
          <div ref={doneRef} className="form-done" role="status" tabIndex={-1}>
            <p>✓ {done}</p>
            <Link href="/login" className="button button--primary">
              Sign in
            </Link>
          </div>
        ) : token === null ? (
          <div className="form-done">
            <p className="form__alert" role="alert">
              This link is incomplete. Open the link from the e-mail again, or ask for a new one on the sign-in page.
            </p>
            <Link href="/login">Go to sign-in</Link>
          </div>
        ) : (
          <form ref={formRef} className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={isMutating || undefined}>
            <PasswordField
              id={`${id}-password`}
              name="password"
              label="New password"
              hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A long phrase is easiest to remember.`}
              autoComplete="new-password"
              value={password}
              onChange={(value) => {
                setPassword(value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={errors.password}
              autoFocus
            />
            <PasswordField
              id={`${id}-confirm`}
              name="confirm"
              label="Repeat the new password"
              autoComplete="new-password"
              value={confirm}
              onChange={(value) => {
                setConfirm(value);
                setErrors((current) => ({ ...current, confirm: undefined }));
              }}
              error={errors.confirm}
            />
            <div className="form__alert-wrap" role="alert">
              {alert && (
                <p className="form__alert">
                  {alert} <Link href="/login">Ask for a new link on the sign-in page.</Link>
                </p>
              )}
            </div>
            <button type="submit" className="button button--primary auth-card__submit" disabled={isMutating || !token}>
              {isMutating && <span className="spinner" aria-hidden="true" />}
              Set new password
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
