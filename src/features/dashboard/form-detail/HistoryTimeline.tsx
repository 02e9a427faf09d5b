/** What happened to the item, oldest first: who did what, and when (kept by the server). */
import { useId } from 'react';
import { STAGE_LABELS, type HistoryEvent } from '../../../forms/triage.ts';
import type { HistoryEntry } from '../../../lib/http/staff-api.ts';
import { formatDateTime } from '../format.ts';

function describe(event: HistoryEvent): string {
  switch (event.action) {
    case 'opened':
      return 'opened it for the first time';
    case 'stage':
      return `changed the stage from ${STAGE_LABELS[event.from] ?? event.from} to ${STAGE_LABELS[event.to] ?? event.to}`;
    case 'owner':
      return event.ownerId === null ? 'unassigned it' : `assigned it to ${event.ownerName ?? 'a former account'}`;
    case 'note':
      return 'added a note';
    case 'reply':
      return `sent a reply: "${event.subject}"`;
    default:
      return 'changed it';
  }
}

export function HistoryTimeline({ history }: { history: HistoryEntry[] | undefined }) {
  const headingId = useId();
  return (
    <section className="dash-detail__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="dash-detail__heading">
        History
      </h3>
      {history === undefined ? (
        <p className="dash-muted-text">Loading the history…</p>
      ) : history.length === 0 ? (
        <p className="dash-muted-text">Nothing has happened to it yet.</p>
      ) : (
        <ol className="dash-timeline">
          {history.map((entry) => (
            <li key={entry.id} className="dash-timeline__item">
              <time dateTime={entry.at} className="dash-timeline__time">
                {formatDateTime(entry.at)}
              </time>
              <span>
                <strong>{entry.by}</strong> {describe(entry.event)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
