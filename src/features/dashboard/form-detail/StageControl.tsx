/**
 * The item's stage as a row of pill buttons (New · In progress · Done · Spam): the pressed one is
 * the current stage; pressing another sets it. Buttons rather than radios so Tab reaches each
 * and Enter or Space sets it, without arrow keys changing the stage on the way.
 */
import { useState } from 'react';
import { STAGES, STAGE_LABELS, type Stage } from '../../../forms/triage.ts';
import { setStage, type FormTable, type StaffForm } from '../../../lib/http/staff-api.ts';
import { describeError } from '../describe-error.ts';
import { useItemChanged } from './use-item-actions.ts';

interface Props {
  table: FormTable;
  form: StaffForm;
  onError: (text: string) => void;
}

export function StageControl({ table, form, onError }: Props) {
  const [busy, setBusy] = useState<Stage | null>(null);
  const changed = useItemChanged(table, form.id);

  async function choose(stage: Stage) {
    if (stage === form.stage || busy) return;
    setBusy(stage);
    try {
      await setStage(table, [form.id], stage);
      changed({ ...form, stage });
    } catch (failure) {
      onError(`Could not change the stage: ${describeError(failure)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="dash-triage__group">
      <span className="dash-triage__label" id={`stage-label-${form.id}`}>
        Stage
      </span>
      <div role="group" aria-labelledby={`stage-label-${form.id}`} className="dash-segmented">
        {STAGES.map((stage) => (
          <button
            key={stage}
            type="button"
            className={`dash-segmented__option dash-segmented__option--${stage}`}
            aria-pressed={form.stage === stage}
            aria-busy={busy === stage}
            onClick={() => void choose(stage)}
          >
            {STAGE_LABELS[stage]}
          </button>
        ))}
      </div>
    </div>
  );
}
