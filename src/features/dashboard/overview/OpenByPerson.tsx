/**
 * Who holds what: each active account's open items (stage new or in progress, assigned to them)
 * per form type, and the open items nobody holds yet. Each number links to that list, filtered.
 */
import useSWR from 'swr';
import { Link } from 'wouter';
import { FORM_KINDS } from '../../../forms/kinds.ts';
import { OWNERS_URL, getOwners } from '../../../lib/http/staff-api.ts';
import { useSession } from '../DashboardLayout.tsx';
import { describeError } from '../describe-error.ts';
import { FORM_TYPES } from '../form-types.ts';
import { Panel } from '../Panel.tsx';

export function OpenByPerson() {
  const { user } = useSession();
  const { data, error } = useSWR(OWNERS_URL, getOwners);
  const rows = data
    ? [
        ...data.people.map((person) => ({ key: String(person.id), label: person.id === user?.id ? `${person.name} (me)` : person.name, owner: person.id === user?.id ? 'me' : String(person.id), open: person.open })),
        { key: 'none', label: 'Unassigned', owner: 'none', open: data.unassigned },
      ]
    : [];
  return (
    <Panel title="Open items by person">
      {error && !data ? (
        <p className="dash-notice dash-notice--error" role="alert">
          Could not load who holds what: {describeError(error)}
        </p>
      ) : !data ? (
        <p className="dash-muted-text">Loading…</p>
      ) : (
        <table className="dash-table dash-table--owners">
          <caption className="visually-hidden">Open items (new or in progress) each person holds, by type</caption>
          <thead>
            <tr>
              <th scope="col">Person</th>
              {FORM_KINDS.map((table) => (
                <th key={table} scope="col">
                  {FORM_TYPES[table].heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" data-label="Person" className="dash-cell-text">
                  {row.label}
                </th>
                {FORM_KINDS.map((table) => {
                  const count = row.open[table] ?? 0;
                  return (
                    <td key={table} data-label={FORM_TYPES[table].heading}>
                      {count > 0 ? (
                        <Link href={`${FORM_TYPES[table].path}?owner=${row.owner}`} className="dash-card__link" aria-label={`${count} open ${FORM_TYPES[table].heading.toLowerCase()}, ${row.label}`}>
                          {count}
                        </Link>
                      ) : (
                        <span className="dash-muted">0</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
