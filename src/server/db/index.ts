/**
 * Opens the database named by a URL: PostgreSQL for `postgres://` / `postgresql://`, otherwise a
 * SQLite file. The rest of the server sees one Kysely instance and never asks which it is, except
 * where SQL differs (migrations' column types, row locks).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely } from 'kysely';
import pg from 'pg';
import { OwnSchemaPostgresDialect } from './own-schema-dialect.ts';
import { prepareMarkedQueries } from './prepared.ts';
import type { Database } from './schema.ts';
import { openSqlite, sqliteKysely } from './sqlite.ts';
import { WriteGate } from './write-gate.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  /** A SQLite file: its path, for a second connection (the writer thread). */
  file?: string;
  /** A SQLite file: takes turns at the write lock with the writer thread (db/write-gate.ts). */
  gate?: WriteGate;
  destroy(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function sqlitePath(url: string): string {
  if (url === ':memory:') return url;
  return resolve(url.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, ''));
}

export function openDb(url: string): Db {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // A connection dropping (database restart, network cut) must not crash the process: pg emits
    // 'error' on the client, and on a checked-out client nobody else listens. The query in flight
    // still fails (→ 503), and the pool discards the dead client on release.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      prepareMarkedQueries(client);
    });
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = sqlitePath(url);
  if (file === ':memory:') {
    const db = sqliteKysely(openSqlite(file));
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  mkdirSync(dirname(file), { recursive: true });
  const gate = new WriteGate();
  const db = sqliteKysely(openSqlite(file), gate.main);
  return { db, dialect: 'sqlite', file, gate, destroy: () => db.destroy() };
}
