/**
 * A fresh database per test file, so files run in parallel without seeing each other's rows:
 * SQLite always (a temp file), PostgreSQL too when TEST_DATABASE_URL is set (a uniquely named
 * schema, put first on the search_path through the connection's `options`, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

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
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
  } finally {
    await admin.end();
  }
  const separator = base.includes('?') ? '&' : '?';
  return {
    kind,
    url: `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
