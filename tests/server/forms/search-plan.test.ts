/**
 * The staff search's way to each word (search-plan.ts), on each database: a word held by many rows
 * is read row by row, newest first, a rare word or one held by no row is looked up in the trigram
 * index, a word too short for trigrams is read row by row, and either way finds the same rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/index.ts';
import { plainTarget } from '../../../src/server/forms/filters.ts';
import { listTotals } from '../../../src/server/forms/list-counts.ts';
import { PageAnchors } from '../../../src/server/forms/page-anchors.ts';
import { RememberedPages } from '../../../src/server/forms/remembered-pages.ts';
import { listPage } from '../../../src/server/forms/list-page.ts';
import { RARE_ROWS, searchPlanner } from '../../../src/server/forms/search-plan.ts';
import { searchWords } from '../../../src/server/forms/search.ts';
import { seededRow, seedForms } from '../../../scripts/bench/seed-forms.ts';
import { testDatabases, useMigratedDatabase } from '../../helpers/db.ts';

describe.each(testDatabases)('searchPlan on %s', (kind) => {
  const rows = RARE_ROWS + 100;
  // Every row says "Visitor"; "Seed<n>" names one row each.
  const database = useMigratedDatabase(kind, (url) => seedForms(url, rows));
  let db: Db;
  beforeAll(() => {
    db = database();
  });

  // A fresh planner each time: a planner remembers its verdicts.
  const searchPlan = (q: string) => searchPlanner(db.db, kind)('contact_us_forms', { q });
  const plan = async (q: string) => [...(await searchPlan(q)).indexedWords];

  it('looks up rare words and words in no row in the index, reads common and short words row by row', async () => {
    expect(await plan('visitor')).toEqual([]);
    expect(await plan('seed142')).toEqual(['SEED142']);
    expect(await plan('Zanzibar')).toEqual(['ZANZIBAR']);
    expect(await plan('42')).toEqual([]);
    expect(await plan('visitor seed7 zanzibar')).toEqual(['SEED7', 'ZANZIBAR']);
  });

  it('finds the same rows either way, in totals and on a page', async () => {
    // A fresh counter each time: a counter remembers a total by its filters, whatever the way.
    const totals = async (target: Awaited<ReturnType<typeof searchPlan>>, filters: { q: string }) => (await listTotals(db.db)(target, filters)).total;
    const firstPage = async (target: Awaited<ReturnType<typeof searchPlan>>, q: string) =>
      (await listPage(db.db, target, ['id'], { q }, { page: 1, limit: 20 }, { total: rows, version: 0 }, { pages: new RememberedPages(), anchors: new PageAnchors() })).rows.map((row) => Number(row.id));
    for (const q of ['visitor', 'seed142', 'seed7', 'zanzibar', 'visitor seed20', 'seeded company 42', 'number 199:', '100% sure_thing']) {
      const planned = await searchPlan(q);
      const byRows = plainTarget('contact_us_forms', kind);
      const byIndex = { ...byRows, indexedWords: new Set(q.toUpperCase().split(' ').filter((word) => word.length >= 3)) };
      const expected = await totals(byRows, { q });
      expect(await totals(planned, { q }), q).toBe(expected);
      expect(await totals(byIndex, { q }), q).toBe(expected);
      const expectedPage = await firstPage(byRows, q);
      expect(await firstPage(planned, q), q).toEqual(expectedPage);
      expect(await firstPage(byIndex, q), q).toEqual(expectedPage);
    }
    expect(await totals(plainTarget('contact_us_forms', kind), { q: 'seed7' })).toBeGreaterThan(1); // Seed7, Seed70 …
    expect(await totals(plainTarget('contact_us_forms', kind), { q: 'visitor seed20' })).toBe(11); // Seed20, Seed200 … Seed209
  });

  it('takes % and _ in a search as themselves, whichever way it reads the word', async () => {
    await db.db.insertInto('contact_us_forms').values({ ...seededRow(rows + 1), search_text: 'VISITOR 100% SURE_THING' }).execute();
    for (const [q, expected] of [['visitor 100% sure_thing', 1], ['visitor 1_0 sure%thing', 0]] as const) {
      const longWords = searchWords(q).filter((word) => word.length >= 3);
      for (const indexedWords of [new Set<string>(), new Set(longWords)]) {
        const target = { ...plainTarget('contact_us_forms', kind), indexedWords };
        expect((await listTotals(db.db)(target, { q })).total, `${q} ${[...indexedWords]}`).toBe(expected);
      }
    }
  });

  it('remembers a verdict for a while, then probes again', async () => {
    let clock = 0;
    const planner = searchPlanner(db.db, kind, { rememberMs: 60_000, now: () => clock });
    const planned = async (q: string) => [...(await planner('contact_us_forms', { q })).indexedWords];
    expect(await planned('plankton')).toEqual(['PLANKTON']);
    // Now many rows hold it: the remembered verdict stands for a minute, then the probe sees them.
    await db.db.transaction().execute(async (trx) => {
      for (let n = 0; n <= RARE_ROWS; n += 100) {
        const batch = Array.from({ length: Math.min(100, RARE_ROWS + 1 - n) }, (_, index) => ({ ...seededRow(rows + 10 + n + index), search_text: 'PLANKTON SURVEY' }));
        await trx.insertInto('contact_us_forms').values(batch).execute();
      }
    });
    clock = 59_999;
    expect(await planned('plankton')).toEqual(['PLANKTON']);
    clock = 60_001;
    expect(await planned('plankton')).toEqual([]);
  });
});
