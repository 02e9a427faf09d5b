/**
 * Arrivals per week per form type, drawn by hand as SVG (no chart library: the dashboard loads
 * nothing heavy for one picture). Stacked bars, one per week, in the site's palette; each form
 * type also has its own pattern and a fixed place in the stack (bottom to top, as in the legend),
 * so colour is never the only cue. The SVG is one image with a sentence as its text alternative;
 * the numbers themselves are in the table beside it (WeeklyTable.tsx).
 *
 * It is drawn at the width it is given (measured), not scaled, so the text stays 12 px on a phone:
 * narrow charts label fewer weeks (always including this one) rather than shrinking the labels.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { FORM_KINDS, type FormKind } from '../../../forms/kinds.ts';
import type { WeekCounts } from '../../../lib/http/weekly-api.ts';
import { chartSummary, niceMax, ticks, weekLabel, weekTotal, type KindNames } from './chart-scale.ts';

type Pattern = 'solid' | 'stripes' | 'dots';

/** Each form type's look: a brand colour and a pattern (contact: ink, careers: accent, get started: warm). */
export const SERIES: Record<FormKind, { color: string; pattern: Pattern }> = {
  'contact-us': { color: 'var(--color-ink)', pattern: 'solid' },
  careers: { color: 'var(--color-accent)', pattern: 'stripes' },
  'get-started': { color: 'var(--color-warm)', pattern: 'dots' },
};

const HEIGHT = 240;
const MARGIN = { top: 28, right: 8, bottom: 48, left: 36 };
/** The narrowest room a week's label needs ("28 Sep" at 12 px, with a gap). */
const LABEL_ROOM = 48;

/** The fill of one form type: its colour, with its pattern drawn over it in white. */
function PatternDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      {FORM_KINDS.map((kind) => {
        const { color, pattern } = SERIES[kind];
        return (
          <pattern key={kind} id={`${prefix}-${kind}`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform={pattern === 'stripes' ? 'rotate(45)' : undefined}>
            <rect width="8" height="8" style={{ fill: color }} />
            {pattern === 'stripes' && <rect width="3" height="8" fill="#fff" fillOpacity="0.55" />}
            {pattern === 'dots' && <circle cx="4" cy="4" r="1.6" fill="#fff" fillOpacity="0.75" />}
          </pattern>
        );
      })}
    </defs>
  );
}

/** A small square of a form type's fill, for the legend. */
export function Swatch({ kind }: { kind: FormKind }) {
  const prefix = useSafeId();
  return (
    <svg className="dash-chart__swatch" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <PatternDefs prefix={prefix} />
      <rect x="0.5" y="0.5" width="15" height="15" rx="3" fill={`url(#${prefix}-${kind})`} stroke="var(--color-ink)" strokeWidth="1" />
    </svg>
  );
}

/** useId's value made safe for url(#…) references. */
function useSafeId(): string {
  return `p${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}

/** The chart's width as laid out (it redraws when the panel's width changes). */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export function WeeklyChart({ weeks, names }: { weeks: WeekCounts[]; names: KindNames }) {
  const [ref, width] = useWidth();
  const prefix = useSafeId();
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = niceMax(Math.max(0, ...weeks.map(weekTotal)));
  const slot = plotWidth / Math.max(1, weeks.length);
  const barWidth = Math.max(6, Math.min(40, slot * 0.6));
  // Label every week when there is room, else every 2nd or 3rd, counted back from this week.
  const every = Math.max(1, Math.ceil(LABEL_ROOM / slot));
  const y = (value: number) => MARGIN.top + plotHeight - (value / max) * plotHeight;
  const showTotals = slot >= 30;

  return (
    <div ref={ref} className="dash-chart">
      <svg role="img" aria-label={chartSummary(weeks, names)} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="dash-chart__svg">
        <PatternDefs prefix={prefix} />
        <text x={MARGIN.left} y={14} className="dash-chart__axis-title" textAnchor="start">
          Arrivals per week
        </text>
        {ticks(max).map((value) => (
          <g key={value}>
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(value)} y2={y(value)} className={value === 0 ? 'dash-chart__baseline' : 'dash-chart__grid'} />
            <text x={MARGIN.left - 6} y={y(value)} dy="0.32em" textAnchor="end" className="dash-chart__tick">
              {value}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = MARGIN.left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          const labelled = (weeks.length - 1 - index) % every === 0;
          return (
            <g key={week.start} data-week={week.start}>
              {FORM_KINDS.map((kind) => {
                const count = week.counts[kind] ?? 0;
                if (count === 0) return null;
                const top = y(base + count);
                const height = y(base) - top;
                base += count;
                return <rect key={kind} x={x} y={top} width={barWidth} height={height} fill={`url(#${prefix}-${kind})`} className="dash-chart__bar" />;
              })}
              {showTotals && base > 0 && (
                <text x={x + barWidth / 2} y={y(base) - 4} textAnchor="middle" className="dash-chart__total">
                  {base}
                </text>
              )}
              {labelled &&
                (index === weeks.length - 1 ? (
                  // Ends at the chart's right edge, so the longer label is never cut off.
                  <text x={width - MARGIN.right} y={MARGIN.top + plotHeight + 16} textAnchor="end" className="dash-chart__tick">
                    This week
                  </text>
                ) : (
                  <text x={x + barWidth / 2} y={MARGIN.top + plotHeight + 16} textAnchor="middle" className="dash-chart__tick">
                    {weekLabel(week.start)}
                  </text>
                ))}
            </g>
          );
        })}
        <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="dash-chart__axis-title">
          Week starting Monday (UTC)
        </text>
      </svg>
    </div>
  );
}
