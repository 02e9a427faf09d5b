/** The staff form service: list, filters, single (marks read), delete, /new, CSV export, CV. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/db.ts';
import { FORM_OPTIONS, GOOD_PASSWORD, addUser, bearer, expectCleanError, login, startHarness, type Harness } from './_app.ts';
import { PDF, multipart } from './_multipart.ts';

describe.each(testDatabases)('form service on %s', (kind) => {
  let h: Harness;
  let admin: string;
  let staff: string;
  const ids: number[] = [];
  let careerId: number;

  beforeAll(async () => {
    h = await startHarness(kind);
    await addUser(h.app, 'chief@northbeam.example', 'admin', GOOD_PASSWORD, 'Chief');
    await addUser(h.app, 'clerk@northbeam.example', 'staff', GOOD_PASSWORD, 'Clerk');
    admin = await login(h.app, 'chief@northbeam.example');
    staff = await login(h.app, 'clerk@northbeam.example');
    const people = [
      ['Alice', 'Anders', 'Acme Corp', 'Need a cloud roadmap'],
      ['Bob', 'Brown', 'Beta 100% Ltd', 'Data governance help'],
      ['Carol', 'Chen', 'Cyber_Sec', '=HYPERLINK("http://evil.example","click")'],
    ];
    for (const [firstName, lastName, companyName, message] of people) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/form/submit/contact-us-form',
        payload: { firstName, lastName, email: `${firstName!.toLowerCase()}@example.com`, companyName, message, services: [FORM_OPTIONS.services[0]] },
      });
      ids.push(res.json().data.id);
    }
    // Spread the times so date filters and ordering are testable.
    const times = ['2026-01-10T09:00:00.000Z', '2026-02-15T12:00:00.000Z', '2026-03-20T18:30:00.000Z'];
    for (let i = 0; i < ids.length; i++) {
      await h.app.ctx.db.updateTable('contact_us_forms').set({ created_at: times[i]! }).where('id', '=', ids[i]!).execute();
    }
    const body = multipart(
      { name: 'Dana Data', email: 'dana@example.com', phone: '123', position: FORM_OPTIONS.positions[1]!, coverMessage: 'Hi' },
      { cv: { filename: 'Dana CV é.pdf', contentType: 'application/pdf', data: PDF } },
    );
    careerId = (await h.app.inject({ method: 'POST', url: '/api/form/submit/careers-form', payload: body.payload, headers: body.headers })).json().data.id;
    await h.app.inject({
      method: 'POST',
      url: '/api/form/submit/get-started-form',
      payload: { name: 'Eve', email: 'eve@example.com', company: 'Evil', budget: 'Not sure yet', timeline: 'Just exploring' },
    });
  });
  afterAll(async () => h?.close());

  const list = (table: string, query = '', filters: object | undefined = {}, token = staff) =>
    h.app.inject({ method: 'POST', url: `/api/form/type/${table}${query}`, headers: bearer(token), payload: filters === undefined ? undefined : { filters } });

  it('answers 401 without a token on every call', async () => {
    const calls: Array<[string, string]> = [
      ['POST', '/api/form/type/contact-us'],
      ['GET', `/api/form/single/contact-us/${ids[0]}`],
      ['DELETE', `/api/form/delete/contact-us/${ids[0]}`],
      ['GET', '/api/form/new'],
      ['GET', '/api/form/export/contact-us'],
      ['GET', `/api/form/cv/${careerId}`],
    ];
    for (const [method, url] of calls) {
      const res = await h.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expectCleanError(res);
    }
  });

  it('lists forms newest first with total, page and limit', async () => {
    const res = await list('contact-us');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(data.forms.map((f: { id: number }) => f.id)).toEqual([...ids].reverse());
    expect(data.forms[0]).toEqual({
      id: ids[2],
      status: 'new',
      createdAt: '2026-03-20T18:30:00.000Z',
      stage: 'new',
      ownerId: null,
      firstRepliedAt: null,
      firstName: 'Carol',
      lastName: 'Chen',
      email: 'carol@example.com',
      contactNumber: '',
      country: '',
      companyName: 'Cyber_Sec',
      industry: '',
      services: [FORM_OPTIONS.services[0]],
      message: '=HYPERLINK("http://evil.example","click")',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('pages through with page and limit (1–100)', async () => {
    const first = (await list('contact-us', '?page=1&limit=2')).json().data;
    const second = (await list('contact-us', '?page=2&limit=2')).json().data;
    expect(first.forms).toHaveLength(2);
    expect(second.forms).toHaveLength(1);
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    for (const query of ['?limit=0', '?limit=101', '?page=0', '?page=abc', '?limit=2.5']) {
      const res = await list('contact-us', query);
      expect(res.statusCode, query).toBe(400);
      expectCleanError(res);
    }
    expect((await list('contact-us', '?limit=100')).statusCode).toBe(200);
  });

  it('accepts a missing body as no filters', async () => {
    const res = await list('contact-us', '', undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(3);
  });

  it('filters by text (case-insensitive, % and _ literal), status and date range', async () => {
    const total = async (filters: object) => (await list('contact-us', '', filters)).json().data.total as number;
    expect(await total({ q: 'acme' })).toBe(1);
    expect(await total({ q: 'ROADMAP' })).toBe(1);
    expect(await total({ q: '100%' })).toBe(1);
    expect(await total({ q: '%' })).toBe(1);
    expect(await total({ q: '_' })).toBe(1);
    expect(await total({ q: 'nothing-like-this' })).toBe(0);
    expect(await total({ from: '2026-02-01' })).toBe(2);
    expect(await total({ to: '2026-02-15' })).toBe(2);
    expect(await total({ from: '2026-02-01', to: '2026-02-28' })).toBe(1);
    expect(await total({ from: '2026-02-15T12:00:00.000Z', to: '2026-02-15T12:00:00.000Z' })).toBe(1);
    expect(await total({ status: 'read' })).toBe(0);
    expect(await total({ status: 'new' })).toBe(3);
  });

  it('a date filter up to the last day of year 9999 includes today', async () => {
    const total = async (table: string, filters: object) => (await list(table, '', filters)).json().data.total as number;
    expect(await total('careers', { to: '9999-12-31' })).toBe(1);
    expect(await total('careers', { to: '9999-12-31T23:59:59.999Z' })).toBe(1);
    expect(await total('contact-us', { from: '2026-02-01', to: '9999-12-31' })).toBe(2);
    const csv = await h.app.inject({ method: 'GET', url: '/api/form/export/careers?to=9999-12-31', headers: bearer(staff) });
    expect(csv.body).toContain('Dana Data');
  });

  it('refuses unknown filters, bad values and unknown tables', async () => {
    for (const filters of [{ colour: 'red' }, { status: 'archived' }, { from: 'yesterday' }, { q: 'x'.repeat(201) }]) {
      const res = await list('contact-us', '', filters);
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(expectCleanError(res).issues?.length).toBeGreaterThan(0);
    }
    for (const table of ['users', 'contact_us_forms', '..%2Fusers', 'sessions']) {
      const res = await list(table);
      expect(res.statusCode, table).toBe(404);
      expectCleanError(res);
    }
  });

  it('GET single answers the form and marks it read', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api/form/single/contact-us/${ids[0]}`, headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.form).toMatchObject({ id: ids[0], firstName: 'Alice', status: 'read' });
    expect((await list('contact-us', '', { status: 'read' })).json().data.total).toBe(1);
    for (const url of ['/api/form/single/contact-us/999999', '/api/form/single/contact-us/abc', '/api/form/single/nope/1']) {
      const missing = await h.app.inject({ method: 'GET', url, headers: bearer(staff) });
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('lists careers without the CV bytes', async () => {
    const res = await list('careers');
    const form = res.json().data.forms[0];
    expect(form).toMatchObject({ id: careerId, name: 'Dana Data', cvContentType: 'application/pdf', cvSize: PDF.length, cvFilename: 'Dana CV é.pdf' });
    expect(form).not.toHaveProperty('cvData');
    expect(res.body.length).toBeLessThan(2000);
  });

  it('GET /new answers counts of forms in stage new per table (opening one does not change it) and the latest ten', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/form/new', headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    const { counts, latest } = res.json().data;
    // One enquiry was opened above (now read): it is still new until someone triages it.
    expect(counts).toEqual({ 'contact-us': 3, careers: 1, 'get-started': 1 });
    expect(latest[0]).toEqual({ table: expect.any(String), id: expect.any(Number), name: expect.any(String), email: expect.any(String), createdAt: expect.any(String) });
    expect(latest.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['Eve', 'Dana Data', 'Carol Chen']));
    const sorted = [...latest].sort((a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt));
    expect(latest).toEqual(sorted);
    expect(latest.length).toBeLessThanOrEqual(10);
  });

  it('exports a filtered list as CSV, with formula cells neutralised', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/form/export/contact-us?from=2026-02-01', headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contact-us-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"id","status","createdAt","stage","ownerId","firstRepliedAt","firstName","lastName","email","contactNumber","country","companyName","industry","services","message"');
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.body).not.toMatch(/(^|,)"=/m);
    const bad = await h.app.inject({ method: 'GET', url: '/api/form/export/contact-us?status=maybe', headers: bearer(staff) });
    expect(bad.statusCode).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: '/api/form/export/users', headers: bearer(staff) })).statusCode).toBe(404);
  });

  it('downloads a CV as an attachment with its stored type', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api/form/cv/${careerId}`, headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Dana CV _.pdf"; filename*=UTF-8''Dana%20CV%20%C3%A9.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await h.app.inject({ method: 'GET', url: '/api/form/cv/999999', headers: bearer(staff) })).statusCode).toBe(404);
  });

  it('lets admins delete (staff get 403)', async () => {
    const refused = await h.app.inject({ method: 'DELETE', url: `/api/form/delete/contact-us/${ids[1]}`, headers: bearer(staff) });
    expect(refused.statusCode).toBe(403);
    expect(expectCleanError(refused).error).toBe('Only an admin can do this');
    const res = await h.app.inject({ method: 'DELETE', url: `/api/form/delete/contact-us/${ids[1]}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { id: ids[1] } });
    const again = await h.app.inject({ method: 'DELETE', url: `/api/form/delete/contact-us/${ids[1]}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/form/delete/careers/${careerId}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: `/api/form/cv/${careerId}`, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('answers unknown API paths with JSON 404', async () => {
    for (const url of ['/api/form/nothing', '/api/elsewhere', '/auth/nothing']) {
      const res = await h.app.inject({ method: 'GET', url, headers: bearer(staff) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 'error', error: 'Not found' });
    }
  });
});
