/**
 * The signed-in password change: the current password, the new one twice. Profile uses it, and so
 * does the screen a person signed in with a generated password must pass first.
 */
import { useId, useState, type FormEvent } from 'react';
import { changePassword } from '../../lib/http/staff-api.ts';
import { TextField } from '../../ui/form/fields.tsx';
import { useFocusAfterBusy } from '../../ui/use-focus-after-busy.ts';
import { describeError, fieldIssue } from './describe-error.ts';
import { Notice, useNotice } from './notice.tsx';

/** The server's policy, said up front (it answers the exact rule that failed). */
const PASSWORD_MIN = 12;
const PASSWORD_MAX = 256;

type PasswordErrors = Partial<Record<'currentPassword' | 'password' | 'confirm', string>>;

interface PasswordFormProps {
  /** The label of the password being replaced (a generated one is not "current" to its reader). */
  currentLabel?: string;
  /** After the server took the new password; without it the form says so and stays. */
  onChanged?: () => void;
}

export function PasswordForm({ currentLabel = 'Current password', onChanged }: PasswordFormProps) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [notice, report, dismiss] = useNotice();

  async function submit(event: FormEvent) {
    event.preventDefault();
    dismiss();
    const found: PasswordErrors = {};
    if (!current) found.currentPassword = 'Enter your current password';
    if ([...next].length < PASSWORD_MIN) found.password = `Password must be at least ${PASSWORD_MIN} characters`;
    else if ([...next].length > PASSWORD_MAX) found.password = `Password must be at most ${PASSWORD_MAX} characters`;
    if (next !== confirm) found.confirm = 'The two new passwords do not match';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['currentPassword', 'password', 'confirm'] as const).find((field) => found[field]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const message = await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      if (onChanged) {
        onChanged();
        return;
      }
      report('success', `${message} You stay signed in here; your other sessions have ended.`);
    } catch (failure) {
      const fieldErrors: PasswordErrors = {};
      for (const field of ['currentPassword', 'password'] as const) {
        const issue = fieldIssue(failure, field);
        if (issue) fieldErrors[field] = issue;
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) {
        document.getElementById(`${id}-${fieldErrors.currentPassword ? 'currentPassword' : 'password'}`)?.focus();
      } else {
        report('error', `Could not change your password: ${describeError(failure)}`);
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof PasswordErrors, label: string, value: string, set: (value: string) => void, autoComplete: string, hint?: string) => (
    <TextField staff idPrefix={id} name={name} label={label} required type={show ? 'text' : 'password'} autoComplete={autoComplete} value={value} onChange={set} error={errors[name]} hint={hint} />
  );

  const changeButton = useFocusAfterBusy<HTMLButtonElement>(busy);
  return (
    <form className="dash-form" onSubmit={submit} noValidate>
      {field('currentPassword', currentLabel, current, setCurrent, 'current-password')}
      {field('password', 'New password', next, setNext, 'new-password', `${PASSWORD_MIN} to ${PASSWORD_MAX} characters; common passwords are refused.`)}
      {field('confirm', 'Repeat the new password', confirm, setConfirm, 'new-password')}
      <label className="dash-check">
        <input type="checkbox" checked={show} onChange={(event) => setShow(event.target.checked)} /> Show passwords
      </label>
      <Notice notice={notice} onDismiss={dismiss} />
      <div className="dash-form__actions">
        <button ref={changeButton} type="submit" className="dash-btn dash-btn--primary" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
