/** Admins: whether staff must use two-step sign-in (admins always must). */
import { useState } from 'react';
import useSWR from 'swr';
import { MFA_POLICY_URL, getMfaPolicy, setMfaPolicy } from '../../../lib/http/staff-api.ts';
import { describeError } from '../describe-error.ts';
import { Notice, useNotice } from '../notice.tsx';
import { Panel } from '../Panel.tsx';

export function TwoStepPolicy() {
  const policy = useSWR(MFA_POLICY_URL, getMfaPolicy);
  const [busy, setBusy] = useState(false);
  const [notice, report, dismiss] = useNotice();

  async function change(required: boolean) {
    dismiss();
    setBusy(true);
    try {
      await policy.mutate(await setMfaPolicy(required), { revalidate: false });
      report('success', required ? 'Staff must now set up two-step sign-in at their next step in the dashboard.' : 'Two-step sign-in is now optional for staff.');
    } catch (failure) {
      report('error', `Could not save: ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Two-step sign-in">
      <p className="dash-muted-text">Admins always sign in with a code from an authenticator app after their password.</p>
      <label className="dash-check dash-check--row">
        <input type="checkbox" checked={policy.data?.requiredForStaff ?? false} disabled={!policy.data || busy} onChange={(event) => void change(event.target.checked)} /> Require two-step sign-in for staff
      </label>
      <Notice notice={notice} onDismiss={dismiss} />
    </Panel>
  );
}
