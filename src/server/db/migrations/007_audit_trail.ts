/**
 * The audit trail: who listed, opened, exported, downloaded, deleted or changed what, appended to
 * `audit_log` and never changed. Each row holds the SHA-256 of the previous row's hash and its own
 * fields (src/server/audit/chain.ts), so an edited or deleted row breaks the chain; `audit_head`
 * (one row) holds the last id and hash, so a removed tail shows too, and on PostgreSQL its row lock
 * makes appends take turns. Triggers refuse UPDATE and DELETE on the log (someone with the
 * database owner's rights can drop them; the chain is what shows that then).
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/** The hash "before" the first row. */
export const GENESIS_HASH = '0'.repeat(64);

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const pg = dialect === 'postgres';
  const timeType = pg ? sql`text collate "C"` : sql`text`;
  // Ids are given by the append (the head's last id + 1), so they have no gaps: a missing one shows.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('at', timeType, (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_table', 'text')
    .addColumn('target_id', 'text')
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('audit_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into audit_head (id, last_id, last_hash) values (1, 0, ${GENESIS_HASH})`.execute(db);

  if (pg) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$ begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}
