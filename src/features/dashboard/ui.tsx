/**
 * Small pieces every dashboard screen shares: the inline notice (the dashboard's one way of
 * reporting an action's outcome, next to the controls that caused it), modal dialogs with focus
 * management, error wording, dates and file saving.
 *
 * Why inline notices rather than react-hot-toast here: its styles are injected as a <style>
 * element, which the site's Content-Security-Policy (style-src 'self') refuses; and a message
 * beside the action stays readable for as long as the person needs it.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { HttpError } from '../../lib/http/errors.ts';

// ── Notices ────────────────────────────────────────────────────────────────

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

/** What went wrong, in words for the person at the screen. */
export function describeError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof HttpError) {
    if (error.kind === 'TIMEOUT_ERROR') return 'The server took too long to answer. Please try again.';
    if (error.kind === 'FETCH_ERROR') return 'Could not reach the server. Check your connection and try again.';
    if (error.kind === 'PARSING_ERROR') return 'The server sent an answer that could not be read. Please try again.';
    if (error.kind === 403) return error.serverMessage ?? 'You do not have permission to do this.';
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

/** The server's message for one field of a 400 answer, if it named that field. */
export function fieldIssue(error: unknown, field: string): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  return error.data?.issues?.find((issue) => issue.path === field)?.message;
}

// ── Dates and files ────────────────────────────────────────────────────────

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Saves a downloaded file. The calls need the Bearer header, which a plain link cannot send, so
 * the bytes are fetched first and handed to the browser through an object URL.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

// ── Dialogs ────────────────────────────────────────────────────────────────

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Receives focus when the dialog opens (else the dialog's first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** Shown under the title. */
  description?: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the rest of the page is inert while it is open, Escape
 * and a click on the backdrop close it, and focus goes back to where it was (or to the screen's
 * main area when that element is gone, e.g. a deleted row).
 */
export function Dialog({ title, onClose, children, initialFocus, className = '', description }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    if (initialFocus?.current) initialFocus.current.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = opener && opener.isConnected && opener !== document.body ? opener : document.getElementById('main');
      // After React has finished removing the dialog.
      requestAnimationFrame(() => target?.focus());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dash-dialog ${className}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: only the innermost dialog closes (React passes the event on to outer ones).
        if (event.target !== ref.current) return;
        event.preventDefault();
        closeRef.current();
      }}
      onClick={(event) => {
        if (event.target === ref.current) closeRef.current();
      }}
      onKeyDown={(event) => {
        // Keep Tab inside the dialog (the native one lets it leave for the browser's own controls).
        if (event.key !== 'Tab' || event.defaultPrevented) return;
        const dialog = ref.current!;
        // The innermost open dialog handles it (a confirmation can sit inside the detail dialog).
        if ((event.target as Element).closest('dialog') !== dialog) return;
        const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (element) => element.closest('dialog') === dialog && !element.hasAttribute('disabled') && element.getClientRects().length > 0,
        );
        if (focusable.length === 0) return;
        const first = focusable[0]!;
        const last = focusable[focusable.length - 1]!;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="dash-dialog__inner">
        <div className="dash-dialog__head">
          <h2 id={titleId} className="dash-dialog__title">
            {title}
          </h2>
          <button type="button" className="dash-iconbtn" onClick={() => closeRef.current()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <div id={descriptionId} className="dash-dialog__desc">
            {description}
          </div>
        )}
        {children}
      </div>
    </dialog>
  );
}

interface ConfirmProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  danger?: boolean;
}

/** Asks before something that cannot be undone. Cancel has focus first; errors show inside. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose, danger = true }: ConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog title={title} onClose={() => !busy && onClose()} initialFocus={cancelRef} className="dash-dialog--confirm" description={message}>
      {error && (
        <p className="dash-notice dash-notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="dash-dialog__actions">
        <button ref={cancelRef} type="button" className="dash-btn" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={`dash-btn ${danger ? 'dash-btn--danger' : 'dash-btn--primary'}`}
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await onConfirm();
            } catch (failure) {
              setError(describeError(failure));
              setBusy(false);
            }
          }}
        >
          {busy ? 'Working…' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** A labelled block of content with a heading, used for the screens' sections. */
export function Panel({ title, children, actions, id }: { title: string; children: ReactNode; actions?: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section className="dash-panel" aria-labelledby={headingId} id={id}>
      <div className="dash-panel__head">
        <h2 id={headingId} className="dash-panel__title">
          {title}
        </h2>
        {actions && <div className="dash-panel__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
