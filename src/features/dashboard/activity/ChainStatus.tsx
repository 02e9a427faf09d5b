import useSWR from 'swr';
import { AUDIT_VERIFY_URL, verifyAudit } from '../../../lib/http/audit-api.ts';
import { describeError } from '../describe-error.ts';

/** Whether the log's hash chain holds: "Log intact — N entries checked" or where it was altered. */
export function ChainStatus() {
  const check = useSWR(AUDIT_VERIFY_URL, verifyAudit, { revalidateOnFocus: false });
  if (check.error) {
    return (
      <p className="dash-chain dash-chain--unknown" role="status">
        Could not check the log: {describeError(check.error)}
      </p>
    );
  }
  if (!check.data) {
    return (
      <p className="dash-chain dash-chain--unknown" role="status">
        Checking the log…
      </p>
    );
  }
  const { ok, rows, firstBadId } = check.data;
  return ok ? (
    <p className="dash-chain dash-chain--ok" role="status">
      Log intact — {rows.toLocaleString('en-GB')} {rows === 1 ? 'entry' : 'entries'} checked
    </p>
  ) : (
    <p className="dash-chain dash-chain--bad" role="alert">
      Log altered at entry {firstBadId}: entries from there on cannot be trusted. Tell whoever looks after the server.
    </p>
  );
}
