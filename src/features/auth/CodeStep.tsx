/**
 * The sign-in's second step for an account with two-step sign-in: the 6-digit code from the
 * authenticator app, or one of the recovery codes. The password step's challenge goes with it;
 * when that has expired (5 minutes), the person starts again from the password.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { loginWithCode } from '../../lib/http/api.ts';
import { HttpError } from '../../lib/http/errors.ts';
import { TextField } from '../../ui/form/fields.tsx';
import { useFocusAfterBusy } from '../../ui/use-focus-after-busy.ts';
import { loginOutcome, type LoginOutcome } from './outcomes.ts';

export const CODE_STEP_LEAD = 'Enter the 6-digit code from your authenticator app.';
export const RECOVERY_STEP_LEAD = 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.';

interface CodeStepProps {
  challenge: string;
  onSignedIn: (result: Extract<LoginOutcome, { ok: true }>) => void;
  /** Back to the password: on request, or with the server's words when the challenge expired. */
  onRestart: (message?: string) => void;
}

export function CodeStep({ challenge, onSignedIn, onRestart }: CodeStepProps) {
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submitButton = useFocusAfterBusy<HTMLButtonElement>(busy);
  // The password form (and the button that was pressed) is gone: the code field takes the focus.
  useEffect(() => document.getElementById(`${id}-code`)?.focus(), [id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    if (!typed) {
      setError(recovery ? 'Enter a recovery code' : 'Enter the 6-digit code');
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    if (!recovery && !/^\d{6}$/.test(typed.replace(/\s/g, ''))) {
      setError('The code is 6 digits');
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    let result: LoginOutcome;
    try {
      result = loginOutcome({ answer: await loginWithCode(challenge, typed) });
    } catch (failure) {
      if (failure instanceof HttpError && failure.data?.code === 'mfa_challenge_expired') {
        onRestart(failure.serverMessage);
        return;
      }
      result = loginOutcome({ error: failure });
    }
    setBusy(false);
    if (result.ok === true) {
      onSignedIn(result);
      return;
    }
    setError(result.ok === false ? result.message : 'Please sign in again');
    document.getElementById(`${id}-code`)?.focus();
  }

  function switchKind() {
    setRecovery((value) => !value);
    setCode('');
    setError(undefined);
    document.getElementById(`${id}-code`)?.focus();
  }

  return (
    <>
      <h1 className="auth-card__title">Two-step sign-in</h1>
      <p className="auth-card__lead" id={`${id}-lead`}>
        {recovery ? RECOVERY_STEP_LEAD : CODE_STEP_LEAD}
      </p>
      <form className="form" method="post" noValidate onSubmit={submit} aria-busy={busy || undefined} aria-describedby={`${id}-lead`}>
        <TextField
          idPrefix={id}
          name="code"
          label={recovery ? 'Recovery code' : 'Code'}
          required
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 20 : 7}
          autoFocus
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="auth-card__row">
          <button type="button" className="button button--link" onClick={switchKind}>
            {recovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
          </button>
        </div>
        <button ref={submitButton} type="submit" className="button button--primary auth-card__submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />}
          Verify
        </button>
      </form>
      <p className="auth-card__back">
        <button type="button" className="button button--link" onClick={() => onRestart()}>
          ← Use another account
        </button>
      </p>
    </>
  );
}
