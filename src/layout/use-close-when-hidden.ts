import { useEffect, type RefObject } from 'react';

/**
 * Calls `close` when the stylesheet stops showing the element (display: none) while it is open.
 * The small-screen menu uses it: widening the window (a tablet turned) past the breakpoint where
 * its CSS hides the drawer and the burger would leave it open and the page's scroll locked, with
 * nothing on screen to close it. Watching the CSS's effect, not a copy of its breakpoint in a
 * matchMedia query, keeps the breakpoint in one place (mobile-menu.css), so the two cannot drift.
 *
 * Focus that was in the element goes with its box, to <body>, and a keyboard user would start over
 * from the top of the document: it moves to the first of `focusTargets()` that the page shows.
 * `focusTargets` must be stable (useCallback).
 */
export function useCloseWhenHidden(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void, focusTargets: () => (Element | null | undefined)[]): void {
  useEffect(() => {
    const element = ref.current;
    if (!open || !element || typeof ResizeObserver === 'undefined') return;
    // A box taken off the page measures 0 × 0, so the observer hears of it as it happens; an
    // element without a box has no client rects.
    const observer = new ResizeObserver(() => {
      if (element.getClientRects().length) return;
      const active = document.activeElement;
      const focusLost = !active || active === document.body || element.contains(active);
      close();
      if (focusLost) (focusTargets().find((target) => target?.getClientRects().length) as HTMLElement | undefined)?.focus();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, open, close, focusTargets]);
}
