/**
 * Pages by number from anchors (page-anchors.ts, list-page.ts), on each database: built on the
 * second page walked at one version, every row of every page is the same slice of the whole list
 * (rows sharing a time, filters and a search included, and the page past the end empty), and after
 * a write the list is walked again until anchors are built anew, never read from the old ones.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/index.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { filterWhere, plainTarget, type Filters } from '../../../src/server/forms/filters.ts';
import { listTotals } from '../../../src/server/forms/list-counts.ts';
import { listPage, type PageMemory } from '../../../src/server/forms/list-page.ts';
import { PageAnchors } from '../../../src/server/forms/page-anchors.ts';
import { RememberedPages } from '../../../src/server/forms/remembered-pages.ts';
import { seededRow, seedForms } from '../../../scripts/bench/seed-forms.ts';
import { testDatabases, useMigratedDatabase } from '../../helpers/db.ts';

const ROWS = 50;
const LIMIT = 4;
const STEP = 3;
const TABLE = 'contact_us_forms';

describe.each(testDatabases)('pages by number from anchors on %s', (kind) => {
  const database = useMigratedDatabase(kind, (url) => seedForms(url, ROWS));
  let db: Db;
  beforeAll(async () => {
    db = database();
    // Rows sharing a time with others: the id orders them, across an anchor too.
    const twins = Array.from({ length: 6 }, (_, n) => ({ ...seededRow(ROWS + n), created_at: seededRow(10 + n).created_at }));
    await db.db.insertInto(TABLE).values(twins).execute();
  });

  const target = () => plainTarget(TABLE, kind);
  /** The whole list, newest first, read plainly. */
  const everyRow = async (filters: Filters) =>
    (
      await (db.db as Kysely<Database>)
        .selectFrom(TABLE)
        .select('id')
        .where((eb) => filterWhere(filters, eb, target()))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.id);
  const freshMemory = (): PageMemory => ({ pages: new RememberedPages(), anchors: new PageAnchors(STEP) });

  /** Asks every page but the first by number, from past the end to page 2, checking each against the whole list. */
  async function walkAll(filters: Filters, memory: PageMemory) {
    const counted = await listTotals(db.db)(target(), filters);
    const all = await everyRow(filters);
    expect(counted.total).toBe(all.length);
    for (let page = Math.ceil(all.length / LIMIT) + 1; page >= 2; page--) {
      const listed = await listPage(db.db, target(), ['id'], filters, { page, limit: LIMIT }, counted, memory);
      const label = `${JSON.stringify(filters)} page ${page}`;
      expect(listed.rows.map((row) => Number(row.id)), label).toEqual(all.slice((page - 1) * LIMIT, page * LIMIT));
      expect(listed.next !== null, label).toBe(page * LIMIT < all.length);
    }
    return { counted, all };
  }

  it.each<Filters>([{}, { status: 'read' }, { q: 'seed1' }])('answers every page of %j as its slice of the whole list, from anchors built on the second walk', async (filters) => {
    const memory = freshMemory();
    const { counted, all } = await walkAll(filters, memory);
    const anchors = await memory.anchors.of(TABLE, filters, counted);
    expect(anchors?.map((anchor) => anchor.id)).toEqual([...all].reverse().filter((_, index) => index % STEP === 0));
  });

  /** The database, noting the table (or subquery) each query reads from. */
  const watched = () => {
    const read: unknown[] = [];
    const db2 = Object.create(db.db, { selectFrom: { value: (from: never) => (read.push(from), db.db.selectFrom(from)) } }) as Kysely<Database>;
    return { db: db2, read };
  };

  it('counts a search once, and builds anchors once, for the requests that arrive together', async () => {
    const filters = { q: 'seed2' };
    const { db: counting, read } = watched();
    const totals = listTotals(counting);
    const [first, second] = await Promise.all([totals(target(), filters), totals(target(), filters)]);
    expect(second).toEqual(first);
    expect(read.filter((from) => from === TABLE)).toHaveLength(1);

    const memory = freshMemory();
    const all = await everyRow(filters);
    const page = (number: number) => listPage(counting, target(), ['id'], filters, { page: number, limit: LIMIT }, first, memory);
    await page(2);
    read.length = 0;
    const pages = await Promise.all([3, 4, 5].map(page));
    expect(pages.map((listed) => listed.rows.map((row) => Number(row.id)))).toEqual([3, 4, 5].map((number) => all.slice((number - 1) * LIMIT, number * LIMIT)));
    // One walk built the anchors (a subquery ranks the rows); the three pages then read from them.
    expect(read.filter((from) => typeof from !== 'string')).toHaveLength(1);
  });

  it('after a write, walks the list again and builds anchors anew, with the new row', async () => {
    const memory = freshMemory();
    const before = await walkAll({}, memory);
    const [added] = await db.db.insertInto(TABLE).values(seededRow(ROWS + 100)).returning('id').execute();
    const after = await listTotals(db.db)(target(), {});
    expect(after.version).not.toBe(before.counted.version);
    expect(memory.anchors.of(TABLE, {}, after)).toBeUndefined();
    const { counted, all } = await walkAll({}, memory);
    expect(all[0]).toBe(added!.id);
    const anchors = await memory.anchors.of(TABLE, {}, counted);
    expect(anchors?.map((anchor) => anchor.id)).toEqual([...all].reverse().filter((_, index) => index % STEP === 0));
  });
});
