import useSWR, { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import type { ScreenProps } from '../../registry/screen-names.ts';
import { FORM_KINDS } from '../../forms/kinds.ts';
import { NEW_FORMS_URL, newForms } from '../../lib/http/staff-api.ts';
import { DashboardLayout, useSession } from './DashboardLayout.tsx';
import { FORM_TYPES } from './form-types.ts';
import { describeError } from './describe-error.ts';
import { formatDateTime } from './format.ts';
import { Panel } from './Panel.tsx';
import { OpenByPerson } from './overview/OpenByPerson.tsx';
import { EmailText } from '../../ui/EmailText.tsx';
import { useFocusAfterBusy } from '../../ui/use-focus-after-busy.ts';
import { WEEKLY_URL } from '../../lib/http/weekly-api.ts';
import { WeeklyPanel } from './overview/WeeklyPanel.tsx';

/** The start screen: how many of each kind are waiting, the last 12 weeks, and what arrived last. */
export default function OverviewScreen({ title }: ScreenProps) {
  return (
    <DashboardLayout title={title} heading="Overview">
      <Overview />
    </DashboardLayout>
  );
}

function Overview() {
  const { user } = useSession();
  const { data, error, isLoading, isValidating, mutate } = useSWR(NEW_FORMS_URL, newForms);
  const totalNew = data ? FORM_KINDS.reduce((sum, table) => sum + (data.counts[table] ?? 0), 0) : 0;
  const refreshButton = useFocusAfterBusy<HTMLButtonElement>(isValidating);
  const { mutate: mutateKey } = useSWRConfig();
  const refresh = () => {
    void mutate();
    void mutateKey(WEEKLY_URL);
  };

  return (
    <>
      <div className="dash-toolbar">
        <p className="dash-toolbar__summary" aria-live="polite">
          {user ? `Welcome, ${user.name}. ` : ''}
          {data ? (totalNew === 0 ? 'Nothing new is waiting.' : `${totalNew} new ${totalNew === 1 ? 'item is' : 'items are'} waiting.`) : ''}
        </p>
        <div className="dash-toolbar__actions">
          <button ref={refreshButton} type="button" className="dash-btn" onClick={refresh} disabled={isValidating}>
            {isValidating && data ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
      </div>
      {isLoading && !data ? (
        <p className="dash-state" role="status">
          Loading the overview…
        </p>
      ) : error && !data ? (
        <div className="dash-state dash-state--error" role="alert">
          <p>Could not load the overview: {describeError(error)}</p>
          <button type="button" className="dash-btn" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : data ? (
        <>
          <ul className="dash-cards" aria-label="New items by type">
            {FORM_KINDS.map((table) => {
              const type = FORM_TYPES[table];
              const count = data.counts[table] ?? 0;
              return (
                <li key={table} className={`dash-card${count > 0 ? ' has-new' : ''}`} data-table={table}>
                  <h2 className="dash-card__title">{type.heading}</h2>
                  <p className="dash-card__count">
                    <span className="dash-card__number">{count}</span> new
                  </p>
                  <p className="dash-card__links">
                    {count > 0 && (
                      <Link href={`${type.path}?stage=new`} className="dash-card__link">
                        Read new {type.heading.toLowerCase()}
                      </Link>
                    )}
                    <Link href={type.path} className="dash-card__link">
                      All {type.heading.toLowerCase()}
                    </Link>
                    <Link href={`${type.path}?owner=me`} className="dash-card__link">
                      Assigned to me
                    </Link>
                  </p>
                </li>
              );
            })}
          </ul>
          <WeeklyPanel />
          <OpenByPerson />
          <Panel title="Latest arrivals">
            {data.latest.length === 0 ? (
              <p className="dash-state">Nothing has arrived yet. Submissions from the site's forms appear here.</p>
            ) : (
              <table className="dash-table dash-table--latest">
                <thead>
                  <tr>
                    <th scope="col">From</th>
                    <th scope="col">Type</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">Received</th>
                  </tr>
                </thead>
                <tbody>
                  {data.latest.map((item) => {
                    const type = FORM_TYPES[item.table];
                    return (
                      <tr key={`${item.table}-${item.id}`}>
                        <th scope="row" data-label="From" className="dash-cell-text">
                          <Link href={`${type.path}?open=${item.id}`} className="dash-rowlink">
                            <bdi>{item.name || '(no name)'}</bdi>
                          </Link>
                        </th>
                        <td data-label="Type">{type.heading}</td>
                        <td data-label="E-mail" className="dash-cell-text">
                          <EmailText email={item.email} />
                        </td>
                        <td data-label="Received" className="dash-cell-date">
                          {formatDateTime(item.createdAt)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </Panel>
        </>
      ) : null}
    </>
  );
}
