/** Shown while rows are ticked: how many, and "Mark in progress / done / spam" for all of them. */
import { useState } from 'react';
import { STAGE_LABELS, type Stage } from '../../../forms/triage.ts';
import { useSWRConfig } from 'swr';
import { OWNERS_URL, setStage, type FormTable } from '../../../lib/http/staff-api.ts';
import { refreshLists } from '../form-detail/refresh-lists.ts';
import { describeError } from '../describe-error.ts';
import type { FormType } from '../form-types.ts';
import type { Selection } from './use-selection.ts';

const ACTIONS: Stage[] = ['in_progress', 'done', 'spam'];

interface Props {
  type: FormType;
  selection: Selection;
  show: (kind: 'success' | 'error', text: string) => void;
}

export function BulkStageBar({ type, selection, show }: Props) {
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  const count = selection.ids.length;
  if (count === 0) return null;

  async function mark(table: FormTable, stage: Stage) {
    setBusy(true);
    try {
      const result = await setStage(table, selection.ids, stage);
      const changed = result.updated.length;
      const gone = result.unknown.length > 0 ? ` ${result.unknown.length} no longer existed.` : '';
      show('success', `Marked ${changed} ${changed === 1 ? type.noun : type.nouns} as ${STAGE_LABELS[stage].toLowerCase()}.${gone}`);
      selection.clear();
      // Every page of the list, the new counts and each person's open items.
      refreshLists(mutate, table);
      void mutate(OWNERS_URL);
      // The bar goes with the selection: focus goes to the list's screen rather than the page.
      setTimeout(() => document.getElementById('main')?.focus(), 0);
    } catch (failure) {
      show('error', `Could not change the stage: ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="dash-bulkbar" role="region" aria-label="Bulk actions">
      <p className="dash-bulkbar__count">
        {count} selected
      </p>
      <div className="dash-bulkbar__actions">
        {ACTIONS.map((stage) => (
          <button key={stage} type="button" className="dash-btn dash-btn--pill" aria-disabled={busy} onClick={() => !busy && void mark(type.table, stage)}>
            Mark {STAGE_LABELS[stage].toLowerCase()}
          </button>
        ))}
        <button type="button" className="dash-btn dash-btn--pill dash-btn--quiet" aria-disabled={busy} onClick={() => !busy && selection.clear()}>
          Clear selection
        </button>
      </div>
    </div>
  );
}
