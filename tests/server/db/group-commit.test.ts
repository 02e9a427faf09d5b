/**
 * Group commit on a real SQLite file: submissions that arrive together share one commit, each
 * hears "stored" only once its row can be read from another connection (committed), one that
 * fails is undone alone, and a full disk fails the whole batch with nobody told it was stored.
 */
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { seededRow } from '../../../scripts/bench/seed-forms.ts';
import { GroupCommit } from '../../../src/server/db/group-commit.ts';
import { openDb, type Db } from '../../../src/server/db/index.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';

let database: TestDatabase | undefined;
let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  await database?.cleanup();
});

async function open(): Promise<{ writer: GroupCommit; reader: Sqlite.Database }> {
  database = await createTestDatabase('sqlite');
  db = openDb(database.url);
  await migrateToLatest(db);
  return { writer: new GroupCommit(db.db), reader: new Sqlite(database.url, { readonly: true }) };
}

it('stores 40 submissions sent together in a few commits, each answered only once it is on disk', async () => {
  const { writer, reader } = await open();
  const seenWhenAnswered: boolean[] = [];
  const results = await Promise.allSettled(
    Array.from({ length: 40 }, (_, n) =>
      writer
        .run(async (trx) => {
          if (n === 13) throw new Error('this one fails');
          const row = await trx.insertInto('contact_us_forms').values(seededRow(n)).returning('id').executeTakeFirstOrThrow();
          return Number(row.id);
        })
        .then((id) => {
          const row = reader.prepare('select count(*) as n from contact_us_forms where id = ?').get(id) as { n: number };
          seenWhenAnswered.push(row.n === 1);
          return id;
        }),
    ),
  );
  reader.close();
  expect(results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual(['Error: this one fails']);
  expect(seenWhenAnswered).toEqual(Array(39).fill(true));
  expect(writer.commits).toBeLessThan(5);
  const stored = await db!.db.selectFrom('contact_us_forms').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBe(39);
});

it('fails every submission of a batch the disk cannot take, and takes the next once there is room', async () => {
  const { writer, reader } = await open();
  reader.close();
  const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db!.db)).rows[0]!.page_count);
  await sql.raw(`pragma max_page_count = ${pages}`).execute(db!.db);
  const big = (n: number) => ({ ...seededRow(n), message: 'x'.repeat(20_000) });
  const results = await Promise.allSettled(Array.from({ length: 5 }, (_, n) => writer.run((trx) => trx.insertInto('contact_us_forms').values(big(n)).execute())));
  expect(results.every((result) => result.status === 'rejected' && /full/i.test(String(result.reason)))).toBe(true);
  const stored = await db!.db.selectFrom('contact_us_forms').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBe(0);
  await sql.raw('pragma max_page_count = 1073741823').execute(db!.db);
  await writer.run((trx) => trx.insertInto('contact_us_forms').values(big(9)).execute());
  await writer.drain();
});
