import type { ScreenProps } from '../../registry/screen-names.ts';
import { DashboardLayout, useSession } from './DashboardLayout.tsx';
import { Panel } from './Panel.tsx';
import { SessionsPanel } from './settings/SessionsPanel.tsx';
import { StaffAccounts } from './settings/StaffAccounts.tsx';
import { TwoStepPolicy } from './settings/TwoStepPolicy.tsx';

/** Settings: staff accounts (admins change them; staff see who to ask) and the sign-out of every session. */
export default function SettingsScreen({ title }: ScreenProps) {
  return (
    <DashboardLayout title={title} heading="Settings">
      <Settings />
    </DashboardLayout>
  );
}

function Settings() {
  const { user, isAdmin } = useSession();
  return (
    <div className="dash-stack">
      {user === undefined ? (
        <p className="dash-state" role="status">
          Loading your account…
        </p>
      ) : isAdmin ? (
        <>
          <StaffAccounts me={user.id} />
          <TwoStepPolicy />
        </>
      ) : (
        <Panel title="Staff accounts">
          <p className="dash-muted-text">Only admins can add or change staff accounts. Ask an admin if you need an account changed.</p>
        </Panel>
      )}
      <SessionsPanel />
    </div>
  );
}
