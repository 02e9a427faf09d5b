import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide';
import { Icon } from '../Icon.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> (top layer, the page behind inert, role=dialog with
 * aria-modal): labelled by its title, closed by the close button, a click on the backdrop or
 * Escape; Tab and Shift+Tab cycle inside it; focus goes back to `returnFocusTo` when it closes
 * (or to the page's main area when that element is gone, e.g. a deleted row). Mount it to open,
 * unmount it to close: the parent owns the state. One modal can open inside another (a
 * confirmation over a detail view): Escape and Tab then belong to the innermost.
 */
export function Modal({
  title,
  description,
  onClose,
  returnFocusTo,
  initialFocus,
  closeMark = <Icon node={X} />,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
  /** The close button's mark; the default is the icon (the dashboard, which shows no images, passes a text ×). */
  closeMark?: ReactNode;
  /** Receives focus when the dialog opens (else an element marked data-autofocus, else the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
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
    const returnTo = returnFocusTo ?? (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);
    if (!dialog.open) dialog.showModal();
    document.documentElement.classList.add('has-modal');
    const first = initialFocus?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
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
      if (!document.querySelector('dialog[open]')) document.documentElement.classList.remove('has-modal');
      if (returnTo?.isConnected) returnTo.focus();
      // After React has finished removing what the dialog acted on: if the opener went with it, the main area.
      requestAnimationFrame(() => {
        if (!returnTo?.isConnected && (document.activeElement === document.body || document.activeElement === null)) document.getElementById('main')?.focus();
      });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opening is the mount: the dialog opens once, and its trigger does not change while it is open
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    // The innermost open dialog handles it (the event bubbles on to the dialogs around it).
    if ((event.target as Element).closest('dialog') !== dialogRef.current) return;
    const items = [...dialogRef.current!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.closest('dialog') === dialogRef.current && (item.offsetParent !== null || item === document.activeElement),
    );
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
            {closeMark}
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        {description && (
          <div id={descriptionId} className="modal__description">
            {description}
          </div>
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
