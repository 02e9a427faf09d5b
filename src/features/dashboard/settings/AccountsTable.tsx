import type { Role, StaffUser } from '../../../lib/http/staff-api.ts';
import { formatDateTime } from '../format.ts';
import type { Pending } from './AccountDialog.tsx';
import { EmailText } from '../../../ui/EmailText.tsx';

interface Props {
  users: StaffUser[];
  /** The signed-in admin's id: their row says "(you)" and has no Remove. */
  me: number;
  /** The account whose change is on its way (its buttons wait). */
  working: number | null;
  onChange: (user: StaffUser, patch: { role?: Role; disabled?: boolean }, done: string) => void;
  /** Remove and Disable ask first. */
  onAsk: (pending: NonNullable<Pending>) => void;
}

/** One row per account: name and e-mail, role, state, last sign-in, and the actions on it. */
export function AccountsTable({ users, me, working, onChange, onAsk }: Props) {
  // The server refuses to leave no active admin (409); the sole one is not offered it at all.
  const activeAdmins = users.filter((user) => user.role === 'admin' && !user.disabled).length;
  return (
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
            const soleAdmin = user.role === 'admin' && !user.disabled && activeAdmins === 1;
            return (
              <tr key={user.id} data-email={user.email} className={user.disabled ? 'is-disabled' : undefined}>
                <th scope="row" data-label="Name" className="dash-cell-text">
                  <div>
                    <span className="dash-user-cell__name">
                      {user.name}
                      {user.id === me ? ' (you)' : ''}
                    </span>
                    <span className="dash-user-cell__email">
                      <EmailText email={user.email} />
                    </span>
                  </div>
                </th>
                <td data-label="Role">
                  <span className={`dash-role dash-role--${user.role}`}>{user.role === 'admin' ? 'Admin' : 'Staff'}</span>
                </td>
                <td data-label="State">{user.disabled ? <span className="dash-badge dash-badge--off">Disabled</span> : 'Active'}</td>
                <td data-label="Last sign-in" className="dash-cell-date">
                  {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}
                </td>
                <td data-label="Actions" className="dash-cell-actions">
                  <div className="dash-table__actions">
                  {soleAdmin ? (
                    <p className="dash-muted-text dash-table__note">
                      {user.id === me ? 'You are' : `${user.name} is`} the only active admin: add another admin before changing this account's role or disabling it.
                    </p>
                  ) : (
                  <>
                  <button
                    type="button"
                    className="dash-btn dash-btn--small"
                    disabled={busy}
                    onClick={() => onChange(user, { role: otherRole }, `${user.name} is now ${otherRole === 'admin' ? 'an admin' : 'staff'}.`)}
                  >
                    {otherRole === 'admin' ? 'Make admin' : 'Make staff'}
                    <Who user={user} />
                  </button>
                  {user.disabled ? (
                    <button
                      type="button"
                      className="dash-btn dash-btn--small"
                      disabled={busy}
                      onClick={() => onChange(user, { disabled: false }, `${user.name} can sign in again.`)}
                    >
                      Enable
                      <Who user={user} />
                    </button>
                  ) : (
                    <button type="button" className="dash-btn dash-btn--small" disabled={busy} onClick={() => onAsk({ kind: 'disable', user })}>
                      Disable
                      <Who user={user} />
                    </button>
                  )}
                  </>
                  )}
                  {user.id !== me && (
                    <button
                      type="button"
                      className="dash-btn dash-btn--small dash-btn--danger"
                      disabled={busy}
                      onClick={() => onAsk({ kind: 'remove', user })}
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
  );
}

/** Names the account in each button for screen readers ("Disable (ada@…)"), as the row's buttons repeat. */
function Who({ user }: { user: StaffUser }) {
  return <span className="visually-hidden"> ({user.email})</span>;
}
