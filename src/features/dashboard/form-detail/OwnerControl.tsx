/**
 * Who looks after the item: any active staff account, or nobody; "Assign to me" for the usual
 * case. The choices come from GET /api/form/owners (the same answer the overview's table uses).
 */
import { useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { OWNERS_URL, getOwners, setOwner, type FormTable, type StaffForm } from '../../../lib/http/staff-api.ts';
import { useSession } from '../DashboardLayout.tsx';
import { describeError } from '../describe-error.ts';
import { useItemChanged } from './use-item-actions.ts';

interface Props {
  table: FormTable;
  form: StaffForm;
  onError: (text: string) => void;
}

export function OwnerControl({ table, form, onError }: Props) {
  const selectId = useId();
  const { user } = useSession();
  const { data: owners } = useSWR(OWNERS_URL, getOwners);
  const [busy, setBusy] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const changed = useItemChanged(table, form.id);
  const people = owners?.people ?? [];
  // An owner no longer listed (a disabled account) still shows as the current value.
  const ownerListed = form.ownerId === null || people.some((person) => person.id === form.ownerId);

  async function assign(ownerId: number | null) {
    if (ownerId === form.ownerId) return;
    setBusy(true);
    try {
      changed(await setOwner(table, form.id, ownerId));
      // "Assign to me" goes away once it is done: focus moves to the owner it set, not to the page.
      if (ownerId === user?.id) setTimeout(() => selectRef.current?.focus(), 0);
    } catch (failure) {
      onError(`Could not change the owner: ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="dash-triage__group">
      <label className="dash-triage__label" htmlFor={selectId}>
        Owner
      </label>
      <div className="dash-triage__owner">
        <select
          ref={selectRef}
          id={selectId}
          className="dash-select"
          value={form.ownerId === null ? '' : String(form.ownerId)}
          disabled={!owners}
          onChange={(event) => void assign(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">Unassigned</option>
          {!ownerListed && <option value={String(form.ownerId)}>A former account</option>}
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.id === user?.id ? `${person.name} (me)` : person.name}
            </option>
          ))}
        </select>
        {user && form.ownerId !== user.id && (
          <button type="button" className="dash-btn dash-btn--pill" aria-disabled={busy} onClick={() => !busy && void assign(user.id)}>
            Assign to me
          </button>
        )}
      </div>
    </div>
  );
}
