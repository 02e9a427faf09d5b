/** What an empty page says: past the end, nothing matching the filters, or nothing yet. */
import type { FormType } from '../form-types.ts';
import { hasFilters, type ListQuery } from '../list-query.ts';

interface Props {
  type: FormType;
  query: ListQuery;
  total: number;
  pages: number;
  setQuery: (next: ListQuery) => void;
  clearFilters: () => void;
}

export function EmptyList({ type, query, total, pages, setQuery, clearFilters }: Props) {
  return (
    <div className="dash-state">
      {total > 0 ? (
        <>
          <p>Page {query.page} is past the end of this list.</p>
          <button type="button" className="dash-btn" onClick={() => setQuery({ ...query, page: pages })}>
            Go to page {pages}
          </button>
        </>
      ) : hasFilters(query) ? (
        <>
          <p>No {type.nouns} match these filters.</p>
          <button type="button" className="dash-btn" onClick={clearFilters}>
            Clear filters
          </button>
        </>
      ) : (
        <p>No {type.nouns} yet. New ones appear here as visitors send them.</p>
      )}
    </div>
  );
}
