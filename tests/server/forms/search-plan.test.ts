/**
 * The staff search's way to each word on SQLite (search-plan.ts): a word held by many rows is read
 * row by row, newest first, a rare word or one held by no row is looked up in the trigram index,
 * a word too short for trigrams is read row by row, and either way finds the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../../src/server/db/index.ts';
import { plainTarget } from '../../../src/server/forms/filters.ts';
import { listTotals } from '../../../src/server/forms/list-counts.ts';
import { RARE_ROWS, searchPlanner } from '../../../src/server/forms/search-plan.ts';
import { seededRow, seedForms } from '../../../scripts/bench/seed-forms.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';

describe('searchPlan on SQLite', () => {
  let database: TestDatabase;
  let db: Db;
  const rows = RARE_ROWS + 100;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await seedForms(database.url, rows); // every row says "Visitor"; "Seed<n>" names one row each
    db = openDb(database.url);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.cleanup();
  });

  // A fresh planner each time: a planner remembers its verdicts.
  const searchPlan = (q: string) => searchPlanner(db.db, 'sqlite')('contact_us_forms', { q });
  const plan = async (q: string) => [...(await searchPlan(q)).indexedWords];

  it('looks up rare words and words in no row in the index, reads common and short words row by row', async () => {
    expect(await plan('visitor')).toEqual([]);
    expect(await plan('seed142')).toEqual(['SEED142']);
    expect(await plan('Zanzibar')).toEqual(['ZANZIBAR']);
    expect(await plan('42')).toEqual([]);
    expect(await plan('visitor seed7 zanzibar')).toEqual(['SEED7', 'ZANZIBAR']);
  });

  it('finds the same rows either way', async () => {
    // A fresh counter each time: a counter remembers a total by its filters, whatever the way.
    const totals: ReturnType<typeof listTotals> = (target, filters) => listTotals(db.db)(target, filters);
    for (const q of ['visitor', 'seed142', 'seed7', 'zanzibar', 'visitor seed20', 'seeded company 42', 'number 199:']) {
      const planned = await searchPlan(q);
      const byRows = plainTarget('contact_us_forms');
      const byIndex = { table: 'contact_us_forms' as const, indexedWords: new Set(q.toUpperCase().split(' ').filter((word) => word.length >= 3)) };
      const expected = await totals(byRows, { q });
      expect(await totals(planned, { q }), q).toBe(expected);
      expect(await totals(byIndex, { q }), q).toBe(expected);
    }
    expect(await totals(plainTarget('contact_us_forms'), { q: 'seed7' })).toBeGreaterThan(1); // Seed7, Seed70 …
  });

  it('answers PostgreSQL with no index words: its planner weighs pg_trgm itself', async () => {
    expect([...(await searchPlanner(db.db, 'postgres')('contact_us_forms', { q: 'seed142' })).indexedWords]).toEqual([]);
  });

  it('remembers a verdict for a while, then probes again', async () => {
    let clock = 0;
    const planner = searchPlanner(db.db, 'sqlite', { rememberMs: 60_000, now: () => clock });
    const planned = async (q: string) => [...(await planner('contact_us_forms', { q })).indexedWords];
    expect(await planned('plankton')).toEqual(['PLANKTON']);
    // Now many rows hold it: the remembered verdict stands for a minute, then the probe sees them.
    await db.db.transaction().execute(async (trx) => {
      for (let n = 0; n <= RARE_ROWS; n += 100) {
        const batch = Array.from({ length: Math.min(100, RARE_ROWS + 1 - n) }, (_, index) => ({ ...seededRow(rows + n + index), search_text: 'PLANKTON SURVEY' }));
        await trx.insertInto('contact_us_forms').values(batch).execute();
      }
    });
    clock = 59_999;
    expect(await planned('plankton')).toEqual(['PLANKTON']);
    clock = 60_001;
    expect(await planned('plankton')).toEqual([]);
  });
});
