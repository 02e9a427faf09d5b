import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { ScreenProps } from '../../registry/screen-names.ts';
import { AUTHENTICATE_URL, changePassword, updateProfile } from '../../lib/http/staff-api.ts';
import { DashboardLayout, useSession } from './DashboardLayout.tsx';
import { describeError, fieldIssue } from './describe-error.ts';
import { TextField } from '../../ui/form/fields.tsx';
import { useFocusAfterBusy } from '../../ui/use-focus-after-busy.ts';
import { Notice, useNotice } from './notice.tsx';
import { Panel } from './Panel.tsx';

/** The server's policy, said up front (it answers the exact rule that failed). */
const PASSWORD_MIN = 12;
const PASSWORD_MAX = 256;

export default function ProfileScreen({ title }: ScreenProps) {
  return (
    <DashboardLayout title={title} heading="Profile">
      <Profile />
    </DashboardLayout>
  );
}

function Profile() {
  const { user } = useSession();
  if (!user) {
    return (
      <p className="dash-state" role="status">
        Loading your details…
      </p>
    );
  }
  return (
    <div className="dash-stack">
      <Panel title="Your details">
        <dl className="dash-fields dash-fields--compact">
          <div className="dash-field">
            <dt>E-mail</dt>
            <dd>{user.email}</dd>
          </div>
          <div className="dash-field">
            <dt>Role</dt>
            <dd>{user.role === 'admin' ? 'Admin — can delete submissions and manage staff accounts' : 'Staff'}</dd>
          </div>
        </dl>
        <NameForm name={user.name} />
      </Panel>
      <Panel title="Change password">
        <PasswordForm />
      </Panel>
    </div>
  );
}

function NameForm({ name }: { name: string }) {
  const id = useId();
  const [value, setValue] = useState(name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, show, dismiss] = useNotice();
  const { mutate } = useSWRConfig();
  useEffect(() => setValue(name), [name]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    dismiss();
    setError(undefined);
    if (!value.trim()) {
      setError('Name is required');
      return;
    }
    setBusy(true);
    try {
      const user = await updateProfile(value.trim());
      await mutate(AUTHENTICATE_URL, user, { revalidate: false });
      show('success', 'Your name has been saved.');
    } catch (failure) {
      const issue = fieldIssue(failure, 'name');
      if (issue) setError(issue);
      else show('error', `Could not save your name: ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  const form = useRef<HTMLFormElement>(null);
  const saveButton = useFocusAfterBusy<HTMLButtonElement>(busy, form);
  return (
    <form ref={form} className="dash-form" onSubmit={submit} noValidate>
      <TextField staff idPrefix={id} name="name" label="Name" required autoComplete="name" maxLength={100} value={value} onChange={setValue} error={error} />
      <Notice notice={notice} onDismiss={dismiss} />
      <div className="dash-form__actions">
        <button ref={saveButton} type="submit" className="dash-btn dash-btn--primary" disabled={busy || value.trim() === name}>
          {busy ? 'Saving…' : 'Save name'}
        </button>
      </div>
    </form>
  );
}

type PasswordErrors = Partial<Record<'currentPassword' | 'password' | 'confirm', string>>;

function PasswordForm() {
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
      {field('currentPassword', 'Current password', current, setCurrent, 'current-password')}
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
