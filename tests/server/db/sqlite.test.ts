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
});
