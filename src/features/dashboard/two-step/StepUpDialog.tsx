/**
 * "Confirm it's you": the server refused a sensitive call (export, CV download, delete, account
 * change) because the session's last proof is over 10 minutes old. The dialog takes the password,
 * or with two-step sign-in on a code, then the call is made once more (lib/http/step-up.ts). Calls
 * that meet the refusal at once share one dialog.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { setStepUpHandler } from '../../../lib/http/step-up.ts';
import { stepUp } from '../../../lib/http/staff-api.ts';
import { TextField } from '../../../ui/form/fields.tsx';
import { describeError, fieldIssue } from '../describe-error.ts';
import { Dialog } from '../dialogs.tsx';

export const STEP_UP_TITLE = "Confirm it's you";

export function StepUpHost({ mfaEnabled }: { mfaEnabled: boolean }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null>(null);

  useEffect(() => {
    setStepUpHandler(() => {
      if (!pending.current) {
        let resolve!: (confirmed: boolean) => void;
        const promise = new Promise<boolean>((done) => (resolve = done));
        pending.current = { promise, resolve };
        setOpen(true);
      }
      return pending.current.promise;
    });
    return () => {
      setStepUpHandler(undefined);
      pending.current?.resolve(false);
      pending.current = null;
    };
  }, []);

  function finish(confirmed: boolean) {
    pending.current?.resolve(confirmed);
    pending.current = null;
    setOpen(false);
  }

  return open ? <StepUpDialog mfaEnabled={mfaEnabled} onDone={finish} /> : null;
}

function StepUpDialog({ mfaEnabled, onDone }: { mfaEnabled: boolean; onDone: (confirmed: boolean) => void }) {
  const id = useId();
  const field = mfaEnabled ? 'code' : 'password';
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setError(mfaEnabled ? 'Enter the code from your app' : 'Enter your password');
      return;
    }
    setBusy(true);
    try {
      await stepUp(mfaEnabled ? { code: value.trim() } : { password: value });
      onDone(true);
    } catch (failure) {
      setError(fieldIssue(failure, field) ?? describeError(failure));
      setBusy(false);
      document.getElementById(`${id}-${field}`)?.focus();
    }
  }

  return (
    <Dialog
      title={STEP_UP_TITLE}
      onClose={() => !busy && onDone(false)}
      className="dash-dialog--confirm dash-step-up"
      description={mfaEnabled ? 'Enter the 6-digit code from your authenticator app to go on.' : 'Enter your password to go on.'}
    >
      <form className="dash-form" onSubmit={submit} noValidate>
        {mfaEnabled ? (
          <TextField staff idPrefix={id} name="code" label="Code" hint="Or one of your recovery codes." required autoComplete="one-time-code" inputMode="numeric" autoFocus value={value} onChange={(next) => { setValue(next); setError(undefined); }} error={error} />
        ) : (
          <TextField staff idPrefix={id} name="password" label="Password" type="password" required autoComplete="current-password" autoFocus value={value} onChange={(next) => { setValue(next); setError(undefined); }} error={error} />
        )}
        <div className="dash-dialog__actions">
          <button type="button" className="dash-btn" onClick={() => onDone(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="dash-btn dash-btn--primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Checking…' : 'Confirm'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
