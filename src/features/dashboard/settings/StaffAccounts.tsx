import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { AUTHENTICATE_URL, USERS_URL, getUsers, updateUser, type Role, type StaffUser } from '../../../lib/http/staff-api.ts';
import { describeError } from '../describe-error.ts';
import { Notice, useNotice } from '../notice.tsx';
import { Panel } from '../Panel.tsx';
import { AccountDialog, type Pending } from './AccountDialog.tsx';
import { AccountsTable } from './AccountsTable.tsx';
import { AddUserForm } from './AddUserForm.tsx';

/** Admins' view of the staff accounts: the table, its confirmations, and the form that adds one. */
export function StaffAccounts({ me }: { me: number }) {
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
          <AccountsTable users={users} me={me} working={working} onChange={change} onAsk={setPending} />
        ) : null}
      </Panel>
      <AddUserForm onAdded={() => void mutate()} />
      {pending && (
        <AccountDialog
          pending={pending}
          me={me}
          onClose={() => setPending(null)}
          onDone={async (message) => {
            setPending(null);
            await mutate();
            show('success', message);
          }}
        />
      )}
    </>
  );
}

/** Names the account in a row button's accessible name, after its visible text. */
