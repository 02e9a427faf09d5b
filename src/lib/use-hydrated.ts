import { useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once the component runs in the
 * browser. Submit buttons use it: before the app runs, a form would submit natively, put what the
 * visitor typed into the address (a password, personal data) and lose it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Marks the document once the page's content has hydrated (`<html data-hydrated>`): from then on
 * its buttons, links and forms do what their code says, not what the bare HTML would. Rendered
 * last inside each route's Suspense boundary (src/app/App.tsx), whose content React hydrates in a
 * pass of its own. Browser tests and monitoring wait for it before they act like a visitor.
 */
export function MarkHydrated(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
