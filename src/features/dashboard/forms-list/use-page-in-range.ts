/**
 * Keeps the list on a page that exists. A page can be past the end when its rows were read (and
 * left a status filter), deleted, or when an old link is opened: the list then moves to the last
 * page that has rows, or to page 1 when there are none, replacing the page in the URL. Meanwhile
 * that empty answer is not shown, so the summary, the table and the pager never describe a page
 * that is not there ("Showing 11–10 of 10" beside "Page 1 of 1").
 */
import { useEffect } from 'react';
import type { FormPage } from '../../../lib/http/staff-api.ts';
import { atPage, pageCount } from '../list-query.ts';
import type { ListQueryState } from './use-list-query.ts';

/** Returns the answer to show: the server's, or undefined while the list moves to a page in range. */
export function usePageInRange(list: ListQueryState, answer: FormPage | undefined, validating: boolean): FormPage | undefined {
  const { query, latest, setQuery } = list;
  const last = answer ? pageCount(answer.total, answer.limit) : 1;
  // Only the answer for this very page says it is past the end (SWR keeps showing the previous
  // page's answer while the next one loads), and only once no newer answer is on its way.
  const forThisPage = answer !== undefined && answer.page === query.page && answer.limit === query.limit;
  const pastEnd = forThisPage && query.page > last;
  // A page by cursor can come back empty though rows remain (the rows past its cursor were deleted): the last page has rows.
  const emptyByCursor = forThisPage && answer.forms.length === 0 && answer.total > 0 && Boolean(query.after || query.before);
  const move = (pastEnd || emptyByCursor) && !validating;
  useEffect(() => {
    if (move) setQuery(atPage(latest.current, last, { before: answer?.last }));
    // setQuery is a new function on every render; `move` and `last` are what decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [move, last]);
  const emptyPageOfRows = answer !== undefined && answer.forms.length === 0 && answer.total > 0;
  return emptyPageOfRows ? undefined : answer;
}
