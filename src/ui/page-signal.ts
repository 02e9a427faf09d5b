/**
 * A slot through which one part of the page reaches another without importing it: the receiving
 * side listens while it is mounted, the sending side sends a value and learns whether anyone heard.
 * When no one did (before the app runs, or on a page without the receiver), the sender's link
 * does its plain job instead.
 */
export function createPageSignal<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    /** Hears each value sent until the returned function is called (an effect's cleanup). */
    listen(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Tells every listener; false when none listens. */
    send(value: T): boolean {
      for (const listener of listeners) listener(value);
      return listeners.size > 0;
    },
  };
}

/**
 * An Apply button (the open-positions block) to the job application form (the form block): the
 * role's title, which the form chooses before it takes focus (which scrolls it into view).
 */
export const applyForPosition = createPageSignal<string>();
