import { useId, useRef, useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import type { ScreenProps } from '../../app/screens.ts';
import { signedOut } from '../auth/auth-store.ts';
import { AUTHENTICATE_URL, USERS_URL, createUser, deleteUser, getUsers, logoutAll, updateUser, type Role, type StaffUser } from '../../lib/http/staff-api.ts';
import { DashboardLayout, clearCache, useSession } from './DashboardLayout.tsx';
import { ConfirmDialog, Notice, Panel, describeError, fieldIssue, formatDateTime, useNotice } from './ui.tsx';

export default function SettingsScreen({ title }: ScreenProps) {
  return (
    <DashboardLayout title={title} heading="Settings">
      <Settings />
    </DashboardLayout>
  );
}

function Settings() {
  const { user, isAdmin } = useSession();
  return (
    <div className="dash-stack">
      {user === undefined ? (
        <p className="dash-state" role="status">
          Loading your account…
        </p>
      ) : isAdmin ? (
        <StaffAccounts me={user.id} />
      ) : (
        <Panel title="Staff accounts">
          <p className="dash-muted-text">Only admins can add or change staff accounts. Ask an admin if you need an account changed.</p>
        </Panel>
      )}
      <Sessions />
    </div>
  );
}

// ── Sessions (everyone) ─────────────────────────────────────────────────────

function Sessions() {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [notice, show, dismiss] = useNotice();
  return (
    <Panel title="Sessions">
      <p className="dash-muted-text">Signed in on a shared or lost device? This ends your sessions everywhere, including this one; you will need to sign in again.</p>
      <Notice notice={notice} onDismiss={dismiss} />
      <button
        type="button"
        className="dash-btn"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          dismiss();
          try {
            await logoutAll();
            signedOut();
            clearCache();
            navigate('/login', { replace: true });
          } catch (failure) {
            show('error', `Could not sign out everywhere: ${describeError(failure)}`);
            setBusy(false);
          }
        }}
      >
        {busy ? 'Signing out…' : 'Sign out of all sessions'}
      </button>
    </Panel>
  );
}

// ── Staff accounts (admins) ─────────────────────────────────────────────────

type Pending = { kind: 'remove' | 'disable'; user: StaffUser } | null;

