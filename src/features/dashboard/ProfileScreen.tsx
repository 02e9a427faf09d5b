import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { ScreenProps } from '../../registry/screen-names.ts';
import { AUTHENTICATE_URL, updateProfile } from '../../lib/http/staff-api.ts';
import { DashboardLayout, useSession } from './DashboardLayout.tsx';
import { describeError, fieldIssue } from './describe-error.ts';
import { TextField } from '../../ui/form/fields.tsx';
import { useFocusAfterBusy } from '../../ui/use-focus-after-busy.ts';
import { Notice, useNotice } from './notice.tsx';
import { Panel } from './Panel.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { EmailText } from '../../ui/EmailText.tsx';
import { TwoStepPanel } from './two-step/TwoStepPanel.tsx';

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
            <dd>
              <EmailText email={user.email} />
            </dd>
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
      <TwoStepPanel />
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
