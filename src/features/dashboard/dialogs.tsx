import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Modal } from '../../ui/form/Modal.tsx';
import { describeError } from './describe-error.ts';

interface DialogProps {
  /** Text, or text with a visitor's value isolated in a <bdi>. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Receives focus when the dialog opens (else the dialog's first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** Shown under the title. */
  description?: ReactNode;
}

/** The site's modal dialog (focus kept inside, Escape and the backdrop close it) in the dashboard's look. */
export function Dialog({ className = '', ...props }: DialogProps) {
  return <Modal {...props} className={`dash-dialog ${className}`} closeMark={<span aria-hidden="true">×</span>} />;
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
