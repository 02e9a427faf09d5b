/**
 * Keyboard shortcuts on the list screens. LIST_SHORTCUTS is the one place they are declared: the
 * key handler and the "?" dialog both read it, so a new shortcut is one line here (and the action
 * it runs in ListActions).
 *
 * A shortcut never fires while the person types (in an input, a text area, a select or editable
 * text), with Ctrl, Alt or Meta held (those belong to the browser and the system), or while a
 * dialog is open (the opened item's own keys apply there: Escape closes it, Tab moves inside).
 */
import { useEffect } from 'react';

/** What a shortcut can do on a list screen (FormsScreen.tsx provides them). */
export interface ListActions {
  /** Moves focus to the next (1) or previous (-1) row. */
  move: (step: 1 | -1) => void;
  /** Opens the row that has focus (or the one last moved to). */
  open: () => void;
  /** Marks the row that has focus (or the one last moved to) done. */
  markDone: () => void;
  focusSearch: () => void;
  showHelp: () => void;
}

export interface Shortcut {
  /** KeyboardEvent.key values; the first is the one the dialog shows first. */
  keys: readonly string[];
  /** What it does, as the "?" dialog says it. */
  does: string;
  /** Absent: the key is handled elsewhere (listed for completeness). */
  run?: (actions: ListActions) => void;
}

export const LIST_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['j'], does: 'Next item', run: (list) => list.move(1) },
  { keys: ['k'], does: 'Previous item', run: (list) => list.move(-1) },
  { keys: ['Enter', 'o'], does: 'Open the selected item', run: (list) => list.open() },
  { keys: ['e'], does: 'Mark the selected item done', run: (list) => list.markDone() },
  { keys: ['Escape'], does: 'Close the opened item, back to the list' }, // the dialog's own key (src/ui/form/Modal.tsx)
  { keys: ['/'], does: 'Search', run: (list) => list.focusSearch() },
  { keys: ['?'], does: 'Show these shortcuts', run: (list) => list.showHelp() },
];

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
/** Elements whose own Enter (a click, a toggle) must not be taken over. */
const ACTIVATES_ON_ENTER = 'button, a[href], summary, [role="button"], [role="link"]';

/** The shortcut a key press asks for, or null when it must be left to the page. */
export function shortcutFor(event: KeyboardEvent): Shortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING) || (target instanceof HTMLElement && target.isContentEditable)) return null;
  if (document.querySelector('dialog[open]')) return null;
  if (event.key === 'Enter' && target?.closest(ACTIVATES_ON_ENTER)) return null;
  return LIST_SHORTCUTS.find((shortcut) => shortcut.run && shortcut.keys.includes(event.key)) ?? null;
}

export function useListShortcuts(actions: ListActions): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut?.run) return;
      // "/" would otherwise be typed into the search box it focuses; j/k would scroll nothing useful.
      event.preventDefault();
      shortcut.run(actions);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actions]);
}

/** The rows' open buttons, in order (FormsTable.tsx marks them). */
function rowButtons(): HTMLButtonElement[] {
  return [...document.querySelectorAll<HTMLButtonElement>('[data-row-open]')];
}

/**
 * Row focus for j/k: the row whose name button has focus, else the one last moved to. Focus
 * itself is the selection, so the focus ring shows it, screen readers read the name, and Enter on
 * it opens the item like a click.
 */
export function createRowFocus(open: (id: number) => void, markDone: (id: number) => void) {
  let last = -1;
  const current = () => {
    const rows = rowButtons();
    const focused = rows.indexOf(document.activeElement as HTMLButtonElement);
    return rows[focused >= 0 ? focused : last];
  };
  return {
    move(step: 1 | -1) {
      const rows = rowButtons();
      if (rows.length === 0) return;
      const focused = rows.indexOf(document.activeElement as HTMLButtonElement);
      const from = focused >= 0 ? focused : Math.min(last, rows.length - 1);
      const next = from < 0 ? (step === 1 ? 0 : rows.length - 1) : Math.max(0, Math.min(rows.length - 1, from + step));
      last = next;
      rows[next]!.focus();
      rows[next]!.scrollIntoView({ block: 'nearest' });
    },
    open() {
      const row = current();
      if (row) open(Number(row.dataset.rowOpen));
    },
    markDone() {
      const row = current();
      if (row) markDone(Number(row.dataset.rowOpen));
    },
  };
}
