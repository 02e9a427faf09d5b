import { useId, useState, type FormEvent } from 'react';
import { createUser, type Role } from '../../../lib/http/staff-api.ts';
import { TextField } from '../../../ui/form/fields.tsx';
import { PasswordField } from '../../auth/PasswordField.tsx';
import { describeError, fieldIssue } from '../describe-error.ts';
import { Notice, useNotice } from '../notice.tsx';
import { Panel } from '../Panel.tsx';
import { EmailText } from '../../../ui/EmailText.tsx';

/** Adds a staff account; without a password the server makes a one-time one, shown here once. */
export function AddUserForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'email' | 'name' | 'password', string>>>({});
  const [notice, show, dismiss] = useNotice();
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    dismiss();
    setCreated(null);
    const found: typeof errors = {};
    if (!email.trim()) found.email = 'E-mail is required';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = 'Enter a valid e-mail address';
    if (!name.trim()) found.name = 'Name is required';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${found.email ? 'email' : 'name'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await createUser({ email: email.trim(), name: name.trim(), role, password: password || undefined });
      onAdded();
      setEmail('');
      setName('');
      setPassword('');
      setRole('staff');
      if (result.oneTimePassword) setCreated({ email: result.user.email, password: result.oneTimePassword });
      show('success', `Added ${result.user.name} (${result.user.email}) as ${result.user.role === 'admin' ? 'an admin' : 'staff'}.`);
    } catch (failure) {
      const fieldErrors: typeof errors = {};
      for (const field of ['email', 'name', 'password'] as const) {
        const issue = fieldIssue(failure, field);
        if (issue) fieldErrors[field] = issue;
      }
      setErrors(fieldErrors);
      show('error', `Could not add the account: ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Add an account">
      <form className="dash-form dash-form--grid" onSubmit={submit} noValidate>
        <TextField staff idPrefix={id} name="email" label="E-mail" type="email" autoComplete="off" required maxLength={254} value={email} onChange={setEmail} error={errors.email} />
        <TextField staff idPrefix={id} name="name" label="Name" autoComplete="off" required maxLength={100} value={name} onChange={setName} error={errors.name} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-role`}>
            Role
          </label>
          <select id={`${id}-role`} className="field__control field__control--select" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            <option value="staff">Staff</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <PasswordField
          staff
          id={`${id}-password`}
          name="password"
          label="Password"
          required={false}
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint="Leave blank to create a one-time password, shown once below."
        />
        <div className="dash-form__actions">
          <button type="submit" className="dash-btn dash-btn--primary" disabled={busy}>
            {busy ? 'Adding…' : 'Add account'}
          </button>
        </div>
      </form>
      <Notice notice={notice} onDismiss={dismiss} />
      {created && (
        <div className="dash-secret" role="region" aria-label="One-time password">
          <p>
            One-time password for <strong>
              <EmailText email={created.email} />
            </strong>. It is shown only this once and works for 24 hours: pass it on securely. At
            their first sign-in they choose their own.
          </p>
          <p>
            <code className="dash-secret__value" data-testid="one-time-password">
              {created.password}
            </code>
          </p>
          <div className="dash-form__actions">
            <button
              type="button"
              className="dash-btn"
              onClick={() => {
                navigator.clipboard?.writeText(created.password).then(
                  () => show('success', 'The one-time password is copied.'),
                  () => show('error', 'Could not copy; select the password and copy it by hand.'),
                );
              }}
            >
              Copy
            </button>
            <button type="button" className="dash-btn" onClick={() => setCreated(null)}>
              Done, hide it
            </button>
          </div>
        </div>
      )}
    </Panel>
  );
}
