/** The weekly chart's numbers as a table: what screen readers and keyboard users read, and anyone who wants the figures. */
import { FORM_KINDS } from '../../../forms/kinds.ts';
import type { WeekCounts } from '../../../lib/http/weekly-api.ts';
import { weekLabel, weekTotal, type KindNames } from './chart-scale.ts';

export function WeeklyTable({ weeks, names }: { weeks: WeekCounts[]; names: KindNames }) {
  return (
    <table className="dash-table dash-table--weekly">
      <caption className="visually-hidden">Arrivals per week, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">Week starting</th>
          {FORM_KINDS.map((kind) => (
            <th key={kind} scope="col" className="dash-cell-number">
              {names[kind]}
            </th>
          ))}
          <th scope="col" className="dash-cell-number">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={week.start} data-week={week.start}>
            <th scope="row" data-label="Week starting">
              {weekLabel(week.start)}
              {index === weeks.length - 1 ? ' (this week)' : ''}
            </th>
            {FORM_KINDS.map((kind) => (
              <td key={kind} data-label={names[kind]} data-kind={kind} className="dash-cell-number">
                {week.counts[kind] ?? 0}
              </td>
            ))}
            <td data-label="Total" className="dash-cell-number">
              {weekTotal(week)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
