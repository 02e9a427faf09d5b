/**
 * The list's filters behind a "Filters" disclosure, which says how many are active. Open at
 * first on wide screens, where the filters take one row; folded on phones, where they would fill
 * the first screen before any item shows. The filters themselves stay in the URL either way.
 */
import { useState, type ReactNode } from 'react';
import { filtersOf, type ListQuery } from '../list-query.ts';

/** Wide enough for the filters' one-row layout (dashboard.css). */
const WIDE = '(min-width: 720px)';

export function FiltersDisclosure({ query, children }: { query: ListQuery; children: ReactNode }) {
  const [open, setOpen] = useState(() => typeof window === 'undefined' || window.matchMedia(WIDE).matches);
  const active = Object.keys(filtersOf(query)).length;
  return (
    <details className="dash-filterbox" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="dash-btn dash-filterbox__toggle">
        Filters
        {active > 0 && (
          <span className="dash-count dash-filterbox__count">
            {active}
            <span className="visually-hidden"> active</span>
          </span>
        )}
      </summary>
      {children}
    </details>
  );
}
