/**
 * The list's state in the URL query (replacing the entry, so Back leaves the list rather than
 * stepping through every keystroke), and the search box's text, which reaches the URL a moment
 * after typing stops (Enter applies it at once).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EMPTY_QUERY, parseListQuery, serializeListQuery, withFilters, type ListQuery } from '../list-query.ts';

const SEARCH_DELAY_MS = 350;

export interface ListQueryState {
  query: ListQuery;
  /** The query as of now, for callbacks that run after a later render. */
  latest: { readonly current: ListQuery };
  setQuery: (next: ListQuery) => void;
  /** What the search box shows (not yet in the URL while typing). */
  text: string;
  setText: (text: string) => void;
  /** Puts the search box's text into the URL now. */
  applyText: () => void;
  /** Empties every filter, keeping the page size. */
  clearFilters: () => void;
}

export function useListQuery(): ListQueryState {
  const [location, navigate] = useLocation();
  const query = parseListQuery(useSearch());
  const latest = useRef(query);
  latest.current = query;

  const setQuery = (next: ListQuery) => {
    const qs = serializeListQuery(next);
    navigate(qs ? `${location}?${qs}` : location, { replace: true });
  };

  const [text, setText] = useState(query.q);
  useEffect(() => {
    const value = text.trim();
    if (value === latest.current.q) return;
    const timer = setTimeout(() => {
      // Enter may have applied it already (and the page moved on since).
      if (value !== latest.current.q) setQuery(withFilters(latest.current, { q: value }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return {
    query,
    latest,
    setQuery,
    text,
    setText,
    applyText: () => setQuery(withFilters(query, { q: text.trim() })),
    clearFilters: () => {
      setText('');
      setQuery({ ...EMPTY_QUERY, limit: query.limit });
    },
  };
}
