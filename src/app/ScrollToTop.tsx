import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long a link's anchor may take to appear: the new page's data and blocks load first. */
const ANCHOR_WAIT_MS = 10_000;

/** On every path change the page starts at the top, unless the link points at an anchor. */
export function ScrollToTop() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the browser restores the position of a reloaded page
      return;
    }
    const id = anchorId(window.location.hash);
    const target = id ? document.getElementById(id) : null;
    if (target) return void target.scrollIntoView();
    window.scrollTo(0, 0);
    if (id) return scrollWhenItAppears(id);
  }, [location]);
  return null;
}

/** The element id a hash names (#caf%C3%A9 is "café"); a malformed escape is taken as written. */
function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * An anchor on another page (/careers#apply) is not there when the address changes: the page
 * renders once its data and block scripts arrive. Scroll to it then; stop at the next navigation.
 */
function scrollWhenItAppears(id: string): () => void {
  const observer = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (!target) return;
    stop();
    target.scrollIntoView();
  });
  const timer = setTimeout(() => stop(), ANCHOR_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
