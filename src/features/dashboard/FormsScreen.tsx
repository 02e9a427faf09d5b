/**
 * A list of one kind of submission: search, status and date filters, page size and page, and the
 * open item, all kept in the URL (replacing the entry, so Back leaves the list rather than
 * stepping through every keystroke). Export downloads the current filter as CSV.
 */
import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { useLocation, useSearch } from 'wouter';
import { exportCsv, listForms } from '../../lib/http/staff-api.ts';
import { DashboardLayout, useSession } from './DashboardLayout.tsx';
import { FormDetail } from './FormDetail.tsx';
import type { FormType } from './form-types.ts';
import {
  EMPTY_QUERY,
  PAGE_SIZES,
  SEARCH_MAX,
  hasFilters,
  pageCount,
  parseListQuery,
  serializeListQuery,
  serverFilters,
  withFilters,
  type ListQuery,
} from './list-query.ts';
import { Notice, describeError, formatDateTime, saveBlob, useNotice } from './ui.tsx';

const SEARCH_DELAY_MS = 350;
/** The server's bound on one export (README.md, the API). */
const EXPORT_MAX_ROWS = 10_000;

export function FormsScreen({ title, type }: { title: string; type: FormType }) {
  return (
    <DashboardLayout title={title} heading={type.heading}>
      <FormsList type={type} />
    </DashboardLayout>
  );
}

function FormsList({ type }: { type: FormType }) {
  const { isAdmin } = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const query = parseListQuery(search);
  const [notice, show, dismiss] = useNotice();
  const [exporting, setExporting] = useState(false);
  const ids = { q: useId(), status: useId(), from: useId(), to: useId(), limit: useId(), hint: useId() };

  const setQuery = (next: ListQuery) => {
    const qs = serializeListQuery(next);
    navigate(qs ? `${location}?${qs}` : location, { replace: true });
  };

  // The search box updates the URL a moment after typing stops (Enter applies at once).
  const [text, setText] = useState(query.q);
  const latest = useRef(query);
  latest.current = query;
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

  const filters = serverFilters(query);
  const key = ['forms', type.table, query.page, query.limit, query.q, query.status, query.from, query.to] as const;
  const { data, error, isLoading, isValidating, mutate } = useSWR(key, () => listForms(type.table, query.page, query.limit, filters), {
    keepPreviousData: true,
  });

  const pages = data ? pageCount(data.total, data.limit) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? Math.min(data.total, first + data.forms.length - 1) : 0;
  const badRange = Boolean(query.from && query.to && query.from > query.to);

  async function exportCurrent() {
    setExporting(true);
    dismiss();
    try {
      const blob = await exportCsv(type.table, filters);
      const filename = `${type.table}-${new Date().toISOString().slice(0, 10)}.csv`;
      saveBlob(blob, filename);
      const capped = data && data.total > EXPORT_MAX_ROWS ? ` It holds the newest ${EXPORT_MAX_ROWS.toLocaleString('en-GB')} of ${data.total.toLocaleString('en-GB')}; narrow the filters for the rest.` : '';
      show('success', `Exported ${filename}${hasFilters(query) ? ' (current filters)' : ''}.${capped}`);
    } catch (failure) {
      show('error', `Could not export: ${describeError(failure)}`);
    } finally {
      setExporting(false);
    }
  }

  function clearFilters() {
    setText('');
    setQuery({ ...EMPTY_QUERY, limit: query.limit });
  }

  return (
    <>
      <form
        className="dash-filters"
        role="search"
        aria-label={`Filter ${type.nouns}`}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(withFilters(query, { q: text.trim() }));
        }}
      >
        <div className="dash-filter dash-filter--q">
          <label htmlFor={ids.q}>Search</label>
          <input
            id={ids.q}
            type="search"
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
            <button type="button" className="dash-btn" onClick={clearFilters}>
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

      <div className="dash-toolbar">
        <p className="dash-toolbar__summary" aria-live="polite">
          {data
            ? data.total === 0
              ? `No ${type.nouns}`
              : `Showing ${first}–${last} of ${data.total} ${data.total === 1 ? type.noun : type.nouns}`
            : ''}
          {isValidating && data ? <span className="dash-muted"> · Updating…</span> : null}
        </p>
        <div className="dash-toolbar__actions">
          <button type="button" className="dash-btn" onClick={() => void mutate()} disabled={isValidating}>
            Refresh
          </button>
          <button type="button" className="dash-btn" onClick={() => void exportCurrent()} disabled={exporting || !data || data.total === 0} aria-busy={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        </div>
      </div>
      <Notice notice={notice} onDismiss={dismiss} />

      {isLoading && !data ? (
        <p className="dash-state" role="status">
          Loading {type.nouns}…
        </p>
      ) : error && !data ? (
        <div className="dash-state dash-state--error" role="alert">
          <p>Could not load the {type.nouns}: {describeError(error)}</p>
          <button type="button" className="dash-btn" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : data && data.forms.length === 0 ? (
        <div className="dash-state">
          {data.total > 0 ? (
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
      ) : data ? (
        <>
          {error && (
            <p className="dash-notice dash-notice--error" role="alert">
              Could not refresh the list: {describeError(error)}
            </p>
          )}
          <table className="dash-table" aria-busy={isValidating}>
            <caption className="visually-hidden">
              {type.heading}, page {data.page} of {pages}. Open a row's name to read it.
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                {type.columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
                <th scope="col">Received</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.forms.map((form) => (
                <tr
                  key={form.id}
                  className={form.status === 'new' ? 'is-new' : undefined}
                  // A click anywhere on the row opens it (the name is the button for keyboards and screen readers).
                  onClick={(event) => {
                    if (!(event.target as Element).closest('button, a') && !window.getSelection()?.toString()) setQuery({ ...query, open: form.id });
                  }}
                >
                  <th scope="row" data-label="Name">
                    <button type="button" className="dash-rowlink" onClick={() => setQuery({ ...query, open: form.id })}>
                      {type.nameOf(form)}
                    </button>
                  </th>
                  {type.columns.map((column) => (
                    <td key={column.label} data-label={column.label}>
                      {column.value(form) || <span className="dash-muted">—</span>}
                    </td>
                  ))}
                  <td data-label="Received">{formatDateTime(form.createdAt)}</td>
                  <td data-label="Status">
                    {form.status === 'new' ? <span className="dash-badge dash-badge--new">New</span> : <span className="dash-badge dash-badge--read">Read</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}

      {data && data.total > 0 && (
        <div className="dash-pager">
          <div className="dash-filter dash-filter--inline">
            <label htmlFor={ids.limit}>Rows per page</label>
            <select id={ids.limit} value={query.limit} onChange={(event) => setQuery(withFilters(query, { limit: Number(event.target.value) }))}>
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
      )}

      {query.open !== null && (
        <FormDetail
          key={query.open}
          type={type}
          id={query.open}
          isAdmin={isAdmin}
          onClose={() => setQuery({ ...latest.current, open: null })}
          onDeleted={(name) => {
            // The last row of a later page: show the page before instead of an empty one.
            const emptied = data?.forms.length === 1 && latest.current.page > 1;
            setQuery({ ...latest.current, open: null, page: emptied ? latest.current.page - 1 : latest.current.page });
            show('success', `Deleted the ${type.noun} from ${name}.`);
            setTimeout(() => document.getElementById('main')?.focus(), 60);
          }}
        />
      )}
    </>
  );
}
