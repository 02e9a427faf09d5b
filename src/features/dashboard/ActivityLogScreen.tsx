/**
 * The Activity log, for admins: who listed, opened, exported, downloaded, deleted or changed what,
 * newest first, 50 at a time ("Load older"), the whole log as CSV, and whether its hash chain holds
 * (docs/security.md, "Audit trail"). Staff see that only admins can read it (the server says 403).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ScreenProps } from '../../registry/screen-names.ts';
import { exportAudit, listAudit, type AuditEntry } from '../../lib/http/audit-api.ts';
import { useFocusAfterBusy } from '../../ui/use-focus-after-busy.ts';
import { ActivityTable } from './activity/ActivityTable.tsx';
import { ChainStatus } from './activity/ChainStatus.tsx';
import { DashboardLayout, useSession } from './DashboardLayout.tsx';
import { describeError } from './describe-error.ts';
import { Panel } from './Panel.tsx';
import { saveBlob } from './save-blob.ts';

export default function ActivityLogScreen({ title }: ScreenProps) {
  return (
    <DashboardLayout title={title} heading="Activity log">
      <ActivityLog />
    </DashboardLayout>
  );
}

function ActivityLog() {
  const { user, isAdmin } = useSession();
  if (!user) {
    return (
      <p className="dash-state" role="status">
        Loading your account…
      </p>
    );
  }
  if (!isAdmin) {
    return (
      <Panel title="Activity log">
        <p className="dash-muted-text">Only admins can see the activity log. Ask an admin if you need to know who did what.</p>
      </Panel>
    );
  }
  return <Entries />;
}

function Entries() {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const olderButton = useFocusAfterBusy<HTMLButtonElement>(loading);
  const exportButton = useFocusAfterBusy<HTMLButtonElement>(exporting);

  const load = useCallback(async (before?: number) => {
    setLoading(true);
    setError(null);
    try {
      const page = await listAudit(before);
      setEntries((shown) => (before ? [...shown, ...page.entries] : page.entries));
      setNextBefore(page.nextBefore);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function exportAll() {
    setExporting(true);
    setExportError(null);
    try {
      saveBlob(await exportAudit(), `activity-log-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (failure) {
      setExportError(describeError(failure));
    } finally {
      setExporting(false);
    }
  }

  const exportAction = (
    <button ref={exportButton} type="button" className="dash-btn" onClick={() => void exportAll()} disabled={exporting} aria-busy={exporting}>
      {exporting ? 'Exporting…' : 'Export CSV'}
    </button>
  );

  return (
    <div className="dash-stack">
      {/* Checked once the first page is in, so the count includes this visit's own entry. */}
      {nextBefore === undefined && !error ? null : <ChainStatus />}
      <Panel title="Who did what" actions={exportAction}>
        {exportError && (
          <p className="dash-notice dash-notice--error" role="alert">
            Could not export the log: {exportError}
          </p>
        )}
        {nextBefore === undefined && !error ? (
          <p className="dash-state" role="status">
            Loading the activity log…
          </p>
        ) : entries.length > 0 ? (
          <ActivityTable entries={entries} />
        ) : null}
        {error && (
          <div className="dash-state dash-state--error" role="alert">
            <p>Could not load the activity log: {error}</p>
            <button type="button" className="dash-btn" onClick={() => void load(entries.length ? (nextBefore ?? undefined) : undefined)}>
              Try again
            </button>
          </div>
        )}
        {nextBefore ? (
          <div className="dash-pager">
            <button ref={olderButton} type="button" className="dash-btn" onClick={() => void load(nextBefore)} disabled={loading} aria-busy={loading}>
              {loading ? 'Loading…' : 'Load older'}
            </button>
          </div>
        ) : nextBefore === null && entries.length > 0 ? (
          <p className="dash-muted-text dash-activity__end">That is the whole log: {entries.length.toLocaleString('en-GB')} entries.</p>
        ) : null}
      </Panel>
    </div>
  );
}
