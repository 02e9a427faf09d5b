/** An item's stage as a badge, and who owns it when someone does. */
import { STAGE_LABELS, type Stage } from '../../../forms/triage.ts';

export function StageBadge({ stage, owner }: { stage: Stage; owner?: string }) {
  return (
    <span className="dash-stage-cell">
      <span className={`dash-badge dash-badge--stage-${stage}`}>{STAGE_LABELS[stage] ?? stage}</span>
      {owner && <span className="dash-stage-cell__owner">{owner}</span>}
    </span>
  );
}
