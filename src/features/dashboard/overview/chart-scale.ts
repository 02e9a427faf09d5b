/** Numbers and words for the weekly chart, kept apart from the drawing so they read on their own. */
import { FORM_KINDS, type FormKind } from '../../../forms/kinds.ts';
import type { WeekCounts } from '../../../lib/http/weekly-api.ts';

/** A round top for the value axis: four round steps (1, 2 or 5 × 10ⁿ each), at least 0–4. */
export function niceMax(value: number): number {
  const rough = Math.max(1, value / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].find((each) => each * power >= rough)! * power;
  return step * 4;
}

/** Four equal steps from 0 to `max`, whole numbers only. */
export function ticks(max: number): number[] {
  const step = max / 4;
  return [0, 1, 2, 3, 4].map((i) => i * step).filter((value) => Number.isInteger(value));
}

export function weekTotal(week: WeekCounts): number {
  return FORM_KINDS.reduce((sum, kind) => sum + (week.counts[kind] ?? 0), 0);
}

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "7 Sep": a week's Monday as the axis and the table name it. */
export function weekLabel(start: string): string {
  return shortDate.format(Date.parse(`${start}T00:00:00Z`));
}

/** The chart in a sentence, for its text alternative. */
export function chartSummary(weeks: WeekCounts[], names: Record<FormKind, string>): string {
  if (weeks.length === 0) return 'No weeks to show.';
  const total = weeks.reduce((sum, week) => sum + weekTotal(week), 0);
  const span = `Arrivals per week for the last ${weeks.length} weeks, from the week of ${weekLabel(weeks[0]!.start)} to this week`;
  if (total === 0) return `${span}: nothing arrived.`;
  const busiest = weeks.reduce((best, week) => (weekTotal(week) > weekTotal(best) ? week : best));
  const byKind = FORM_KINDS.map((kind) => `${weeks.reduce((sum, week) => sum + (week.counts[kind] ?? 0), 0)} ${names[kind].toLowerCase()}`).join(', ');
  const current = weekTotal(weeks[weeks.length - 1]!);
  return `${span}: ${total} in all (${byKind}). Busiest: the week of ${weekLabel(busiest.start)}, ${weekTotal(busiest)}. This week so far: ${current}.`;
}

/** "5 h", "45 min", "2.5 days": the median time to first reply as staff would say it. */
export function formatHours(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  const days = Math.round((hours / 24) * 10) / 10;
  return `${days} days`;
}

export type KindNames = Record<FormKind, string>;
