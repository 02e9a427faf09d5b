import { useState } from 'react';
import { logoutAll } from '../../../lib/http/staff-api.ts';
import { signedOut } from '../../auth/auth-store.ts';
import { describeError } from '../describe-error.ts';
import { Notice, useNotice } from '../notice.tsx';
import { Panel } from '../Panel.tsx';

/** Everyone's: end every session of one's own, this one included (a shared or lost device). */
export function SessionsPanel() {
  const [busy, setBusy] = useState(false);
  const [notice, show, dismiss] = useNotice();
  return (
    <Panel title="Sessions">
      <p className="dash-muted-text">Signed in on a shared or lost device? This ends your sessions everywhere, including this one; you will need to sign in again.</p>
      <Notice notice={notice} onDismiss={dismiss} />
      <button
        type="button"
        className="dash-btn"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          dismiss();
          try {
            await logoutAll();
            signedOut(); // the dashboard's frame then clears its cache and goes to /login
          } catch (failure) {
            show('error', `Could not sign out everywhere: ${describeError(failure)}`);
            setBusy(false);
          }
        }}
      >
        {busy ? 'Signing out…' : 'Sign out of all sessions'}
      </button>
    </Panel>
  );
}
