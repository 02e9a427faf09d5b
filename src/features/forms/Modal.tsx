import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide';
import { Icon } from '../../ui/Icon.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> (top layer, the page behind inert, role=dialog with
 * aria-modal): labelled by its title, closed by the close button, a click on the backdrop or
 * Escape; Tab and Shift+Tab cycle inside it; focus goes back to `returnFocusTo` when it closes.
 * Mount it to open, unmount it to close: the parent owns the state.
 */
export function Modal({
  title,
  description,
  onClose,
  returnFocusTo,
  className,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
  className?: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pressedOnBackdrop = useRef(false);
  const titleId = useRefId('modal-title');
  const descriptionId = useRefId('modal-description');

  useEffect(() => {
    const dialog = dialogRef.current!;
    const returnTo = returnFocusTo ?? (document.activeElement as HTMLElement | null);
    if (!dialog.open) dialog.showModal();
    document.documentElement.classList.add('has-modal');
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const onCancel = (event: Event) => {
      // Escape: we close through the parent's state, so the unmount does the rest.
      event.preventDefault();
      onCloseRef.current();
    };
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      document.documentElement.classList.remove('has-modal');
      if (returnTo?.isConnected) returnTo.focus();
    };
    // Opening is the mount; the trigger does not change while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...dialogRef.current!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null || item === document.activeElement);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current!.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current!.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      onKeyDown={onKeyDown}
      // A click whose press and release both land on the backdrop (the <dialog> box itself, outside the panel) closes it.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === dialogRef.current;
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current && pressedOnBackdrop.current) onCloseRef.current();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={() => onCloseRef.current()}>
            <Icon node={X} />
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}

let counter = 0;
/** A stable id per mounted modal (modals render only in the browser, so no SSR id is needed). */
function useRefId(prefix: string): string {
  const ref = useRef<string>(undefined);
  ref.current ??= `${prefix}-${++counter}`;
  return ref.current;
}
