/**
 * The overview's picture of the week: the chart with its legend, the median time to first reply
 * as a figure beside it, and the same numbers as a table behind "Show as table".
 */
import useSWR from 'swr';
import { FORM_KINDS } from '../../../forms/kinds.ts';
import { WEEKLY_URL, weeklyForms } from '../../../lib/http/weekly-api.ts';
import { describeError } from '../describe-error.ts';
import { FORM_TYPES } from '../form-types.ts';
import { Panel } from '../Panel.tsx';
import { formatHours, type KindNames } from './chart-scale.ts';
import { Swatch, WeeklyChart } from './WeeklyChart.tsx';
import { WeeklyTable } from './WeeklyTable.tsx';

const NAMES = Object.fromEntries(FORM_KINDS.map((kind) => [kind, FORM_TYPES[kind].heading])) as KindNames;

export function WeeklyPanel() {
  const { data, error, mutate } = useSWR(WEEKLY_URL, weeklyForms);
  return (
    <Panel title="The last 12 weeks">
      {error && !data ? (
        <div className="dash-state dash-state--error" role="alert">
          <p>Could not load the weekly figures: {describeError(error)}</p>
          <button type="button" className="dash-btn" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <p className="dash-state" role="status">
          Loading the weekly figures…
        </p>
      ) : (
        <div className="dash-weekly">
          <div className="dash-weekly__chart">
            <ul className="dash-chart__legend" aria-label="Legend, bottom to top">
              {FORM_KINDS.map((kind) => (
                <li key={kind}>
                  <Swatch kind={kind} />
                  {NAMES[kind]}
                </li>
              ))}
            </ul>
            <WeeklyChart weeks={data.weeks} names={NAMES} />
          </div>
          <p className="dash-weekly__figure">
            {data.medianFirstReplyHours === null ? (
              <>
                <span className="dash-weekly__label">Median time to first reply</span>
                <span className="visually-hidden">: </span>
                <span className="dash-weekly__value dash-weekly__value--none">No replies yet</span>
              </>
            ) : (
              <>
                <span className="dash-weekly__label">Median time to first reply</span>
                <span className="visually-hidden">: </span>
                <span className="dash-weekly__value">{formatHours(data.medianFirstReplyHours)}</span>
              </>
            )}
          </p>
          <details className="dash-weekly__table">
            <summary className="dash-btn">Show as table</summary>
            <WeeklyTable weeks={data.weeks} names={NAMES} />
          </details>
        </div>
      )}
    </Panel>
  );
}
