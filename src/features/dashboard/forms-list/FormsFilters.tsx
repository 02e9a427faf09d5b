/** The list's filters: search text, read status, stage, owner and a date range. */
import { useId } from 'react';
import { STAGES, STAGE_LABELS } from '../../../forms/triage.ts';
import type { Owner } from '../../../lib/http/staff-api.ts';
import type { FormType } from '../form-types.ts';
import { SEARCH_MAX, hasFilters, withFilters, type ListQuery } from '../list-query.ts';
import type { ListQueryState } from './use-list-query.ts';

export function FormsFilters({ type, list, owners }: { type: FormType; list: ListQueryState; owners: Owner[] | undefined }) {
  const { query, setQuery, text, setText } = list;
  const ids = { q: useId(), status: useId(), stage: useId(), owner: useId(), from: useId(), to: useId(), hint: useId() };
  // A person picked in a shared link shows even before (or without) the list of people.
  const ownerKnown = !/^\d+$/.test(query.owner) || owners?.some((person) => String(person.id) === query.owner);
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
            <option value="new">Unread</option>
            <option value="read">Read</option>
          </select>
        </div>
        <div className="dash-filter">
          <label htmlFor={ids.stage}>Stage</label>
          <select id={ids.stage} value={query.stage} onChange={(event) => setQuery(withFilters(query, { stage: event.target.value as ListQuery['stage'] }))}>
            <option value="">All</option>
            {STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </div>
        <div className="dash-filter">
          <label htmlFor={ids.owner}>Owner</label>
          <select id={ids.owner} value={query.owner} onChange={(event) => setQuery(withFilters(query, { owner: event.target.value }))}>
            <option value="">Anyone</option>
            <option value="me">Assigned to me</option>
            <option value="none">Unassigned</option>
            {!ownerKnown && <option value={query.owner}>Account #{query.owner}</option>}
            {owners?.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
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
