import { createContext, lazy, Suspense, useContext, type ComponentType, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useShell } from '../lib/shell-context.tsx';
import { isStaffPath } from '../registry/staff-area.ts';

/*
 * The footer is the same on every page and holds only links and addresses, so the app does not
 * carry the code that draws it: the build renders it (FooterContent.tsx, handed in through
 * FooterContext by the prerender entry), and in the browser the app keeps the prerendered markup as
 * it is. React adopts an element whose children are given as HTML without hydrating them, and one
 * click handler on the footer makes its site links move inside the app as every other link does.
 * Only a visit that began on a page without a footer (the sign-in screen) loads FooterContent.
 */
export const FooterContext = createContext<ComponentType | null>(null);

/** The footer's prerendered markup, read once before hydration (links carry no per-page state). */
const prerendered = typeof document === 'undefined' ? undefined : document.querySelector('footer.site-footer')?.innerHTML;
const LazyFooterContent = lazy(() => import('./FooterContent.tsx'));

export function Footer() {
  const Content = useContext(FooterContext);
  const { routes } = useShell();
  const [, navigate] = useLocation();
  if (Content) return <Content />;
  if (prerendered === undefined) {
    return (
      <Suspense fallback={null}>
        <LazyFooterContent />
      </Suspense>
    );
  }
  const follow = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (isStaffPath(routes, href.split(/[?#]/)[0]!)) return;
    event.preventDefault();
    navigate(href);
  };
  return <footer className="site-footer" onClick={follow} dangerouslySetInnerHTML={{ __html: prerendered }} />;
}
