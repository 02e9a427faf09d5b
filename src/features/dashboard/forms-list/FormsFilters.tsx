/** The list's filters: search text, status and a date range. */
import { useId } from 'react';
import type { FormType } from '../form-types.ts';
import { SEARCH_MAX, hasFilters, withFilters, type ListQuery } from '../list-query.ts';
import type { ListQueryState } from './use-list-query.ts';

export function FormsFilters({ type, list }: { type: FormType; list: ListQueryState }) {
  const { query, setQuery, text, setText } = list;
  const ids = { q: useId(), status: useId(), from: useId(), to: useId(), hint: useId() };
  const badRange = Boolean(query.from && query.to && query.from > query.to);

  return (
    <>
      <form
        className="dash-filters"
        role="search"
        aria-label={`Filter ${type.nouns}`}
        onSubmit={(event) => {
          event.preventDefault();
          list.applyText();
        }}
      >
        <div className="dash-filter dash-filter--q">
          <label htmlFor={ids.q}>Search</label>
          <input
            id={ids.q}
            type="search"
            data-list-search
            value={text}
            maxLength={SEARCH_MAX}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={ids.hint}
            autoComplete="off"
          />
          <span id={ids.hint} className="dash-hint">
            {type.searchHint}
          </span>
        </div>
        <div className="dash-filter">
          <label htmlFor={ids.status}>Status</label>
          <select id={ids.status} value={query.status} onChange={(event) => setQuery(withFilters(query, { status: event.target.value as ListQuery['status'] }))}>
            <option value="">All</option>
            <option value="new">New</option>
            <option value="read">Read</option>
          </select>
        </div>
        <div className="dash-filter">
          <label htmlFor={ids.from}>From</label>
          <input id={ids.from} type="date" value={query.from} max={query.to || undefined} onChange={(event) => setQuery(withFilters(query, { from: event.target.value }))} />
        </div>
        <div className="dash-filter">
          <label htmlFor={ids.to}>To</label>
          <input id={ids.to} type="date" value={query.to} min={query.from || undefined} onChange={(event) => setQuery(withFilters(query, { to: event.target.value }))} />
        </div>
        <div className="dash-filter dash-filter--buttons">
          <button type="submit" className="dash-btn dash-btn--primary">
            Search
          </button>
          {hasFilters(query) && (
            <button type="button" className="dash-btn" onClick={list.clearFilters}>
              Clear filters
            </button>
          )}
        </div>
      </form>
      {badRange && (
        <p className="dash-notice dash-notice--error" role="alert">
          The "From" date is after the "To" date, so nothing can match.
        </p>
      )}
    </>
  );
}
