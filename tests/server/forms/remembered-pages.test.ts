/**
 * Pages remembered by their rows' ids (remembered-pages.ts, list-page.ts), on each database: a page
 * asked again at the same write version is read by those ids, not found again. Shown by a change
 * made behind the version's back (its trigger switched off): the remembered page still holds the
 * rows it was found with, where a fresh find moves on. And an anchor build that fails leaves pages
 * by number walked as before.
 */
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/index.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { plainTarget, type Filters } from '../../../src/server/forms/filters.ts';
import { listTotals } from '../../../src/server/forms/list-counts.ts';
import { listPage, type PageMemory } from '../../../src/server/forms/list-page.ts';
import { PageAnchors } from '../../../src/server/forms/page-anchors.ts';
import { RememberedPages } from '../../../src/server/forms/remembered-pages.ts';
import { seedForms } from '../../../scripts/bench/seed-forms.ts';
import { testDatabases, useMigratedDatabase } from '../../helpers/db.ts';

const TABLE = 'contact_us_forms';
const LIMIT = 5;

describe.each(testDatabases)('remembered pages on %s', (kind) => {
  const database = useMigratedDatabase(kind, (url) => seedForms(url, 40));
  let db: Db;
  beforeAll(() => {
    db = database();
  });

  const target = () => plainTarget(TABLE, kind);
  const fresh = (): PageMemory => ({ pages: new RememberedPages(), anchors: new PageAnchors(3) });
  const page = async (memory: PageMemory, filters: Filters, number = 1, database: Kysely<Database> = db.db) =>
    (await listPage(database, target(), ['id'], filters, { page: number, limit: LIMIT }, await listTotals(db.db)(target(), filters), memory)).rows.map((row) => Number(row.id));

  it('reads a page asked again by its ids while the version stands, and finds it anew once the version moves', async () => {
    const memory = fresh();
    const filters = { q: 'seed1' };
    const found = await page(memory, filters);
    expect(found).toHaveLength(LIMIT);
    const versionBefore = (await listTotals(db.db)(target(), filters)).version;

    // Delete the page's first row with the version's trigger off: the version stands still.
    if (kind === 'postgres') await sql`alter table contact_us_forms disable trigger contact_us_forms_count_writes`.execute(db.db);
    else await sql`drop trigger contact_us_forms_count_writes_delete`.execute(db.db);
    await db.db.deleteFrom(TABLE).where('id', '=', found[0]!).execute();
    if (kind === 'postgres') await sql`alter table contact_us_forms enable trigger contact_us_forms_count_writes`.execute(db.db);
    expect((await listTotals(db.db)(target(), {})).version).toBe(versionBefore);

    // Remembered: the same rows, less the one deleted. Found anew: the next row moves up.
    expect(await page(memory, filters)).toEqual(found.slice(1));
    const anew = await page(fresh(), filters);
    expect(anew.slice(0, LIMIT - 1)).toEqual(found.slice(1));
    expect(anew).toHaveLength(LIMIT);

    // Any write moves the version, and the page is found anew.
    await db.db.updateTable(TABLE).set({ status: 'read' }).where('id', '=', found[1]!).execute();
    expect(await page(memory, filters)).toEqual(anew);
  });

  it('walks a page by number as before when its anchors cannot be built', async () => {
    // The anchors' walk is the one query reading from a subquery: fail it, keep the rest.
    const failing = Object.create(db.db, {
      selectFrom: {
        value: (from: unknown) => {
          if (typeof from !== 'string') throw new Error('statement timeout');
          return db.db.selectFrom(from as never);
        },
      },
    }) as Kysely<Database>;
    const expected = await page(fresh(), {}, 4); // walked by a memory that never builds (one walk)
    const memory = fresh();
    expect(await page(memory, {}, 2, failing)).toHaveLength(LIMIT);
    expect(await page(memory, {}, 4, failing)).toEqual(expected); // the second walk: the build fails
    expect(await page(memory, {}, 5, failing)).toHaveLength(LIMIT); // not built again at this version
  });
});
