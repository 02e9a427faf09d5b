/**
 * Numbered migrations, the same list for both databases, applied on start (main.ts) and by the
 * user CLI. Kysely's migrator takes a lock, so several API instances starting at once are safe.
 */
import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './index.ts';
import * as m001 from './migrations/001_initial.ts';
import * as m002 from './migrations/002_reset_links_at_rest.ts';
import * as m003 from './migrations/003_search_text.ts';
import * as m004 from './migrations/004_heartbeat.ts';
import * as m005 from './migrations/005_signin_throttle.ts';
import * as m006 from './migrations/006_one_time_passwords.ts';
import * as m007 from './migrations/007_audit_trail.ts';
import * as m008 from './migrations/008_staff_mfa.ts';
import * as m009 from './migrations/009_triage.ts';
import * as m010 from './migrations/010_list_indexes.ts';
import * as m011 from './migrations/011_search_index.ts';
import * as m012 from './migrations/012_search_index_batched.ts';
import * as m013 from './migrations/013_search_index_merges.ts';
import * as m014 from './migrations/014_batch_counts_lean_search.ts';

const MIGRATIONS = {
  '001_initial': m001,
  '002_reset_links_at_rest': m002,
  '003_search_text': m003,
  '004_heartbeat': m004,
  '005_signin_throttle': m005,
  '006_one_time_passwords': m006,
  '007_audit_trail': m007,
  '008_staff_mfa': m008,
  '009_triage': m009,
  '010_list_indexes': m010,
  '011_search_index': m011,
  '012_search_index_batched': m012,
  '013_search_index_merges': m013,
  '014_batch_counts_lean_search': m014,
};

export function migrateToLatest(database: Db): Promise<void> {
  return migrate(database, (migrator) => migrator.migrateToLatest());
}

/** Up to and including `name`: a test stops there to store rows the way an older release did. */
export function migrateTo(database: Db, name: keyof typeof MIGRATIONS): Promise<void> {
  return migrate(database, (migrator) => migrator.migrateTo(name));
}

async function migrate({ db, dialect }: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const list: Record<string, Migration> = {};
      for (const [name, module] of Object.entries(MIGRATIONS)) {
        list[name] = { up: (kysely) => module.up(kysely, dialect) };
      }
      return list;
    },
  };
  // Name the schema explicitly on PostgreSQL, so Kysely's bookkeeping tables are found and made in
  // ours, never in another app's or test's on the same server (own-schema-dialect.ts says more).
  let migrationTableSchema: string | undefined;
  if (dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const { error, results } = await run(new Migrator({ db, provider, migrationTableSchema }));
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
