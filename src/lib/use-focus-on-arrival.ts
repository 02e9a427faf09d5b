import { useEffect } from 'react';

/** Set once a screen has been shown: every later one came from in-app navigation. */
let shownBefore = false;

/**
 * For screens that replace the whole page (the sign-in screen, each dashboard screen): when one
 * arrives by in-app navigation, the control that was used (a link, Sign In, Sign out) went with
 * the last screen and focus fell to <body>. Put it on the new screen's <main> instead, where a
 * screen reader starts reading and the next Tab goes on. A page's first screen (a fresh load)
 * leaves focus where the browser puts it. `main` must have tabIndex -1.
 */
export function useFocusOnArrival(): void {
  useEffect(() => {
    if (shownBefore && (document.activeElement === document.body || document.activeElement === null)) {
      document.getElementById('main')?.focus();
    }
    shownBefore = true;
  }, []);
}
