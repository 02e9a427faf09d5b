/**
 * The rows ticked for a bulk action. Only rows on the page shown count: a tick on a row that left
 * the page (another page, a filter, a refresh that moved it) is dropped, so an action never
 * touches an item the person cannot see.
 */
import { useState } from 'react';

export interface Selection {
  ids: number[];
  has: (id: number) => boolean;
  toggle: (id: number, on: boolean) => void;
  setAll: (on: boolean) => void;
  clear: () => void;
}

export function useSelection(visible: readonly number[]): Selection {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const ids = visible.filter((id) => picked.has(id));
  return {
    ids,
    has: (id) => picked.has(id),
    toggle: (id, on) =>
      setPicked((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (on) => setPicked(on ? new Set(visible) : new Set()),
    clear: () => setPicked(new Set()),
  };
}
