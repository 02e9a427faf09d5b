/**
 * A one-row table the readiness check (`/readyz`) and the start rewrite: a write that succeeds
 * proves the database takes writes, which a read (`/healthz`) cannot.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('heartbeat')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('beat_at', 'text', (column) => column.notNull())
    .execute();
}
