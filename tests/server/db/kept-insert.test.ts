/**
 * The inserts compiled once (db/kept-insert.ts), on real databases: each row lands with its own
 * values in its own columns, a different column list gets a text of its own, and SQLite's and
 * PostgreSQL's texts (`?` against `$1`) never stand in for each other in one process. The SQLite
 * writer thread's inserts, run straight on its connection, belong to the transaction and savepoint
 * Kysely has open there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { seededRow } from '../../../scripts/bench/seed-forms.ts';
import { openDb, type Db } from '../../../src/server/db/index.ts';
import { insertKept, sqliteInserter } from '../../../src/server/db/kept-insert.ts';
import { openSqlite, sqliteKysely } from '../../../src/server/db/sqlite.ts';
import Sqlite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { createTestDatabase, testDatabases, type TestDatabase, type TestDbKind } from '../../helpers/db.ts';

const opened: Array<{ database: TestDatabase; db: Db }> = [];
afterEach(async () => {
  for (const { database, db } of opened.splice(0)) {
    await db.destroy();
    await database.cleanup();
  }
});

async function open(kind: TestDbKind): Promise<Db> {
  const database = await createTestDatabase(kind);
  const db = openDb(database.url);
  opened.push({ database, db });
  await migrateToLatest(db);
  return db;
}

const outboxRow = (to: string, replyTo: string | null) => {
  const now = new Date().toISOString();
  return { to_addr: to, reply_to: replyTo, subject: `To ${to}`, body_text: 'Hello', kind: 'ack', created_at: now, next_attempt_at: now };
};

describe.each(testDatabases)('on %s', (kind) => {
  it('stores each row with its own values and answers its id', async () => {
    const { db, dialect } = await open(kind);
    // On SQLite the id is the insert's own rowid (no `returning`): the counts and search rows its
    // triggers write, and mail written before it, must not stand in for it.
    await insertKept(db, dialect, 'mail_outbox', outboxRow('first@example.com', null));
    await insertKept(db, dialect, 'mail_outbox', outboxRow('second@example.com', null));
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await insertKept(db, dialect, 'contact_us_forms', seededRow(n)));
    const rows = await db.selectFrom('contact_us_forms').select(['id', 'first_name', 'email']).orderBy('id').execute();
    expect(rows.map((row) => ({ ...row, id: Number(row.id) }))).toEqual([
      { id: ids[0], first_name: 'Seed1', email: 'seed1@example.com' },
      { id: ids[1], first_name: 'Seed2', email: 'seed2@example.com' },
      { id: ids[2], first_name: 'Seed3', email: 'seed3@example.com' },
    ]);
  });

  it('gives a row with other columns a text of its own', async () => {
    const { db, dialect } = await open(kind);
    await insertKept(db, dialect, 'mail_outbox', outboxRow('a@example.com', 'staff@example.com'));
    const { reply_to: _left, ...withoutReplyTo } = outboxRow('b@example.com', null);
    await insertKept(db, dialect, 'mail_outbox', { ...withoutReplyTo, attempts: 2 });
    // A column given as undefined is left out, as Kysely leaves it out, between two rows that have it.
    await insertKept(db, dialect, 'mail_outbox', { ...outboxRow('c@example.com', undefined as never), attempts: 3 });
    await insertKept(db, dialect, 'mail_outbox', outboxRow('d@example.com', 'staff@example.com'));
    const rows = await db.selectFrom('mail_outbox').select(['to_addr', 'reply_to', 'attempts']).orderBy('id').execute();
    expect(rows).toEqual([
      { to_addr: 'a@example.com', reply_to: 'staff@example.com', attempts: 0 },
      { to_addr: 'b@example.com', reply_to: null, attempts: 2 },
      { to_addr: 'c@example.com', reply_to: null, attempts: 3 },
      { to_addr: 'd@example.com', reply_to: 'staff@example.com', attempts: 0 },
    ]);
  });
});

describe.runIf(testDatabases.includes('postgres'))('on both databases in one process', () => {
  it('keeps a text per dialect for the same table and columns', async () => {
    const sqlite = await open('sqlite');
    const postgres = await open('postgres');
    for (const n of [1, 2]) {
      await insertKept(sqlite.db, sqlite.dialect, 'contact_us_forms', seededRow(n));
      await insertKept(postgres.db, postgres.dialect, 'contact_us_forms', seededRow(n + 10));
    }
    const names = async ({ db }: Db) => (await db.selectFrom('contact_us_forms').select('first_name').orderBy('id').execute()).map((row) => row.first_name);
    expect(await names(sqlite)).toEqual(['Seed1', 'Seed2']);
    expect(await names(postgres)).toEqual(['Seed11', 'Seed12']);
  });
});

describe('straight on the SQLite connection (the writer thread)', () => {
  const connections: Array<Kysely<Database>> = [];
  afterEach(async () => {
    for (const connection of connections.splice(0)) await connection.destroy();
  });

  /** A second connection to a migrated file, as the writer thread opens it, with its inserter. */
  async function writer() {
    const { file } = await open('sqlite');
    const sqlite = openSqlite(file!);
    const own = sqliteKysely(sqlite);
    connections.push(own);
    return { own, insert: sqliteInserter(own, sqlite), url: file! };
  }

  /** What another connection reads: only what has committed. */
  const committedNames = (url: string) => {
    const reader = new Sqlite(url, { readonly: true });
    try {
      return (reader.prepare('select first_name from contact_us_forms order by id').all() as Array<{ first_name: string }>).map((row) => row.first_name);
    } finally {
      reader.close();
    }
  };

  it('stores each row with its own values and answers its id, as insertKept does', async () => {
    const { own, insert } = await writer();
    await insert('mail_outbox', outboxRow('first@example.com', null));
    const ids = [];
    for (const n of [1, 2]) ids.push(await insert('contact_us_forms', seededRow(n)));
    const rows = await own.selectFrom('contact_us_forms').select(['id', 'first_name']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: ids[0], first_name: 'Seed1' },
      { id: ids[1], first_name: 'Seed2' },
    ]);
  });

  it('writes inside the transaction and savepoint open on the connection: undone with them, committed with them', async () => {
    const { own, insert, url } = await writer();
    await own
      .transaction()
      .execute(async () => {
        await insert('contact_us_forms', seededRow(1));
        throw new Error('undo');
      })
      .catch(() => {});
    expect(committedNames(url)).toEqual([]);

    await own.transaction().execute(async (trx) => {
      await insert('contact_us_forms', seededRow(2));
      await sql`savepoint one`.execute(trx);
      await insert('contact_us_forms', seededRow(3));
      await sql`rollback to savepoint one`.execute(trx);
      await sql`release savepoint one`.execute(trx);
      // Not visible to another connection before the commit.
      expect(committedNames(url)).toEqual([]);
    });
    expect(committedNames(url)).toEqual(['Seed2']);
  });
});
