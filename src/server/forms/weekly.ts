/**
 * The overview's picture of the week: arrivals per week per form type for the last 12 weeks, and
 * the median time from arrival to the first reply.
 *
 * Weeks start on Monday 00:00 UTC (one answer for every reader, whatever their time zone; the
 * chart says so). The current week, though not over, is the last; weeks with nothing in them are
 * included, so the bars line up with the calendar.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { FORMS, FORM_KINDS, type FormKind } from './tables.ts';

export const WEEKS = 12;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export interface WeekCounts {
  /** The week's Monday, YYYY-MM-DD (UTC). */
  start: string;
  counts: Record<FormKind, number>;
}

export interface Weekly {
  weeks: WeekCounts[];
  /** Median hours from arrival to the first reply, over items replied to; null before any reply. */
  medianFirstReplyHours: number | null;
}

/** Midnight UTC of the Monday of the week holding `now`. */
export function mondayOf(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

function emptyCounts(): Record<FormKind, number> {
  return Object.fromEntries(FORM_KINDS.map((kind) => [kind, 0])) as Record<FormKind, number>;
}

/**
 * One grouped query over the three tables: arrivals per UTC day (times are ISO-8601 UTC text, so
 * the day is its first ten characters on both databases), at most 84 days × 3 rows, bucketed into
 * weeks here. Grouping by day rather than by week keeps the SQL the same on SQLite and PostgreSQL
 * (their week arithmetic differs); the range condition uses created_at as stored (text compare).
 */
export async function weeklyArrivals(db: Kysely<Database>, now: Date = new Date()): Promise<WeekCounts[]> {
  const thisMonday = mondayOf(now).getTime();
  const first = thisMonday - (WEEKS - 1) * WEEK_MS;
  const end = thisMonday + WEEK_MS;
  const weeks: WeekCounts[] = Array.from({ length: WEEKS }, (_, index) => ({
    start: new Date(first + index * WEEK_MS).toISOString().slice(0, 10),
    counts: emptyCounts(),
  }));
  const from = new Date(first).toISOString();
  const to = new Date(end).toISOString();
  const perTable = FORM_KINDS.map((kind) =>
    db
      .selectFrom(FORMS[kind].table)
      .select([sql<string>`${sql.lit(kind)}`.as('kind'), sql<string>`substr(created_at, 1, 10)`.as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy(sql`substr(created_at, 1, 10)`),
  );
  const [head, ...rest] = perTable;
  const rows = await rest.reduce((query, next) => query.unionAll(next), head!).execute();
  for (const row of rows) {
    const index = Math.floor((Date.parse(`${row.day}T00:00:00Z`) - first) / WEEK_MS);
    const week = weeks[index];
    if (week && (FORM_KINDS as readonly string[]).includes(row.kind)) week.counts[row.kind as FormKind] += Number(row.n);
  }
  return weeks;
}

/**
 * Median hours from arrival to the first reply, over the items of the chart's 12 weeks that have
 * had one (`first_replied_at`, set by the first reply sent from the dashboard); null when none has.
 * Only replied items are read, a small share of what arrives, so the median is taken here.
 */
export async function medianFirstReply(db: Kysely<Database>, now: Date = new Date()): Promise<number | null> {
  const from = new Date(mondayOf(now).getTime() - (WEEKS - 1) * WEEK_MS).toISOString();
  const hours: number[] = [];
  for (const kind of FORM_KINDS) {
    const rows = await db.selectFrom(FORMS[kind].table).select(['created_at', 'first_replied_at']).where('first_replied_at', 'is not', null).where('created_at', '>=', from).execute();
    for (const row of rows) hours.push((Date.parse(row.first_replied_at!) - Date.parse(row.created_at)) / 3_600_000);
  }
  if (hours.length === 0) return null;
  hours.sort((a, b) => a - b);
  const middle = Math.floor(hours.length / 2);
  return hours.length % 2 === 1 ? hours[middle]! : (hours[middle - 1]! + hours[middle]!) / 2;
}

export async function weeklyPicture(db: Kysely<Database>, now: Date = new Date()): Promise<Weekly> {
  const [weeks, medianFirstReplyHours] = await Promise.all([weeklyArrivals(db, now), medianFirstReply(db, now)]);
  return { weeks, medianFirstReplyHours };
}
