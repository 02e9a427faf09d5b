import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';

/*
 * The footer is the same on every page and holds only links and addresses, so the app does not
 * carry the code that draws it: the build renders it (FooterContent.tsx, handed in through
 * FooterContext by the prerender entry), and in the browser the app keeps the prerendered markup as
 * it is. React adopts an element whose children are given as HTML without hydrating them; its site
 * links move inside the app through the app's document-wide handler (src/app/in-app-links.ts).
 * Only a visit that began on a page without a footer (the sign-in screen) loads FooterContent.
 */
export const FooterContext = createContext<ComponentType | null>(null);

/** The footer's prerendered markup, read once before hydration (links carry no per-page state). */
const prerendered = typeof document === 'undefined' ? undefined : document.querySelector('footer.site-footer')?.innerHTML;
const LazyFooterContent = lazy(() => import('./FooterContent.tsx'));

export function Footer() {
  const Content = useContext(FooterContext);
  if (Content) return <Content />;
  if (prerendered === undefined) {
    return (
      <Suspense fallback={null}>
        <LazyFooterContent />
      </Suspense>
    );
  }
  return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: prerendered }} />;
}
