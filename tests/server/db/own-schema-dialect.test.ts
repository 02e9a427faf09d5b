/**
 * On a PostgreSQL server shared with other apps (or other test files), our migrations look only at
 * our own schema: a table being dropped in another schema neither blocks nor fails them.
 * CI once failed here: a test dropped a table in its schema while another file migrated, and Kysely's
 * stock introspector, listing every schema's tables, looked the dropped one up.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../../src/server/db/index.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { createTestDatabase } from '../../helpers/db.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Resolves once some connection queues for a lock on `relation` (polled until `done` settles). */
async function waitsOn(relation: number, done: Promise<unknown>): Promise<string> {
  const watcher = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await watcher.connect();
  let settled = false;
  void done.finally(() => (settled = true)).catch(() => undefined);
  try {
    while (!settled) {
      const { rowCount } = await watcher.query('select 1 from pg_locks where relation = $1 and not granted', [relation]);
      if (rowCount) return 'waited on the other schema';
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return 'never waited';
  } finally {
    await watcher.end();
  }
}

describe.skipIf(!onPostgres)('migrations on a shared PostgreSQL server', () => {
  it('migrate while another schema drops a table, and list only their own tables', async () => {
    const ours = await createTestDatabase('postgres');
    const theirs = await createTestDatabase('postgres');
    const other = new pg.Client({ connectionString: theirs.url });
    await other.connect();
    const database = openDb(ours.url);
    try {
      await other.query('create table doomed (id serial primary key)');
      await other.query('create table kept (id serial primary key)');
      const { rows } = await other.query<{ oid: number }>(`select 'doomed'::regclass::oid as oid`);
      // Held open: a bare ANALYZE in a migration queued behind this lock on `doomed`.
      await other.query('begin');
      await other.query('drop table doomed');
      const migrated = migrateToLatest(database);
      const outcome = await Promise.race([migrated.then(() => 'migrated'), waitsOn(rows[0]!.oid, migrated)]);
      await other.query('commit');
      await migrated;
      expect(outcome).toBe('migrated');

      const tables = await database.db.introspection.getTables();
      const schema = new URL(ours.url).searchParams.get('options')!.replace('-c search_path=', '');
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
      expect(tables.map((table) => table.name)).toContain('contact_us_forms');
      expect(tables.find((table) => table.name === 'contact_us_forms')!.columns.find((column) => column.name === 'id')).toMatchObject({ isAutoIncrementing: true });
    } finally {
      await other.end();
      await database.destroy();
    }
  });
});
