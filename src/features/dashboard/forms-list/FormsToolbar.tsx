/** Above the list: what is shown ("Showing 1–20 of 45"), Refresh, and Export CSV of the current filters. */
import { useState } from 'react';
import { exportCsv, type FormPage } from '../../../lib/http/staff-api.ts';
import type { FormType } from '../form-types.ts';
import { hasFilters, serverFilters, type ListQuery } from '../list-query.ts';
import { describeError } from '../describe-error.ts';
import { saveBlob } from '../save-blob.ts';
import { useFocusAfterBusy } from '../../../ui/use-focus-after-busy.ts';

/** The server's bound on one export (docs/server.md, the API). */
const EXPORT_MAX_ROWS = 100_000;

interface Props {
  type: FormType;
  query: ListQuery;
  data: FormPage | undefined;
  isValidating: boolean;
  onRefresh: () => void;
  show: (kind: 'success' | 'error', text: string) => void;
  dismiss: () => void;
}

export function FormsToolbar({ type, query, data, isValidating, onRefresh, show, dismiss }: Props) {
  const [exporting, setExporting] = useState(false);
  const first = data && data.total > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? Math.min(data.total, first + data.forms.length - 1) : 0;

  async function exportCurrent() {
    setExporting(true);
    dismiss();
    try {
      const blob = await exportCsv(type.table, serverFilters(query));
      const filename = `${type.table}-${new Date().toISOString().slice(0, 10)}.csv`;
      saveBlob(blob, filename);
      const capped = data && data.total > EXPORT_MAX_ROWS ? ` It holds the newest ${EXPORT_MAX_ROWS.toLocaleString('en-GB')} of ${data.total.toLocaleString('en-GB')}; narrow the filters for the rest.` : '';
      show('success', `Exported ${filename}${hasFilters(query) ? ' (current filters)' : ''}.${capped}`);
    } catch (failure) {
      show('error', `Could not export: ${describeError(failure)}`);
    } finally {
      setExporting(false);
    }
  }

  const refreshButton = useFocusAfterBusy<HTMLButtonElement>(isValidating);
  const exportButton = useFocusAfterBusy<HTMLButtonElement>(exporting);
  return (
    <div className="dash-toolbar">
      <p className="dash-toolbar__summary" aria-live="polite">
        {data ? (data.total === 0 ? `No ${type.nouns}` : `Showing ${first}–${last} of ${data.total} ${data.total === 1 ? type.noun : type.nouns}`) : ''}
        {isValidating && data ? <span className="dash-muted"> · Updating…</span> : null}
      </p>
      <div className="dash-toolbar__actions">
        <button ref={refreshButton} type="button" className="dash-btn" onClick={onRefresh} disabled={isValidating}>
          Refresh
        </button>
        <button ref={exportButton} type="button" className="dash-btn" onClick={() => void exportCurrent()} disabled={exporting || !data || data.total === 0} aria-busy={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
    </div>
  );
}
