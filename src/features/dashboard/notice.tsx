/**
 * The inline notice: the dashboard's one way of reporting an action's outcome, next to the
 * controls that caused it. Why not a toast here: a message beside the action stays readable for
 * as long as the person needs it.
 */
import { useState } from 'react';

export type NoticeValue = { kind: 'success' | 'error'; text: string } | null;

/**
 * A live region that is always in the page (so screen readers announce changes): a success is
 * read politely, an error at once.
 */
export function Notice({ notice, onDismiss }: { notice: NoticeValue; onDismiss?: () => void }) {
  const body = notice && (
    <p className={`dash-notice dash-notice--${notice.kind}`}>
      <span>{notice.text}</span>
      {onDismiss && (
        <button type="button" className="dash-notice__close" onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      )}
    </p>
  );
  // Two regions that stay in the page, so the message is announced when it appears.
  return (
    <>
      <div className="dash-notice-slot" role="status">
        {notice?.kind === 'success' ? body : null}
      </div>
      <div className="dash-notice-slot" role="alert">
        {notice?.kind === 'error' ? body : null}
      </div>
    </>
  );
}

export function useNotice(): [NoticeValue, (kind: 'success' | 'error', text: string) => void, () => void] {
  const [notice, setNotice] = useState<NoticeValue>(null);
  return [notice, (kind, text) => setNotice({ kind, text }), () => setNotice(null)];
}
