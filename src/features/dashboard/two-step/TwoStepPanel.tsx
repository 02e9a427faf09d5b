/**
 * Profile's two-step sign-in panel: set it up; once on, make new recovery codes or turn it off
 * (the password and a code, and only when it is not required for the account).
 */
import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { AUTHENTICATE_URL, MFA_URL, mfaStatus, newRecoveryCodes, turnOffMfa } from '../../../lib/http/staff-api.ts';
import { TextField } from '../../../ui/form/fields.tsx';
import { useSWRConfig } from 'swr';
import { describeError, fieldIssue } from '../describe-error.ts';
import { Notice, useNotice } from '../notice.tsx';
import { Panel } from '../Panel.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TwoStepSetup } from './TwoStepSetup.tsx';

export function TwoStepPanel() {
  const status = useSWR(MFA_URL, mfaStatus);
  const { mutate } = useSWRConfig();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, report, dismiss] = useNotice();

  const refresh = () => Promise.all([status.mutate(), mutate(AUTHENTICATE_URL)]);

  async function regenerate() {
    dismiss();
    setBusy(true);
    try {
      setCodes(await newRecoveryCodes());
    } catch (failure) {
      report('error', `Could not make new codes: ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  const data = status.data;
  return (
    <Panel title="Two-step sign-in">
      {!data ? (
        <p className="dash-muted-text" role="status">
          {status.error ? `Could not load: ${describeError(status.error)}` : 'Loading…'}
        </p>
      ) : codes ? (
        <RecoveryCodes
          codes={codes}
          onSaved={() => {
            setCodes(null);
            void refresh();
            report('success', 'Your new recovery codes are in place; the old ones no longer work.');
          }}
        />
      ) : !data.enabled ? (
        <TwoStepSetup onDone={() => void refresh().then(() => report('success', 'Two-step sign-in is on.'))} />
      ) : (
        <div className="dash-form dash-two-step">
          <p>
            <strong>Two-step sign-in is on.</strong> After your password you give a code from your authenticator app.{' '}
            {data.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          {data.required && <p className="dash-muted-text">It is required for your account, so it cannot be turned off.</p>}
          <Notice notice={notice} onDismiss={dismiss} />
          {turningOff ? (
            <TurnOffForm
              onCancel={() => setTurningOff(false)}
              onDone={() => {
                setTurningOff(false);
                void refresh();
              }}
            />
          ) : (
            <div className="dash-form__actions">
              <button type="button" className="dash-btn" onClick={() => void regenerate()} disabled={busy}>
                {busy ? 'Making codes…' : 'Make new recovery codes'}
              </button>
              {!data.required && (
                <button type="button" className="dash-btn" onClick={() => setTurningOff(true)}>
                  Turn off…
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}

function TurnOffForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const [notice, report, dismiss] = useNotice();

  async function submit(event: FormEvent) {
    event.preventDefault();
    dismiss();
    const found = { password: password ? undefined : 'Enter your password', code: code.trim() ? undefined : 'Enter a code from your app' };
    setErrors(found);
    if (found.password || found.code) return;
    setBusy(true);
    try {
      await turnOffMfa(password, code.trim());
      onDone();
    } catch (failure) {
      const next = { password: fieldIssue(failure, 'password'), code: fieldIssue(failure, 'code') };
      setErrors(next);
      if (!next.password && !next.code) report('error', describeError(failure));
      setBusy(false);
    }
  }

  return (
    <form className="dash-form dash-two-step" onSubmit={submit} noValidate>
      <TextField staff idPrefix={id} name="password" label="Your password" type="password" required autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
      <TextField staff idPrefix={id} name="code" label="Code from your app" required autoComplete="one-time-code" inputMode="numeric" value={code} onChange={setCode} error={errors.code} />
      <Notice notice={notice} onDismiss={dismiss} />
      <div className="dash-form__actions">
        <button type="submit" className="dash-btn dash-btn--danger" disabled={busy}>
          {busy ? 'Turning off…' : 'Turn off two-step sign-in'}
        </button>
        <button type="button" className="dash-btn" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
