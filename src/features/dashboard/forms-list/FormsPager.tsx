/** Below the list: rows per page, and First / Previous / Page n of m / Next / Last. */
import { useId } from 'react';
import { PAGE_SIZES, withFilters, type ListQuery } from '../list-query.ts';

export function FormsPager({ query, pages, setQuery }: { query: ListQuery; pages: number; setQuery: (next: ListQuery) => void }) {
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
        <button type="button" className="dash-btn" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: 1 })}>
          First
        </button>
        <button type="button" className="dash-btn" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: Math.min(query.page - 1, pages) })}>
          Previous
        </button>
        <span className="dash-pager__where">
          Page {Math.min(query.page, pages)} of {pages}
        </span>
        <button type="button" className="dash-btn" disabled={query.page >= pages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>
          Next
        </button>
        <button type="button" className="dash-btn" disabled={query.page >= pages} onClick={() => setQuery({ ...query, page: pages })}>
          Last
        </button>
      </nav>
    </div>
  );
}
