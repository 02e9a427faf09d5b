/**
 * A SQLite file as the server opens it, on the event loop's connection and on the writer thread's
 * (forms/submission-thread.ts): the same pragmas, and the same wrapper for Kysely on both.
 */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, SqliteDriver, type CompiledQuery, type DatabaseConnection, type QueryResult, type SqliteDialectConfig } from 'kysely';
import { LruMap } from '../lru-map.ts';
import type { Database } from './schema.ts';
import type { GateSide } from './write-gate.ts';

export function openSqlite(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; FULL makes every commit durable before we answer 2xx;
  // the busy timeout makes a second connection (the writer thread, the user CLI) wait for the
  // lock instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

/** Kysely over `sqlite`; with a gate, the connection's writes take turns with another connection's (db/write-gate.ts). */
export function sqliteKysely(sqlite: SqliteDatabase.Database, gate?: GateSide): Kysely<Database> {
  const statements = keptStatements(sqlite);
  const database = forKysely(sqlite, statements);
  const dialect = gate ? new GatedSqliteDialect({ database }, gate, sqlite, statements) : new SqliteDialect({ database });
  return new Kysely<Database>({ dialect });
}

const NO_ROLLBACK = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }), all: () => [], iterate: () => [][Symbol.iterator]() };

/** Prepared statements kept for reuse, the least recently used dropped first. */
const KEPT_STATEMENTS = 500;

type Prepare = (text: string) => SqliteDatabase.Statement;

/**
 * Statements kept by their SQL text and reused. Kysely prepares each query anew, and preparing
 * cost more than running most of ours (about 50 µs against 30 for a session lookup; a fifth of a
 * staff list request's time at 20 connections). Kysely holds the one connection while a stream is
 * read, so a kept statement is never in use twice; should one still be busy all the same, a fresh
 * one is prepared beside it rather than failing.
 */
export function keptStatements(sqlite: SqliteDatabase.Database): Prepare {
  const kept = new LruMap<string, SqliteDatabase.Statement>(KEPT_STATEMENTS);
  return (text) => {
    const statement = kept.get(text);
    if (statement && !statement.busy) return statement;
    const fresh = sqlite.prepare(text);
    if (!statement) kept.set(text, fresh);
    return fresh;
  };
}

/**
 * What Kysely's SQLite driver is handed: better-sqlite3 with kept statements and two changes.
 *
 * - SQLite rolls a transaction back by itself on SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY and
 *   SQLITE_NOMEM. Kysely then sends its own ROLLBACK, which fails ("no transaction is active") and
 *   replaces the real error: a full disk answered 500 instead of 503. A ROLLBACK outside a
 *   transaction is skipped here, so the original error (SQLITE_FULL …) reaches the error handler.
 * - Kysely's BEGIN becomes BEGIN IMMEDIATE: every transaction the server opens writes, and one
 *   that began by reading could not take the write lock once another connection (the writer
 *   thread, the user CLI) had committed since (SQLITE_BUSY_SNAPSHOT, which no busy timeout waits
 *   out). Immediate, it waits for the lock at its start instead.
 */
function forKysely(sqlite: SqliteDatabase.Database, prepare: Prepare) {
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      if (!sqlite.inTransaction && /^\s*rollback\s*;?\s*$/i.test(text)) return NO_ROLLBACK;
      return prepare(/^\s*begin\s*;?\s*$/i.test(text) ? 'begin immediate' : text);
    },
  } as unknown as SqliteDatabase.Database;
}

/** Kysely's SQLite dialect whose one connection passes its writes through the gate. */
class GatedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly gate: GateSide,
    private readonly sqlite: SqliteDatabase.Database,
    private readonly prepare: Prepare,
  ) {
    super(config);
  }

  override createDriver(): SqliteDriver {
    return new GatedSqliteDriver(this.config, (connection) => gatedConnection(connection, this.gate, this.sqlite, this.prepare));
  }
}

class GatedSqliteDriver extends SqliteDriver {
  private gated: DatabaseConnection | undefined;

  constructor(
    config: SqliteDialectConfig,
    private readonly wrap: (connection: DatabaseConnection) => DatabaseConnection,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return (this.gated ??= this.wrap(connection));
  }
}

/**
 * A write outside a transaction, or a transaction's BEGIN, first enters the gate; the gate is left
 * when the connection is out of its transaction again.
 */
function gatedConnection(connection: DatabaseConnection, gate: GateSide, sqlite: SqliteDatabase.Database, prepare: Prepare): DatabaseConnection {
  let holding = false;
  const writes = (text: string) => /^\s*begin\b/i.test(text) || !prepare(text).readonly;
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      if (!holding && !sqlite.inTransaction && writes(query.sql)) {
        holding = true;
        await gate.enter();
      }
      try {
        return await connection.executeQuery<R>(query);
      } finally {
        if (holding && !sqlite.inTransaction) {
          holding = false;
          gate.leave();
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}
