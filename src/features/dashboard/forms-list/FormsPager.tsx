/**
 * Below the list: rows per page, and First / Previous / Page n of m / Next / Last. Previous, Next
 * and Last ask for the page by the cursors of the page shown (keyset: as fast on page 5,000 as
 * on page 1); First needs none.
 */
import { useId } from 'react';
import type { FormPage } from '../../../lib/http/staff-api.ts';
import { PAGE_SIZES, atPage, withFilters, type ListQuery } from '../list-query.ts';

export function FormsPager({ query, data, pages, setQuery }: { query: ListQuery; data: FormPage; pages: number; setQuery: (next: ListQuery) => void }) {
  const limitId = useId();
  return (
    <div className="dash-pager">
      <div className="dash-filter dash-filter--inline">
        <label htmlFor={limitId}>Rows per page</label>
        <select id={limitId} value={query.limit} onChange={(event) => setQuery(withFilters(query, { limit: Number(event.target.value) }))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label="Pages" className="dash-pager__nav">
        <button type="button" className="dash-btn" disabled={query.page <= 1} onClick={() => setQuery(atPage(query, 1))}>
          First
        </button>
        <button type="button" className="dash-btn" disabled={query.page <= 1} onClick={() => setQuery(query.page > pages ? atPage(query, pages, { before: data.last }) : atPage(query, query.page - 1, { before: data.prev }))}>
          Previous
        </button>
        <span className="dash-pager__where">
          Page {Math.min(query.page, pages)} of {pages}
        </span>
        <button type="button" className="dash-btn" disabled={query.page >= pages} onClick={() => setQuery(atPage(query, query.page + 1, { after: data.next }))}>
          Next
        </button>
        <button type="button" className="dash-btn" disabled={query.page >= pages} onClick={() => setQuery(atPage(query, pages, { before: data.last }))}>
          Last
        </button>
      </nav>
    </div>
  );
}
