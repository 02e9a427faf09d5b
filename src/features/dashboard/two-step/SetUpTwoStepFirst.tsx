/**
 * What a person who must use two-step sign-in (every admin; staff when an admin requires it) sees
 * instead of any dashboard screen until it is on: the server refuses every other staff call.
 */
import { Panel } from '../Panel.tsx';
import { TwoStepSetup } from './TwoStepSetup.tsx';

export const SET_UP_TWO_STEP_HEADING = 'Set up two-step sign-in';

export function SetUpTwoStepFirst({ onDone }: { onDone: () => void }) {
  return (
    <div className="dash-stack">
      <Panel title="Before you go on">
        <p className="dash-muted-text">Your account must use two-step sign-in. Set it up once; then the dashboard opens.</p>
        <TwoStepSetup onDone={onDone} />
      </Panel>
    </div>
  );
}
