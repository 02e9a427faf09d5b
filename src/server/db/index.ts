/**
 * Opens the database named by a URL: PostgreSQL for `postgres://` / `postgresql://`, otherwise a
 * SQLite file. The rest of the server sees one Kysely instance and never asks which it is, except
 * where SQL differs (migrations' column types, row locks).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { LruMap } from '../lru-map.ts';
import { OwnSchemaPostgresDialect } from './own-schema-dialect.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
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
    });
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = sqlitePath(url);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; FULL makes every commit durable before we answer 2xx;
  // the busy timeout makes a second process (the user CLI) wait for the lock instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: forKysely(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

const NO_ROLLBACK = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }), all: () => [], iterate: () => [][Symbol.iterator]() };

/** Prepared statements kept for reuse, the least recently used dropped first. */
const KEPT_STATEMENTS = 500;

/**
 * What Kysely's SQLite driver is handed: better-sqlite3 with two changes.
 *
 * - Statements are kept by their SQL text and reused. Kysely prepares each query anew, and
 *   preparing cost more than running most of ours (about 50 µs against 30 for a session lookup;
 *   a fifth of a staff list request's time at 20 connections). Kysely holds the one connection
 *   while a stream is read, so a kept statement is never in use twice; should one still be busy
 *   all the same, a fresh one is prepared beside it rather than failing.
 * - SQLite rolls a transaction back by itself on SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY and
 *   SQLITE_NOMEM. Kysely then sends its own ROLLBACK, which fails ("no transaction is active") and
 *   replaces the real error: a full disk answered 500 instead of 503. A ROLLBACK outside a
 *   transaction is skipped here, so the original error (SQLITE_FULL …) reaches the error handler.
 */
function forKysely(sqlite: SqliteDatabase.Database) {
  const kept = new LruMap<string, SqliteDatabase.Statement>(KEPT_STATEMENTS);
  const prepare = (text: string) => {
    const statement = kept.get(text);
    if (statement && !statement.busy) return statement;
    const fresh = sqlite.prepare(text);
    if (!statement) kept.set(text, fresh);
    return fresh;
  };
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => (!sqlite.inTransaction && /^\s*rollback\s*;?\s*$/i.test(text) ? NO_ROLLBACK : prepare(text)),
  } as unknown as SqliteDatabase.Database;
}
