/**
 * Proves the database takes writes: one statement rewrites the heartbeat row (or makes it).
 * A read-only file or filesystem, a full disk, a standby after fail-over or a revoked grant all
 * make it fail, where `select 1` would still succeed.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { isoNow } from './time.ts';

export async function beat(db: Kysely<Database>): Promise<void> {
  const now = isoNow();
  await db
    .insertInto('heartbeat')
    .values({ id: 1, beat_at: now })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ beat_at: now }))
    .execute();
}
