/**
 * GET /api/form/weekly, the overview's picture of the week, on both databases: 12 Monday-start
 * UTC weeks, oldest first, the current one last, empty weeks included, each arrival counted once
 * in its own week and form type; staff may read it, a visitor may not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mondayOf, weeklyArrivals } from '../../../src/server/forms/weekly.ts';
import { testDatabases } from '../../helpers/db.ts';
import { addUser, bearer, login, startHarness, type Harness } from '../_app.ts';
import { PDF, multipart } from '../_multipart.ts';

const DAY = 86_400_000;
const TABLES = { 'contact-us': 'contact_us_forms', careers: 'careers_forms', 'get-started': 'get_started_forms' } as const;

describe('mondayOf (UTC weeks)', () => {
  it('is the Monday 00:00 UTC of the week, whatever the hour', () => {
    expect(mondayOf(new Date('2026-11-23T00:00:00.000Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // a Monday
    expect(mondayOf(new Date('2026-11-29T23:59:59.999Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // its Sunday
    expect(mondayOf(new Date('2026-11-30T00:00:00.000Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(mondayOf(new Date('2027-01-01T12:00:00.000Z')).toISOString()).toBe('2026-12-28T00:00:00.000Z'); // across a year
  });
});

describe.each(testDatabases)('GET /api/form/weekly on %s', (kind) => {
  let h: Harness;
  let staff: string;

  async function submit(table: keyof typeof TABLES, at: string): Promise<void> {
    let id: number;
    if (table === 'careers') {
      const body = multipart(
        { name: 'Dana Data', email: 'dana@example.com', phone: '123', position: 'Cloud Engineer', coverMessage: 'Hi' },
        { cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: PDF } },
      );
      const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/careers-form', payload: body.payload, headers: body.headers });
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().data.id;
    } else {
      const payload =
        table === 'contact-us'
          ? { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', companyName: 'Acme', message: 'Hello' }
          : { name: 'Eve', email: 'eve@example.com', company: 'Evil', budget: 'Not sure yet', timeline: 'Just exploring' };
      const res = await h.app.inject({ method: 'POST', url: `/api/form/submit/${table}-form`, payload });
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().data.id;
    }
    await h.app.ctx.db.updateTable(TABLES[table]).set({ created_at: at }).where('id', '=', id).execute();
  }

  beforeAll(async () => {
    h = await startHarness(kind);
    await addUser(h.app, 'clerk@northbeam.example', 'staff');
    staff = await login(h.app, 'clerk@northbeam.example');
  });
  afterAll(async () => h?.close());

  it('answers 12 empty weeks before anything arrived, and no median', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/form/weekly', headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    const { weeks, medianFirstReplyHours } = res.json().data;
    expect(weeks).toHaveLength(12);
    expect(medianFirstReplyHours).toBeNull();
    const thisMonday = mondayOf(new Date()).getTime();
    expect(weeks.map((week: { start: string }) => week.start)).toEqual(Array.from({ length: 12 }, (_, i) => new Date(thisMonday - (11 - i) * 7 * DAY).toISOString().slice(0, 10)));
    for (const week of weeks) expect(week.counts).toEqual({ 'contact-us': 0, careers: 0, 'get-started': 0 });
  });

  it('counts each arrival in its UTC week and form type; the boundaries are Monday 00:00 UTC', async () => {
    // A fixed clock: Wednesday 2026-11-25, so the weeks run from Monday 2026-09-07 to Monday 2026-11-23.
    const now = new Date('2026-11-25T10:00:00.000Z');
    await submit('contact-us', '2026-11-23T00:00:00.000Z'); // the first instant of the current week
    await submit('contact-us', '2026-11-22T23:59:59.999Z'); // the last of the week before
    await submit('contact-us', '2026-11-25T09:59:00.000Z');
    await submit('careers', '2026-11-24T08:00:00.000Z');
    await submit('get-started', '2026-10-05T00:00:00.000Z');
    await submit('get-started', '2026-10-11T23:59:59.999Z'); // Sunday: the same week
    await submit('contact-us', '2026-09-07T00:00:00.000Z'); // the oldest week's first instant
    await submit('contact-us', '2026-09-06T23:59:59.999Z'); // 13 weeks ago: left out
    await submit('careers', '2026-11-30T00:00:00.000Z'); // next week (a clock that disagrees): left out
    const weeks = await weeklyArrivals(h.app.ctx.db, now);
    expect(weeks[0]!.start).toBe('2026-09-07');
    expect(weeks[11]!.start).toBe('2026-11-23');
    const byStart = Object.fromEntries(weeks.filter((w) => Object.values(w.counts).some(Boolean)).map((w) => [w.start, w.counts]));
    expect(byStart).toEqual({
      '2026-09-07': { 'contact-us': 1, careers: 0, 'get-started': 0 },
      '2026-10-05': { 'contact-us': 0, careers: 0, 'get-started': 2 },
      '2026-11-16': { 'contact-us': 1, careers: 0, 'get-started': 0 },
      '2026-11-23': { 'contact-us': 2, careers: 1, 'get-started': 0 },
    });
  });

  it('the route counts what arrived this week and in earlier weeks, with the real clock', async () => {
    const thisMonday = mondayOf(new Date()).getTime();
    await submit('get-started', new Date(thisMonday + 1000).toISOString());
    await submit('get-started', new Date(thisMonday - 7 * DAY + 1000).toISOString());
    await submit('careers', new Date(thisMonday - 11 * 7 * DAY).toISOString());
    const res = await h.app.inject({ method: 'GET', url: '/api/form/weekly', headers: bearer(staff) });
    const { weeks } = res.json().data as { weeks: Array<{ start: string; counts: Record<string, number> }> };
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(weeks[0]!.start).toBe(iso(thisMonday - 11 * 7 * DAY));
    expect(weeks[11]!.start).toBe(iso(thisMonday));
    // Every stored row, counted here one by one into its week (the fixed dates above may share these weeks).
    const expected = weeks.map((week) => ({ start: week.start, counts: { 'contact-us': 0, careers: 0, 'get-started': 0 } as Record<string, number> }));
    for (const [table, name] of Object.entries(TABLES)) {
      const rows = await h.app.ctx.db.selectFrom(name).select('created_at').execute();
      for (const { created_at } of rows) {
        const index = Math.floor((Date.parse(created_at) - (thisMonday - 11 * 7 * DAY)) / (7 * DAY));
        if (index >= 0 && index < 12) expected[index]!.counts[table]! += 1;
      }
    }
    expect(weeks).toEqual(expected);
    expect(weeks[11]!.counts['get-started']).toBeGreaterThanOrEqual(1);
    expect(weeks[10]!.counts['get-started']).toBeGreaterThanOrEqual(1);
    expect(weeks[0]!.counts.careers).toBeGreaterThanOrEqual(1);
  });

  it('gives the median time from arrival to the first reply sent from the dashboard', async () => {
    const ids: number[] = [];
    for (const hoursAgo of [2, 5, 30]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/form/submit/contact-us-form',
        payload: { firstName: 'Rae', lastName: 'Reply', email: 'rae@example.com', companyName: 'Acme', message: 'Please call' },
      });
      const id = res.json().data.id as number;
      await h.app.ctx.db.updateTable('contact_us_forms').set({ created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString() }).where('id', '=', id).execute();
      ids.push(id);
    }
    for (const id of ids) {
      const sent = await h.app.inject({ method: 'POST', url: `/api/form/reply/contact-us/${id}`, headers: bearer(staff), payload: { subject: 'Re: your enquiry', body: 'Thank you.' } });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    // A second reply does not move the first one's time.
    await h.app.inject({ method: 'POST', url: `/api/form/reply/contact-us/${ids[0]}`, headers: bearer(staff), payload: { subject: 'Re: again', body: 'And again.' } });
    const res = await h.app.inject({ method: 'GET', url: '/api/form/weekly', headers: bearer(staff) });
    expect(res.json().data.medianFirstReplyHours).toBeCloseTo(5, 1);
  });

  it('is for signed-in staff: a visitor gets 401', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/form/weekly' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error' });
  });
});
