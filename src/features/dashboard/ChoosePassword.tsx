/**
 * What a person signed in with a generated password sees instead of any dashboard screen: the
 * server refuses every other staff call until they choose their own password.
 */
import { Panel } from './Panel.tsx';
import { PasswordForm } from './PasswordForm.tsx';

export const CHOOSE_PASSWORD_HEADING = 'Choose your password';

export function ChoosePassword({ onChosen }: { onChosen: () => void }) {
  return (
    <div className="dash-stack">
      <Panel title="Your own password">
        <p className="dash-state">
          You signed in with a password you were given. It is for this first sign-in only: choose your own to go on to the
          dashboard.
        </p>
        <PasswordForm currentLabel="Password you were given" onChanged={onChosen} />
      </Panel>
    </div>
  );
}
