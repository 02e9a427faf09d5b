/**
 * Sign-in throttling replaces the per-e-mail lock: attempts are counted per (e-mail, source), a
 * source being a client address or a known device, plus one row per e-mail for all sources
 * together (source `*`). The old counters are dropped: they only ever held minutes of state.
 * `app_secrets` keeps server-made secrets (the known-device key) that every instance shares.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const timeType = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema.dropTable('login_attempts').execute();
  await db.schema
    .createTable('login_attempts')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_attempt_at', timeType, (c) => c.notNull())
    .addColumn('next_allowed_at', timeType, (c) => c.notNull())
    .addPrimaryKeyConstraint('login_attempts_pk', ['email', 'source'])
    .execute();
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
