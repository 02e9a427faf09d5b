/**
 * A list of one kind of submission: filters, a summary with Refresh and Export, one page of the
 * table, the pager and the open item, all kept in the URL (forms-list/use-list-query.ts), on a
 * page that exists (forms-list/use-page-in-range.ts).
 * The pieces live in forms-list/; this file loads the page and puts them together.
 */
import useSWR from 'swr';
import { OWNERS_URL, getOwners, listForms } from '../../lib/http/staff-api.ts';
import { DashboardLayout, useSession } from './DashboardLayout.tsx';
import { FormDetail } from './FormDetail.tsx';
import type { FormType } from './form-types.ts';
import { EmptyList } from './forms-list/EmptyList.tsx';
import { FormsFilters } from './forms-list/FormsFilters.tsx';
import { FiltersDisclosure } from './forms-list/FiltersDisclosure.tsx';
import { FormsPager } from './forms-list/FormsPager.tsx';
import { FormsTable } from './forms-list/FormsTable.tsx';
import { BulkStageBar } from './forms-list/BulkStageBar.tsx';
import { FormsToolbar } from './forms-list/FormsToolbar.tsx';
import { useSelection } from './forms-list/use-selection.ts';
import { useListQuery } from './forms-list/use-list-query.ts';
import { usePageInRange } from './forms-list/use-page-in-range.ts';
import { useListKeyboard } from './forms-list/use-list-keyboard.ts';
import { useMarkDone } from './forms-list/use-mark-done.ts';
import { ShortcutsDialog, ShortcutsHint } from './forms-list/ShortcutsDialog.tsx';
import { pageCount, serverFilters } from './list-query.ts';
import { describeError } from './describe-error.ts';
import { Notice, useNotice } from './notice.tsx';

export function FormsScreen({ title, type }: { title: string; type: FormType }) {
  return (
    <DashboardLayout title={title} heading={type.heading}>
      <FormsList type={type} />
    </DashboardLayout>
  );
}

function FormsList({ type }: { type: FormType }) {
  const { isAdmin } = useSession();
  const list = useListQuery();
  const { query, setQuery, latest } = list;
  const [notice, show, dismiss] = useNotice();

  const key = ['forms', type.table, query.page, query.limit, query.q, query.status, query.stage, query.owner, query.from, query.to, query.after, query.before] as const;
  const cursor = { after: query.after, before: query.before };
  const { data: answer, error, isLoading, isValidating, mutate } = useSWR(key, () => listForms(type.table, query.page, query.limit, serverFilters(query), cursor), {
    keepPreviousData: true,
  });
  const data = usePageInRange(list, answer, isValidating);
  const pages = data ? pageCount(data.total, data.limit) : 1;
  const open = (id: number) => setQuery({ ...query, open: id });
  const selection = useSelection(data?.forms.map((form) => form.id) ?? []);
  const { data: owners } = useSWR(OWNERS_URL, getOwners);
  const ownerName = (id: number | null) => (id === null ? undefined : (owners?.people.find((person) => person.id === id)?.name ?? undefined));
  const markDone = useMarkDone(type, show);
  const keyboard = useListKeyboard((id) => setQuery({ ...latest.current, open: id }), markDone);

  return (
    <>
      <FiltersDisclosure query={query}>
        <FormsFilters type={type} list={list} owners={owners?.people} />
      </FiltersDisclosure>
      <FormsToolbar type={type} query={query} data={data} isValidating={isValidating} onRefresh={() => void mutate()} show={show} dismiss={dismiss} />
      <Notice notice={notice} onDismiss={dismiss} />
      <BulkStageBar type={type} selection={selection} show={show} />

      {!data && (isLoading || (answer && !error)) ? (
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
        <EmptyList type={type} query={query} clearFilters={list.clearFilters} />
      ) : data ? (
        <>
          {error && (
            <p className="dash-notice dash-notice--error" role="alert">
              Could not refresh the list: {describeError(error)}
            </p>
          )}
          <FormsTable type={type} data={data} pages={pages} busy={isValidating} onOpen={open} selection={selection} ownerName={ownerName} />
        </>
      ) : null}

      {data && data.total > 0 && <FormsPager query={query} data={data} pages={pages} setQuery={setQuery} />}
      <ShortcutsHint onOpen={keyboard.openHelp} />
      {keyboard.helpOpen && <ShortcutsDialog onClose={keyboard.closeHelp} />}

      {query.open !== null && (
        <FormDetail
          key={query.open}
          type={type}
          id={query.open}
          isAdmin={isAdmin}
          onClose={() => setQuery({ ...latest.current, open: null })}
          onDeleted={(name) => {
            // The last row of a later page leaves it past the end: usePageInRange moves the list back.
            setQuery({ ...latest.current, open: null });
            show('success', `Deleted the ${type.noun} from ${name}.`);
            setTimeout(() => document.getElementById('main')?.focus(), 60);
          }}
        />
      )}
    </>
  );
}
