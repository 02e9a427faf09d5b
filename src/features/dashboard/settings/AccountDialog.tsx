import { deleteUser, updateUser, type StaffUser } from '../../../lib/http/staff-api.ts';
import { ConfirmDialog } from '../dialogs.tsx';
import { EmailText } from '../../../ui/EmailText.tsx';

export type Pending = { kind: 'remove' | 'disable'; user: StaffUser } | null;

interface Props {
  pending: NonNullable<Pending>;
  me: number;
  onClose: () => void;
  /** After the server agreed: the success message to show. */
  onDone: (message: string) => Promise<void>;
}

/** The confirmation before removing or disabling an account (neither can be undone from the row). */
export function AccountDialog({ pending, me, onClose, onDone }: Props) {
  const { user } = pending;
  if (pending.kind === 'remove') {
    return (
      <ConfirmDialog
        title="Remove this account?"
        message={
          <p>
            <strong>{user.name}</strong> (<EmailText email={user.email} />) will be signed out and can no longer sign in. This cannot be undone.
          </p>
        }
        confirmLabel="Remove account"
        onClose={onClose}
        onConfirm={async () => {
          await deleteUser(user.id);
          await onDone(`Removed ${user.name}'s account.`);
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      title="Disable this account?"
      message={
        <p>
          <strong>{user.name}</strong> (<EmailText email={user.email} />) will be signed out everywhere and cannot sign in until enabled again.
          {user.id === me ? ' This is your own account: you will be signed out now.' : ''}
        </p>
      }
      confirmLabel="Disable account"
      onClose={onClose}
      onConfirm={async () => {
        await updateUser(user.id, { disabled: true });
        await onDone(`${user.name} is disabled.`);
      }}
    />
  );
}
