import { useCallback, useState } from 'react';

/**
 * Whether a page form (get started, careers) shows its success panel (FormDone) instead of itself.
 * `again` brings the form back and focus to its first field: the panel and its button go away, and
 * focus would otherwise fall to the page, where a keyboard or screen-reader user has to start over.
 */
export function useFormDone(focusFirstField: () => void) {
  const [done, setDone] = useState(false);
  const finish = useCallback(() => setDone(true), []);
  const again = useCallback(() => {
    setDone(false);
    focusFirstField();
  }, [focusFirstField]);
  return { done, finish, again };
}
