import { describe, expect, it } from 'vitest';

describe('SQLite settings', () => {
  it('opens with WAL, synchronous=FULL and a busy timeout', async () => {
    const { openDb } = await import('../../../src/server/db/index.ts');
    const { createTestDatabase } = await import('../../helpers/db.ts');
    const { sql } = await import('kysely');
    const database = await createTestDatabase('sqlite');
    const db = openDb(database.url);
    try {
      const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await db.destroy();
      await database.cleanup();
    }
  });

  it('reuses kept statements without stale answers after a schema change', async () => {
    const { openDb } = await import('../../../src/server/db/index.ts');
    const { sql } = await import('kysely');
    const { db, destroy } = openDb(':memory:');
    try {
      await sql`create table t (a integer)`.execute(db);
      await sql`insert into t (a) values (1), (2), (3)`.execute(db);
      const all = () => sql`select * from t order by a`.execute(db);
      expect((await all()).rows).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
      await sql`alter table t add column b text default 'x'`.execute(db);
      expect((await all()).rows[0]).toEqual({ a: 1, b: 'x' });
    } finally {
      await destroy();
    }
  });
});