function StaffAccounts({ me }: { me: number }) {
  const { data: users, error, isLoading, mutate } = useSWR(USERS_URL, getUsers);
  const { mutate: mutateKey } = useSWRConfig();
  const [notice, show, dismiss] = useNotice();
  const [pending, setPending] = useState<Pending>(null);
  const [working, setWorking] = useState<number | null>(null);

  async function change(user: StaffUser, patch: { role?: Role; disabled?: boolean }, done: string) {
    setWorking(user.id);
    dismiss();
    try {
      await updateUser(user.id, patch);
      await mutate();
      if (user.id === me) await mutateKey(AUTHENTICATE_URL);
      show('success', done);
    } catch (failure) {
      show('error', `Could not change ${user.name}'s account: ${describeError(failure)}`);
    } finally {
      setWorking(null);
    }
  }

  return (
    <>
      <Panel title="Staff accounts">
        <Notice notice={notice} onDismiss={dismiss} />
        {isLoading && !users ? (
          <p className="dash-state" role="status">
            Loading accounts…
          </p>
        ) : error && !users ? (
          <div className="dash-state dash-state--error" role="alert">
            <p>Could not load the accounts: {describeError(error)}</p>
            <button type="button" className="dash-btn" onClick={() => void mutate()}>
              Try again
            </button>
          </div>
        ) : users ? (
          <table className="dash-table dash-table--users">
            <caption className="visually-hidden">Staff accounts</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => {
                const busy = working === user.id;
                const otherRole: Role = user.role === 'admin' ? 'staff' : 'admin';
                return (
                  <tr key={user.id} data-email={user.email} className={user.disabled ? 'is-disabled' : undefined}>
                    <th scope="row" data-label="Name">
                      <div>
                        <span className="dash-user-cell__name">
                          {user.name}
                          {user.id === me ? ' (you)' : ''}
                        </span>
                        <span className="dash-user-cell__email">{user.email}</span>
                      </div>
                    </th>
                    <td data-label="Role">
                      <span className={`dash-role dash-role--${user.role}`}>{user.role === 'admin' ? 'Admin' : 'Staff'}</span>
                    </td>
                    <td data-label="State">{user.disabled ? <span className="dash-badge dash-badge--off">Disabled</span> : 'Active'}</td>
                    <td data-label="Last sign-in">{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}</td>
                    <td data-label="Actions" className="dash-cell-actions">
                      <div className="dash-table__actions">
                      <button
                        type="button"
                        className="dash-btn dash-btn--small"
                        disabled={busy}
                        onClick={() => void change(user, { role: otherRole }, `${user.name} is now ${otherRole === 'admin' ? 'an admin' : 'staff'}.`)}
                      >
                        {otherRole === 'admin' ? 'Make admin' : 'Make staff'}
                        <Who user={user} />
                      </button>
                      {user.disabled ? (
                        <button
                          type="button"
                          className="dash-btn dash-btn--small"
                          disabled={busy}
                          onClick={() => void change(user, { disabled: false }, `${user.name} can sign in again.`)}
                        >
                          Enable
                          <Who user={user} />
                        </button>
                      ) : (
                        <button type="button" className="dash-btn dash-btn--small" disabled={busy} onClick={() => setPending({ kind: 'disable', user })}>
                          Disable
                          <Who user={user} />
                        </button>
                      )}
                      {user.id !== me && (
                        <button
                          type="button"
                          className="dash-btn dash-btn--small dash-btn--danger"
                          disabled={busy}
                          onClick={() => setPending({ kind: 'remove', user })}
                        >
                          Remove
                          <Who user={user} />
                        </button>
                      )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </Panel>
      <AddUser onAdded={() => void mutate()} />
      {pending?.kind === 'remove' && (
        <ConfirmDialog
          title="Remove this account?"
          message={
            <p>
              <strong>{pending.user.name}</strong> ({pending.user.email}) will be signed out and can no longer sign in. This cannot be undone.
            </p>
          }
          confirmLabel="Remove account"
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await deleteUser(pending.user.id);
            setPending(null);
            await mutate();
            show('success', `Removed ${pending.user.name}'s account.`);
          }}
        />
      )}
      {pending?.kind === 'disable' && (
        <ConfirmDialog
          title="Disable this account?"
          message={
            <p>
              <strong>{pending.user.name}</strong> ({pending.user.email}) will be signed out everywhere and cannot sign in until enabled again.
              {pending.user.id === me ? ' This is your own account: you will be signed out now.' : ''}
            </p>
          }
          confirmLabel="Disable account"
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await updateUser(pending.user.id, { disabled: true });
            setPending(null);
            await mutate();
            show('success', `${pending.user.name} is disabled.`);
          }}
        />
      )}
    </>
  );
}

/** Names the account in a row button's accessible name, after its visible text. */
function Who({ user }: { user: StaffUser }) {
  return <span className="visually-hidden"> ({user.email})</span>;
}

function AddUser({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
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

  const input = (field: 'email' | 'name' | 'password', label: string, value: string, set: (value: string) => void, props: Record<string, unknown>, hint?: string) => {
    const inputId = `${id}-${field}`;
    const describedBy = [hint ? `${inputId}-hint` : '', errors[field] ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="dash-formfield">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        {hint && (
          <p id={`${inputId}-hint`} className="dash-hint">
            {hint}
          </p>
        )}
        {errors[field] && (
          <p id={`${inputId}-error`} className="dash-fielderror">
            {errors[field]}
          </p>
        )}
      </div>
    );
  };

  return (
    <Panel title="Add an account">
      <form className="dash-form dash-form--grid" onSubmit={submit} noValidate>
        {input('email', 'E-mail', email, setEmail, { type: 'email', autoComplete: 'off', required: true, ref: emailRef, maxLength: 254 })}
        {input('name', 'Name', name, setName, { type: 'text', autoComplete: 'off', required: true, maxLength: 100 })}
        <div className="dash-formfield">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as Role)}>
            <option value="staff">Staff</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        {input(
          'password',
          'Password (optional)',
          password,
          setPassword,
          { type: 'text', autoComplete: 'new-password', spellCheck: false },
          'Leave blank to create a one-time password, shown once below.',
        )}
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
            One-time password for <strong>{created.email}</strong>. It is shown only this once: pass it on securely and ask them to change it after
            signing in.
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
