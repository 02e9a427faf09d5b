/** Asks before an admin deletes a submission; on yes, deletes it and refreshes the lists. */
import { useSWRConfig } from 'swr';
import { deleteForm, type StaffForm } from '../../../lib/http/staff-api.ts';
import { text, type FormType } from '../form-types.ts';
import { ConfirmDialog } from '../dialogs.tsx';
import { refreshLists } from './refresh-lists.ts';
import { EmailText } from '../../../ui/EmailText.tsx';

interface Props {
  type: FormType;
  form: StaffForm;
  name: string;
  onClose: () => void;
  onDeleted: (name: string) => void;
}

export function DeleteFormDialog({ type, form, name, onClose, onDeleted }: Props) {
  const { mutate } = useSWRConfig();
  return (
    <ConfirmDialog
      title={`Delete this ${type.noun}?`}
      message={
        <p>
          The {type.noun} from <strong>
            <bdi>{name}</bdi>
          </strong>{' '}
          (<EmailText email={text(form.email)} />) will be removed for everyone. This cannot be undone.
        </p>
      }
      confirmLabel={`Delete ${type.noun}`}
      onClose={onClose}
      onConfirm={async () => {
        await deleteForm(type.table, form.id);
        onClose();
        void mutate(['form', type.table, form.id], undefined, { revalidate: false });
        refreshLists(mutate, type.table);
        onDeleted(name);
      }}
    />
  );
}
