/**
 * What an empty list says: nothing matching the filters, or nothing yet. (A page past the end of
 * a list that has rows is never shown: use-page-in-range.ts moves to a page in range.)
 */
import type { FormType } from '../form-types.ts';
import { hasFilters, type ListQuery } from '../list-query.ts';

interface Props {
  type: FormType;
  query: ListQuery;
  clearFilters: () => void;
}

export function EmptyList({ type, query, clearFilters }: Props) {
  return (
    <div className="dash-state">
      {hasFilters(query) ? (
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
