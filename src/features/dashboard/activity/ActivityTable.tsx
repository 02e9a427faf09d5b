import type { AuditEntry } from '../../../lib/http/audit-api.ts';
import { WrappableText } from '../../../ui/WrappableText.tsx';
import { formatDateTime } from '../format.ts';
import { actionWords, targetWords } from './words.ts';

/** One row per entry: when, who, what, which item, from where (newest first). */
export function ActivityTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className="dash-table dash-table--activity">
      <caption className="visually-hidden">Activity log, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">From</th>
          <th scope="col">Entry</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-entry={entry.id}>
            <td data-label="When" className="dash-cell-date">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            <th scope="row" data-label="Who" className="dash-cell-text">
              {entry.actorEmail ? <WrappableText text={entry.actorEmail} /> : 'Not signed in'}
            </th>
            <td data-label="What" className="dash-cell-text">
              {/* One element: on a phone the cell is a grid, which would give each piece a row. */}
              <span>
                {actionWords(entry.action)}
                {targetWords(entry) && (
                  <>
                    {' '}
                    <bdi>{targetWords(entry)}</bdi>
                  </>
                )}
              </span>
            </td>
            <td data-label="From" className="dash-activity__address">
              {entry.clientIp}
            </td>
            <td data-label="Entry">#{entry.id}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
