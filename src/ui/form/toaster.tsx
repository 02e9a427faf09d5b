import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { toast, useToaster } from 'react-hot-toast/headless';

export type ToastKind = 'success' | 'error';

/**
 * The toast region: its own small React root on <body>, so toasts work on every route (the site
 * layout, the bare sign-in screens, the dashboard) without a provider in the app tree.
 */
let mounted = false;

function Toasts() {
  const { toasts } = useToaster();
  return (
    // A live region that exists before any toast, so screen readers announce what appears in it.
    <div className="toasts" aria-live="polite">
      {toasts
        .filter((item) => item.visible)
        .map((item) => (
          <div key={item.id} className={`toast toast--${item.type}`} role={item.type === 'error' ? 'alert' : undefined} data-testid="toast">
            <span className="toast__icon" aria-hidden="true">
              {item.type === 'error' ? '✕' : '✓'}
            </span>
            <span className="toast__message">{typeof item.message === 'string' ? item.message : null}</span>
          </div>
        ))}
    </div>
  );
}

function mount(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.className = 'toast-root';
  document.body.append(container);
  // Rendered synchronously, so the toast that follows counts its time from when it can show.
  const root = createRoot(container);
  flushSync(() => root.render(<Toasts />));
}

/** Shows the toast, rendered synchronously: it is on the page when this returns, so a second counted from then (the sign-in's redirect) is a second the visitor can read it. */
export function show(kind: ToastKind, message: string, durationMs: number): void {
  mount();
  flushSync(() => {
    if (kind === 'success') toast.success(message, { duration: durationMs });
    else toast.error(message, { duration: durationMs });
  });
}
