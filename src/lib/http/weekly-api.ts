/** The overview's picture of the week (GET /api/form/weekly; docs/server.md). */
import type { FormKind } from '../../forms/kinds.ts';
import { FORM_BASE } from './config.ts';
import { request } from './request.ts';

export interface WeekCounts {
  /** The week's Monday, YYYY-MM-DD (weeks start Monday 00:00 UTC). */
  start: string;
  counts: Record<FormKind, number>;
}

export interface Weekly {
  /** 12 weeks, oldest first; the current week last. */
  weeks: WeekCounts[];
  /** null until a first reply has been recorded. */
  medianFirstReplyHours: number | null;
}

export const WEEKLY_URL = `${FORM_BASE}/weekly`;

export async function weeklyForms(): Promise<Weekly> {
  const answer = await request<{ status: 'success'; data: Weekly }>(WEEKLY_URL);
  return answer.data;
}
