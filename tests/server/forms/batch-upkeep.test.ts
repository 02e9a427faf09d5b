/**
 * On SQLite the rows a group commit stores join the search index once per batch (migration 012,
 * forms/batch-upkeep.ts): every stored row is found by the index, a submission undone in its
 * savepoint is not, a batch that fails leaves the per-row trigger working for everyone else, and the
 * index stays whole (FTS5's own integrity check).
 */
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { seededRow } from '../../../scripts/bench/seed-forms.ts';
import { GroupCommit, type BatchWork } from '../../../src/server/db/group-commit.ts';
import { openDb, type Db } from '../../../src/server/db/index.ts';
import { migrateTo, migrateToLatest } from '../../../src/server/db/migrate.ts';
import { rowsHolding } from '../../../src/server/forms/filters.ts';
import { batchUpkeep } from '../../../src/server/forms/batch-upkeep.ts';
import { createTestDatabase, searchIndexIntegrity, type TestDatabase } from '../../helpers/db.ts';

let database: TestDatabase | undefined;
let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  await database?.cleanup();
});

async function open(): Promise<Db> {
  database = await createTestDatabase('sqlite');
  db = openDb(database.url);
  await migrateToLatest(db);
  return db;
}

/** The ids the trigram index finds for a word (seeded rows are named SEED<n>, folded to capitals). */
async function indexed(db: Db, word: string): Promise<number[]> {
  const { rows } = await sql<{ rowid: number }>`${rowsHolding('contact_us_forms', 'sqlite', word)}`.execute(db.db);
  return rows.map((row) => Number(row.rowid));
}

/** form_counts as a map "table dimension value" → n, its slots summed. */
async function counts(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ key: string; n: number }>`select table_name || ' ' || dimension || ' ' || value as key, sum(n) as n from form_counts group by 1 order by 1`.execute(db.db);
  return Object.fromEntries(rows.filter((row) => Number(row.n) !== 0).map((row) => [row.key, Number(row.n)]));
}

/** Seeded rows, varied in the counted columns: statuses new and read, and a stage on some. */
const variedRow = (n: number) => ({ ...seededRow(n), ...(n % 4 === 0 ? { stage: 'done' as const } : {}) });

const store = (writer: GroupCommit, n: number, batchWork: BatchWork = batchUpkeep) =>
  writer.run(async (trx) => {
    const row = await trx.insertInto('contact_us_forms').values(variedRow(n)).returning('id').executeTakeFirstOrThrow();
    if (n === 1013) throw new Error('this one fails after storing its row');
    return Number(row.id);
  }, batchWork);


it('indexes every row a batch stored, and not the one undone in its savepoint', async () => {
  const db = await open();
  const writer = new GroupCommit(db.db);
  const results = await Promise.allSettled(Array.from({ length: 30 }, (_, index) => store(writer, 1000 + index)));
  expect(writer.commits).toBeLessThan(5);
  for (const [index, result] of results.entries()) {
    const word = `SEED${1000 + index}`;
    if (result.status === 'fulfilled') expect(await indexed(db, word), word).toEqual([result.value]);
    else expect(await indexed(db, word), word).toEqual([]);
  }
  expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
  expect(searchIndexIntegrity(database!.url)).toBe('ok');
});

it('counts the rows of a batch as the per-row triggers count them, and not the one undone', async () => {
  // The same rows, one database writing each on its own (the triggers count), the other in batches.
  const database1 = await createTestDatabase('sqlite');
  const byTriggers = openDb(database1.url);
  try {
    await migrateToLatest(byTriggers);
    for (let n = 1000; n < 1030; n++) if (n !== 1013) await byTriggers.db.insertInto('contact_us_forms').values(variedRow(n)).execute();
    const db = await open();
    const writer = new GroupCommit(db.db);
    await Promise.allSettled(Array.from({ length: 30 }, (_, index) => store(writer, 1000 + index)));
    expect(writer.commits).toBeLessThan(5);
    const expected = await counts(byTriggers);
    expect(expected).toMatchObject({ 'contact_us_forms status new': 19, 'contact_us_forms status read': 10, 'contact_us_forms writes ': 29 });
    expect(await counts(db)).toEqual(expected);

    // After the batches, a plain write is counted by its trigger again.
    await db.db.insertInto('contact_us_forms').values(variedRow(2000)).execute();
    await byTriggers.db.insertInto('contact_us_forms').values(variedRow(2000)).execute();
    expect(await counts(db)).toEqual(await counts(byTriggers));
  } finally {
    await byTriggers.destroy();
    await database1.cleanup();
  }
});

it('leaves the per-row index working for other writers, after a batch and after a failed one', async () => {
  const db = await open();
  const failing: BatchWork = async (trx) => {
    const finish = await batchUpkeep(trx);
    return async () => {
      await finish();
      throw new Error('the disk went away');
    };
  };
  await expect(store(new GroupCommit(db.db), 2001, failing)).rejects.toThrow('the disk went away');
  expect(await indexed(db, 'SEED2001')).toEqual([]);
  await store(new GroupCommit(db.db), 2002);

  // A script or another process writing directly: migration 011's trigger indexes its row.
  const direct = await db.db.insertInto('contact_us_forms').values(seededRow(2003)).returning('id').executeTakeFirstOrThrow();
  expect(await indexed(db, 'SEED2003')).toEqual([Number(direct.id)]);
  expect(await indexed(db, 'SEED2002')).toHaveLength(1);
  expect(searchIndexIntegrity(database!.url)).toBe('ok');
});

it('runs the batch work only in batches that hold a job asking for it, once per batch', async () => {
  const db = await open();
  const writer = new GroupCommit(db.db);
  let begun = 0;
  const counted: BatchWork = async (trx) => {
    begun++;
    return batchUpkeep(trx);
  };
  // An audit entry or a staff action: nothing to index, no batch work.
  await writer.run((trx) => trx.insertInto('contact_us_forms').values(seededRow(3001)).execute());
  expect(begun).toBe(0);
  expect(await indexed(db, 'SEED3001')).toHaveLength(1); // indexed by the trigger instead
  await Promise.all(Array.from({ length: 10 }, (_, index) => store(writer, 3100 + index, counted)));
  expect(begun).toBe(writer.commits - 1);
  expect(searchIndexIntegrity(database!.url)).toBe('ok');
});

it('keeps what the index and the counts held before the upgrades, and keeps both by batch after them', async () => {
  database = await createTestDatabase('sqlite');
  db = openDb(database.url);
  await migrateTo(db, '011_search_index');
  const before = await db.db.insertInto('contact_us_forms').values(seededRow(4001)).returning('id').executeTakeFirstOrThrow();
  await migrateToLatest(db);
  expect(await indexed(db, 'SEED4001')).toEqual([Number(before.id)]);
  const after = await store(new GroupCommit(db.db), 4002);
  expect(await indexed(db, 'SEED4002')).toEqual([after]);
  expect(await counts(db)).toEqual({ 'contact_us_forms stage new': 2, 'contact_us_forms status new': 1, 'contact_us_forms status read': 1, 'contact_us_forms writes ': 2 });
  expect(searchIndexIntegrity(database!.url)).toBe('ok');
});
