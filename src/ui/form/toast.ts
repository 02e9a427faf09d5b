/**
 * Toasts: green for success, red with a cross mark for errors, each for an exact
 * time. react-hot-toast (its headless part, styled by toast.css, so the strict CSP needs no
 * inline style sheet) loads on the first toast, not with every page.
 */
import type { ToastKind } from './toaster.tsx';

let toaster: Promise<typeof import('./toaster.tsx')> | undefined;

export function loadToaster(): Promise<typeof import('./toaster.tsx')> {
  toaster ??= import('./toaster.tsx');
  return toaster;
}

/** Shows `message` for `durationMs`; resolves once the toast is on the page (its code loads on first use). */
export async function showToast(kind: ToastKind, message: string, durationMs: number): Promise<void> {
  const { show } = await loadToaster();
  show(kind, message, durationMs);
}
