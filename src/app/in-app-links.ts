import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isStaffPath } from '../registry/staff-area.ts';
import type { ShellRoute } from '../registry/page-data.ts';

/**
 * Every link to a page of the site moves inside the app, not only those React draws: markup the
 * app keeps as it was prerendered (the footer, static blocks: see src/renderer/static-blocks.ts)
 * holds plain links, and one handler on the document takes their clicks. A link React handles
 * (wouter's Link) has done so already; a link into the staff area, to another site, with a
 * modifier key, a target or a download loads as the browser would; a link to a part of this same
 * page just scrolls.
 */
export function useInAppLinks(routes: ShellRoute[]): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a');
      if (!link || link.target || link.hasAttribute('download') || link.origin !== location.origin) return;
      const path = link.pathname;
      if (isStaffPath(routes, path) || (path === location.pathname && link.hash)) return;
      event.preventDefault();
      navigate(path + link.search + link.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [routes, navigate]);
}
