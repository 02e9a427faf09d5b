/**
 * A fresh database per test file, so files run in parallel without seeing each other's rows:
 * SQLite always (a temp file), PostgreSQL too when TEST_DATABASE_URL is set (a uniquely named
 * schema, put first on the search_path through the connection's `options`).
 *
 * Schemas are dropped once the whole run ends (tests/setup/run-schemas.ts), never while other files
 * run: Kysely's migrator reads the tables of every schema (`pg_get_serial_sequence` on each), and a
 * schema dropped by another file in the middle of that query failed this file's migration with
 * `schema "test_…" does not exist`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDb, type Db } from '../../src/server/db/index.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

export type TestDbKind = 'sqlite' | 'postgres';

export interface TestDatabase {
  kind: TestDbKind;
  url: string;
  /** Drops the schema / deletes the file. */
  cleanup(): Promise<void>;
}

/** The databases this run covers: use with `describe.each(testDatabases)`. */
export const testDatabases: TestDbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export async function createTestDatabase(kind: TestDbKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'northbeam-test-'));
    return {
      kind,
      url: join(dir, 'test.db'),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `${testSchemaPrefix()}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await asAdmin(base, (client) => client.query(`create schema "${schema}"`));
  const separator = base.includes('?') ? '&' : '?';
  return {
    kind,
    url: `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    // Left for the end of the run (see above).
    cleanup: async () => undefined,
  };
}

/** `test_<run>_`: the run's id comes from the global setup, so its teardown finds this run's schemas. */
export function testSchemaPrefix(): string {
  return `test_${process.env.TEST_RUN_ID ?? 'solo'}_`;
}

/** Extensions the migrations use, created once in `public` (see tests/setup/run-schemas.ts). */
export async function sharedExtensions(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  await asAdmin(base, async (client) => {
    // A server without the contrib extensions still runs the suite; the search then reads row by row.
    const { rowCount } = await client.query(`select 1 from pg_available_extensions where name = 'pg_trgm'`);
    if (rowCount) await client.query('create extension if not exists pg_trgm schema public');
  });
}

/** Drops every schema this run created (the global teardown calls it once every file has ended). */
export async function dropRunSchemas(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  await asAdmin(base, async (client) => {
    const prefix = testSchemaPrefix().replace(/_/g, '\\_');
    const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname like $1`, [`${prefix}%`]);
    for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
  });
}

/** Runs `work` on one connection to the server's own database (outside any test schema), then closes it. */
async function asAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * SQLite: 'ok' when the contact form's trigram search index agrees with its rows (FTS5's own check,
 * which needs a connection that may write) and no batch's "index at the end" marker is left
 * (migration 012); otherwise what is wrong.
 */
export function searchIndexIntegrity(url: string): string {
  const db = new Sqlite(url);
  try {
    db.prepare(`insert into contact_us_forms_search (contact_us_forms_search, rank) values ('integrity-check', 1)`).run();
    const { n } = db.prepare('select count(*) as n from insert_batch_open').get() as { n: number };
    return n === 0 ? 'ok' : `${n} deferral marker(s) left`;
  } catch (error) {
    return String(error);
  } finally {
    db.close();
  }
}

/**
 * A migrated database of `kind` for a describe block: opened before its tests, removed after.
 * `fill` runs on its address first (seedForms, which migrates as it seeds).
 */
export function useMigratedDatabase(kind: TestDbKind, fill?: (url: string) => Promise<unknown>): () => Db {
  let database: TestDatabase | undefined;
  let opened: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await fill?.(database.url);
    opened = openDb(database.url);
    await migrateToLatest(opened);
  });
  afterAll(async () => {
    await opened?.destroy();
    await database?.cleanup();
  });
  return () => opened!;
}
