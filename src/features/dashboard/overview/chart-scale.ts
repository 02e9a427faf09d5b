/** Numbers and words for the weekly chart, kept apart from the drawing so they read on their own. */
import { FORM_KINDS, type FormKind } from '../../../forms/kinds.ts';
import type { WeekCounts } from '../../../lib/http/weekly-api.ts';

/** A round top for the value axis (1, 2, 5 × 10ⁿ), at least 4 so an empty or quiet chart still has steps. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
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
