import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** On every path change the page starts at the top, unless the link points at an anchor. */
export function ScrollToTop() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the browser restores the position of a reloaded page
      return;
    }
    if (window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}
