import { useEffect } from 'react';

/**
 * The slot between an Apply button (the open-positions block) and the job application form (the
 * form block): two blocks of one page, which do not import each other. The form listens while it
 * is on the page; an Apply button names its role, and the form chooses it and takes focus (which
 * scrolls it into view), so the visitor goes on in the form with the role they picked. Before the
 * app runs, the button is the plain link to the form that it also is.
 */
type Listener = (position: string) => void;
const listeners = new Set<Listener>();

/**
 * Tells the application form on the page the role (its title) the visitor wants to apply for.
 * False when no form is listening (before the app runs, or on a page without one).
 */
export function applyForPosition(position: string): boolean {
  for (const listener of listeners) listener(position);
  return listeners.size > 0;
}

/** The application form's side: `onApply` (a stable function) receives each role chosen. */
export function useApplyForPosition(onApply: Listener): void {
  useEffect(() => {
    listeners.add(onApply);
    return () => {
      listeners.delete(onApply);
    };
  }, [onApply]);
}
