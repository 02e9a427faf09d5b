/**
 * Staff two-step sign-in (TOTP): each user's secret (encrypted, auth/mfa-secret-box.ts), when it
 * was turned on and the last time step a code was accepted for (so a code is never taken twice);
 * recovery codes as keyed hashes, each usable once; settings an admin changes (whether staff
 * must use two-step sign-in); and when each session last proved who it is (sign-in or step-up).
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const timeType = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema.alterTable('users').addColumn('mfa_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('mfa_enabled_at', timeType).execute();
  await db.schema.alterTable('users').addColumn('mfa_last_step', 'bigint').execute();
  await db.schema
    .createTable('mfa_recovery_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', timeType, (c) => c.notNull())
    .addColumn('used_at', timeType)
    .addPrimaryKeyConstraint('mfa_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('app_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('sessions').addColumn('authenticated_at', timeType).execute();
  // Sessions from before: their sign-in is their last proof.
  await sql`update sessions set authenticated_at = created_at`.execute(db);
}
