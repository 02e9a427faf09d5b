import { useEffect, useLayoutEffect } from 'react';

/**
 * On arrival at any screen by a link inside the app (a page, or the dashboard after signing in),
 * before it is painted: the brand face, where the first screen kept its fallback so as not to
 * move (src/app/boot.ts), now that nothing on screen can move with it. Every screen then looks
 * as a direct visit shows it.
 */
export function useBrandFaceOnArrival(location: string): void {
  useLayoutEffect(() => {
    if (document.documentElement.dataset.hydrated !== undefined && document.fonts.check('700 1em Manrope')) document.documentElement.dataset.brandFace = '';
  }, [location]);
}

/*
 * After a link inside the app, the link that was used stays where it was (a header or footer link)
 * or goes with a closing menu, and the next Tab would go on from there on a page that changed.
 * The sign-in and dashboard screens have useFocusOnArrival (src/lib); the site's pages have this,
 * here in the app's own code: shared with those screens' chunks it would be a script file of its
 * own on every page.
 */

let announcer: HTMLElement | undefined;

/**
 * The one polite live region that says which page arrived. Made by script when the app starts (no
 * bytes in every page's HTML), so it is in the document before its first announcement: a region
 * added together with its text is not read.
 */
function liveRegion(): HTMLElement {
  if (!announcer?.isConnected) {
    announcer = document.createElement('p');
    announcer.className = 'visually-hidden';
    announcer.setAttribute('aria-live', 'polite');
    announcer.dataset.pageAnnouncer = '';
    document.body.append(announcer);
  }
  return announcer;
}

/**
 * On arrival by a link inside the app, focus goes to the new page's <h1> (else <main>), without
 * scrolling (the scroll is the router's: the top, an anchor, or what Back restores), and the live
 * region reads the page's title. The first screen of a load is left to the browser: it is the
 * one that hydrates, and `<html data-hydrated>` is set just after it (src/lib/use-hydrated.ts),
 * so any screen that finds the mark came by navigation.
 */
export function usePageArrival(title: string): void {
  useEffect(() => {
    const region = liveRegion();
    if (document.documentElement.dataset.hydrated === undefined) return;
    const main = document.getElementById('main');
    const heading = main?.querySelector('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (heading ?? main)?.focus({ preventScroll: true });
    region.textContent = title;
  }, [title]);
}
