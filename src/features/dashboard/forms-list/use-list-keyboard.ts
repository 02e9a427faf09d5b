/** A list screen's keyboard shortcuts (shortcuts.ts) and the state of its "?" dialog. */
import { useMemo, useRef, useState } from 'react';
import { createRowFocus, useListShortcuts, type ListActions } from './shortcuts.ts';

/** The search box (FormsFilters.tsx), opening the filters first when they are folded away on a phone. */
export function focusListSearch(): void {
  const input = document.querySelector<HTMLInputElement>('[data-list-search]');
  const box = input?.closest('details');
  if (box && !box.open) box.open = true;
  input?.focus();
  input?.select();
}

export function useListKeyboard(openItem: (id: number) => void, markDone: (id: number) => void): { helpOpen: boolean; closeHelp: () => void; openHelp: () => void } {
  const [helpOpen, setHelpOpen] = useState(false);
  // The handler is set up once; it calls the screen's latest open function.
  const openRef = useRef(openItem);
  openRef.current = openItem;
  const doneRef = useRef(markDone);
  doneRef.current = markDone;
  const actions = useMemo<ListActions>(() => {
    const rows = createRowFocus(
      (id) => openRef.current(id),
      (id) => doneRef.current(id),
    );
    return { move: rows.move, open: rows.open, markDone: rows.markDone, focusSearch: focusListSearch, showHelp: () => setHelpOpen(true) };
  }, []);
  useListShortcuts(actions);
  return { helpOpen, closeHelp: () => setHelpOpen(false), openHelp: () => setHelpOpen(true) };
}
