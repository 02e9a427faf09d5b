/**
 * Generated passwords (a new account's, the first admin's) are for one sign-in: the account must
 * choose its own password, and the generated one stops working after `password_expires_at`.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const timeType = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema.alterTable('users').addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('password_expires_at', timeType).execute();
}
