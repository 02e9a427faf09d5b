/**
 * The staff list at scale, through the real app on both databases: Next, Previous and Last by the
 * answer's cursors meet the same page edges as pages by number (rows sharing a time included), a
 * page asked again is the same until a row comes, goes or changes,
 * totals come from the counts the database keeps and follow every insert, read and delete, a
 * searched total is renewed after a write, and the CSV export streams every row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRow } from '../../scripts/bench/seed-forms.ts';
import { testDatabases } from '../helpers/db.ts';
import { GOOD_PASSWORD, addUser, bearer, login, startHarness, type Harness } from './_app.ts';

const ROWS = 45;
const LIMIT = 10;

interface Page {
  forms: Array<{ id: number; status: string }>;
  total: number;
  page: number;
  limit: number;
  next: string | null;
  prev: string | null;
  last: string;
}

describe.each(testDatabases)('keyset pages and kept counts on %s', (kind) => {
  let h: Harness;
  let token: string;
  let admin: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    await addUser(h.app, 'keys@northbeam.example', 'staff', GOOD_PASSWORD);
    await addUser(h.app, 'boss@northbeam.example', 'admin', GOOD_PASSWORD);
    token = await login(h.app, 'keys@northbeam.example');
    admin = await login(h.app, 'boss@northbeam.example');
    // Every third pair of rows shares its time: the id breaks the tie, on a page edge too.
    const rows = Array.from({ length: ROWS }, (_, n) => ({ ...seededRow(n), created_at: seededRow(n - (n % 2)).created_at }));
    await h.app.ctx.db.insertInto('contact_us_forms').values(rows).execute();
  });
  afterAll(async () => h?.close());

  const list = async (query: string, filters: object = {}): Promise<Page> => {
    const res = await h.app.inject({ method: 'POST', url: `/api/form/type/contact-us?${query}`, headers: bearer(token), payload: { filters } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };
  const ids = (page: Page) => page.forms.map((form) => form.id);

  it('walks Next and Previous by cursor over the same pages as page numbers, and Last holds what is left', async () => {
    const byNumber: number[][] = [];
    for (let page = 1; page <= 5; page++) byNumber.push(ids(await list(`page=${page}&limit=${LIMIT}`)));
    expect(byNumber.flat()).toHaveLength(ROWS);
    expect(new Set(byNumber.flat()).size).toBe(ROWS);

    let page = await list(`limit=${LIMIT}`);
    expect(page).toMatchObject({ total: ROWS, page: 1, prev: null });
    const forward = [ids(page)];
    for (let number = 2; page.next; number++) {
      page = await list(`page=${number}&limit=${LIMIT}&after=${page.next}`);
      forward.push(ids(page));
    }
    expect(forward).toEqual(byNumber);

    let last = await list(`page=1&limit=${LIMIT}&before=${page.last}`);
    expect(last.page).toBe(5);
    expect(last.next).toBeNull();
    expect(ids(last)).toEqual(byNumber[4]);
    expect(ids(last)).toHaveLength(ROWS % LIMIT);
    const backward = [ids(last)];
    for (let number = 4; last.prev; number--) {
      last = await list(`page=${number}&limit=${LIMIT}&before=${last.prev}`);
      backward.unshift(ids(last));
    }
    expect(backward).toEqual(byNumber);
  });

  it('pages a status filter by cursor, Last included', async () => {
    const all = await list('limit=100', { status: 'read' });
    const read = ids(all);
    expect(all.total).toBe(read.length);
    const first = await list(`limit=${LIMIT}`, { status: 'read' });
    const second = await list(`page=2&limit=${LIMIT}&after=${first.next}`, { status: 'read' });
    expect([...ids(first), ...ids(second)]).toEqual(read.slice(0, 2 * LIMIT));
    const last = await list(`limit=${LIMIT}&before=${first.last}`, { status: 'read' });
    expect(ids(last)).toEqual(read.slice(Math.floor((read.length - 1) / LIMIT) * LIMIT));
  });

  it('answers a page by number from either end, the same when asked again, and moved once a row comes or goes', async () => {
    for (const filters of [{}, { status: 'new' }, { q: 'seed1' }]) {
      const everyRow = ids(await list('limit=100', filters));
      const pageCount = Math.ceil(everyRow.length / LIMIT);
      const expected = (number: number, rows = everyRow) => rows.slice((number - 1) * LIMIT, number * LIMIT);
      for (let number = 2; number <= pageCount + 1; number++) {
        const first = await list(`page=${number}&limit=${LIMIT}`, filters);
        const again = await list(`page=${number}&limit=${LIMIT}`, filters);
        expect(ids(first), `${JSON.stringify(filters)} page ${number}`).toEqual(expected(number));
        expect(ids(again)).toEqual(ids(first));
        expect(again.next === null, `page ${number} of ${pageCount}`).toBe(number >= pageCount);
      }
    }

    const page1 = ids(await list(`limit=${LIMIT}`));
    const page2 = ids(await list(`page=2&limit=${LIMIT}`));
    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/form/submit/contact-us-form',
      payload: { firstName: 'Ada', lastName: 'Newer', email: 'ada@example.com', companyName: 'Newer Ltd', message: 'Pushes every page down by one' },
    });
    expect(sent.statusCode).toBe(201);
    const moved = ids(await list(`page=2&limit=${LIMIT}`));
    expect(moved).toEqual([page1.at(-1), ...page2.slice(0, -1)]);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/form/delete/contact-us/${sent.json().data.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect(ids(await list(`page=2&limit=${LIMIT}`))).toEqual(page2);
  });

  it('answers a page asked again with its rows as they are now: opened, it shows read, and leaves the unread list', async () => {
    const forms = async (filters: object) => (await list('limit=100', filters)).forms;
    const searched = await forms({ q: 'seed2' });
    await forms({ q: 'seed2' }); // asked again: the same page, remembered
    const unread = searched.find((form) => form.status === 'new')!;
    expect(unread).toBeDefined();
    expect((await forms({ status: 'new' })).map((form) => form.id)).toContain(unread.id);
    const opened = await h.app.inject({ method: 'GET', url: `/api/form/single/contact-us/${unread.id}`, headers: bearer(token) });
    expect(opened.statusCode).toBe(200);
    expect((await forms({ q: 'seed2' })).find((form) => form.id === unread.id)?.status).toBe('read');
    expect((await forms({ status: 'new' })).map((form) => form.id)).not.toContain(unread.id);
  });

  it("answers 'assigned to me' with each person's own items, asked again too", async () => {
    const { forms } = await list('limit=2');
    const mine = async (bearerToken: string) => {
      const res = await h.app.inject({ method: 'POST', url: '/api/form/type/contact-us?limit=100', headers: bearer(bearerToken), payload: { filters: { owner: 'me' } } });
      return (res.json().data as Page).forms.map((form) => form.id);
    };
    const assign = async (id: number, email: string) => {
      const owner = await h.app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const res = await h.app.inject({ method: 'POST', url: `/api/form/owner/contact-us/${id}`, headers: bearer(token), payload: { ownerId: owner.id } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await assign(forms[0]!.id, 'keys@northbeam.example');
    await assign(forms[1]!.id, 'boss@northbeam.example');
    for (let round = 0; round < 2; round++) {
      expect(await mine(token)).toEqual([forms[0]!.id]);
      expect(await mine(admin)).toEqual([forms[1]!.id]);
    }
  });

  it('refuses a cursor it did not write, and after with before', async () => {
    for (const query of ['after=bm9wZQ', 'before=WyJ4Il0', 'after=%3Cscript%3E', 'after=WyIyMDI2LTAxLTAxIiw0Ml0&before=WyIyMDI2LTAxLTAxIiw0Ml0']) {
      const res = await h.app.inject({ method: 'POST', url: `/api/form/type/contact-us?page=2&${query}`, headers: bearer(token), payload: {} });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('keeps the totals exact through reads, new submissions and deletes, without counting the table', async () => {
    const before = {
      all: (await list('limit=1')).total,
      fresh: (await list('limit=1', { status: 'new' })).total,
      untriaged: (await list('limit=1', { stage: 'new' })).total,
      searched: (await list('limit=1', { q: 'seeded company 7' })).total,
    };
    const newest = (await list('limit=1', { status: 'new' })).forms[0]!;
    expect((await h.app.inject({ method: 'GET', url: `/api/form/single/contact-us/${newest.id}`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await list('limit=1', { status: 'new' })).total).toBe(before.fresh - 1);
    expect((await list('limit=1', { status: 'read' })).total).toBe(before.all - before.fresh + 1);

    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/form/submit/contact-us-form',
      payload: { firstName: 'Ada', lastName: 'Late', email: 'ada@example.com', companyName: 'Seeded Company 7', message: 'Arrived after the count' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await list('limit=1')).total).toBe(before.all + 1);
    // A searched total is remembered, and renewed once the table changes.
    expect((await list('limit=1', { q: 'seeded company 7' })).total).toBe(before.searched + 1);

    expect((await h.app.inject({ method: 'DELETE', url: `/api/form/delete/contact-us/${sent.json().data.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await list('limit=1')).total).toBe(before.all);
    expect((await list('limit=1', { q: 'seeded company 7' })).total).toBe(before.searched);
    const counted = await h.app.ctx.db.selectFrom('contact_us_forms').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(before.all);
    const news = await h.app.inject({ method: 'GET', url: '/api/form/new', headers: bearer(token) });
    // The "new" count is of items nobody has triaged yet: opening one (the read flag) leaves it.
    expect(news.json().data.counts['contact-us']).toBe(before.untriaged);
  });

  it('streams the CSV export of every row, newest first', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/form/export/contact-us', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n').filter(Boolean);
    const total = (await list('limit=1')).total;
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toContain(`"${(await list('limit=1')).forms[0]!.id}"`);
  });

  it('searches past a NUL character in the search text, in a list and in an export link', async () => {
    const found = await list('limit=5', { q: 'seed\u00001' });
    expect(found.total).toBe((await list('limit=5', { q: 'seed1' })).total);
    for (const q of ['seed%001', '%00seed1', 'seed1%00%00']) {
      const res = await h.app.inject({ method: 'GET', url: `/api/form/export/contact-us?q=${q}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(found.total + 1);
    }
  });
});
