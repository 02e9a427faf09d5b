/**
 * Setting up two-step sign-in: the server makes a secret and its QR code; the person scans it
 * (or types the key) into an authenticator app, proves it with a first code, and saves the
 * recovery codes. Profile uses it, and so does the screen a person who must use it sees first.
 */
import { useId, useState, type FormEvent } from 'react';
import { confirmMfaSetup, startMfaSetup, type MfaSetup } from '../../../lib/http/staff-api.ts';
import { TextField } from '../../../ui/form/fields.tsx';
import { describeError, fieldIssue } from '../describe-error.ts';
import { Notice, useNotice } from '../notice.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

/** The key in groups of four, as authenticator apps show it; spaces do not matter when typed. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function TwoStepSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const id = useId();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, report, dismiss] = useNotice();

  async function start() {
    dismiss();
    setBusy(true);
    try {
      setSetup(await startMfaSetup());
    } catch (failure) {
      report('error', `Could not start: ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    dismiss();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError('Enter the 6-digit code the app shows');
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setBusy(true);
    try {
      setCodes(await confirmMfaSetup(code.replace(/\s/g, '')));
    } catch (failure) {
      const issue = fieldIssue(failure, 'code');
      if (issue) {
        setError(issue);
        document.getElementById(`${id}-code`)?.focus();
      } else report('error', describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (codes) return <RecoveryCodes codes={codes} onSaved={onDone} />;

  if (!setup) {
    return (
      <div className="dash-form dash-two-step">
        <p>
          Two-step sign-in asks for a code from an app on your phone (Google Authenticator, Microsoft Authenticator, 1Password
          and the like) after your password, so a stolen password alone cannot open your account.
        </p>
        <Notice notice={notice} onDismiss={dismiss} />
        <div className="dash-form__actions">
          <button type="button" className="dash-btn dash-btn--primary" onClick={() => void start()} disabled={busy}>
            {busy ? 'Starting…' : 'Set up two-step sign-in'}
          </button>
        </div>
      </div>
    );
  }

  const qr = `data:image/svg+xml;base64,${btoa(setup.qrSvg)}`;
  return (
    <form className="dash-form dash-two-step" onSubmit={confirm} noValidate>
      <ol className="dash-two-step__steps">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img className="dash-two-step__qr" src={qr} width={180} height={180} alt="QR code for your authenticator app" />
        </li>
        <li>
          <p>Can’t scan it? Add an account in the app by hand with this key (time-based):</p>
          <p>
            <code className="dash-two-step__secret" data-secret={setup.secret}>
              {grouped(setup.secret)}
            </code>
          </p>
        </li>
        <li>
          <TextField
            staff
            idPrefix={id}
            name="code"
            label="Enter the 6-digit code the app shows"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            error={error}
          />
        </li>
      </ol>
      <Notice notice={notice} onDismiss={dismiss} />
      <div className="dash-form__actions">
        <button type="submit" className="dash-btn dash-btn--primary" disabled={busy}>
          {busy ? 'Checking…' : 'Turn on two-step sign-in'}
        </button>
        <button
          type="button"
          className="dash-btn"
          disabled={busy}
          onClick={() => {
            setSetup(null);
            setCode('');
            setError(undefined);
            onCancel?.();
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
