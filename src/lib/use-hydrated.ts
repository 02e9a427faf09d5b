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
 * Marks the document once the app has hydrated (`<html data-hydrated>`): from then on every
 * button and link on the page does what its code says, not what the bare HTML would. Browser
 * tests and monitoring wait for it before they act like a visitor.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
