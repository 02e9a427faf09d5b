/**
 * Every form table keeps its write version (db/count-triggers.ts, addWriteVersion): filtered
 * totals, remembered pages and page anchors are trusted only while it stands still
 * (forms/version-memory.ts), so a table whose triggers were lost (a migration that rebuilds it and
 * forgets them) would leave staff lists stale for good. On each database, after every migration.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FORMS } from '../../../src/forms/kinds.ts';
import { testDatabases, useMigratedDatabase } from '../../helpers/db.ts';

const TABLES = Object.values(FORMS).map((form) => form.table);

describe.each(testDatabases)('write versions on %s', (kind) => {
  const db = useMigratedDatabase(kind);

  it.each(TABLES)('%s moves its version on every insert, update and delete', async (table) => {
    if (kind === 'sqlite') {
      const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(db().db);
      for (const event of ['insert', 'update', 'delete']) {
        const trigger = rows.find((row) => row.name === `${table}_count_writes_${event}`);
        // An insert's stands aside while a batch is open: the batch counts its rows itself
        // (forms/batch-upkeep.ts, tested beside the triggers in batch-upkeep.test.ts).
        const standsAside = event === 'insert' ? String.raw`( when not exists \(select 1 from insert_batch_open\))?` : '';
        expect(trigger?.sql, `${table} ${event}`).toMatch(new RegExp(`after ${event} on ${table}${standsAside} begin .*'writes'`, 'is'));
      }
    } else {
      const { rows } = await sql<{ type: number; enabled: string }>`
        select tgtype as type, tgenabled as enabled from pg_trigger
        where tgrelid = ${table}::regclass and tgname = ${`${table}_count_writes`}`.execute(db().db);
      expect(rows).toHaveLength(1);
      // tgtype: row-level (1), insert (4), delete (8), update (16).
      expect(rows[0]!.type & (1 | 4 | 8 | 16), table).toBe(1 | 4 | 8 | 16);
      expect(rows[0]!.enabled).toBe('O');
    }
  });
});
