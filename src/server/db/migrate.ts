/**
 * Numbered migrations, the same list for both databases, applied on start (main.ts) and by the
 * user CLI. Kysely's migrator takes a lock, so several API instances starting at once are safe.
 */
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './index.ts';
import * as m001 from './migrations/001_initial.ts';
import * as m002 from './migrations/002_reset_links_at_rest.ts';

const MIGRATIONS = { '001_initial': m001, '002_reset_links_at_rest': m002 };

export async function migrateToLatest({ db, dialect }: Db): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const list: Record<string, Migration> = {};
      for (const [name, module] of Object.entries(MIGRATIONS)) {
        list[name] = { up: (kysely) => module.up(kysely, dialect) };
      }
      return list;
    },
  };
  // Name the schema explicitly on PostgreSQL: Kysely looks for its bookkeeping tables across all
  // schemas, and would mistake another schema's (another app or test on the same server) for ours.
  let migrationTableSchema: string | undefined;
  if (dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
