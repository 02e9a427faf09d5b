/**
 * The staff lists at 100,000 stored items (src/server/forms/list-page.ts): one index per filter
 * and the sort, ending in the sort's key (created_at, id), so a page is a short walk of an index
 * from a cursor (keyset) and a deep page by number an index-only count; and totals kept by
 * triggers in `form_counts` (db/count-triggers.ts), so a total never scans the table.
 * The single-column indexes of 001 and 009's stage index become prefixes of these and are dropped.
 */
import { sql, type Kysely } from 'kysely';
import { addCountTriggers, addWriteVersion, createCountsTable } from '../count-triggers.ts';
import type { DialectName } from '../index.ts';

const FORM_TABLES = ['contact_us_forms', 'careers_forms', 'get_started_forms'];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // Kysely runs a migration in a transaction on PostgreSQL only: one here too on SQLite, so the
  // counts and their triggers start together.
  if (db.isTransaction || dialect === 'postgres') return build(db, dialect);
  await db.transaction().execute((trx) => build(trx, dialect));
}

async function build(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await createCountsTable(db);
  for (const table of FORM_TABLES) {
    await db.schema.dropIndex(`${table}_created_idx`).execute();
    await db.schema.dropIndex(`${table}_status_idx`).execute();
    await db.schema.createIndex(`${table}_list_idx`).on(table).columns(['created_at', 'id']).execute();
    await db.schema.createIndex(`${table}_status_list_idx`).on(table).columns(['status', 'created_at', 'id']).execute();
    await db.schema.dropIndex(`${table}_stage_idx`).execute();
    await db.schema.createIndex(`${table}_stage_list_idx`).on(table).columns(['stage', 'created_at', 'id']).execute();
    await addCountTriggers(db, dialect, table, 'status');
    await addCountTriggers(db, dialect, table, 'stage');
    await addWriteVersion(db, dialect, table);
  }
  // Fresh statistics, so the planners pick the new indexes at once on a large table. By name: a bare
  // ANALYZE on PostgreSQL reads every table of every schema, and waits on another app's locks.
  for (const table of FORM_TABLES) await sql`analyze ${sql.id(table)}`.execute(db);
}
