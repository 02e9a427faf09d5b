/**
 * The audit log's hash chain. Each row's `hash` is SHA-256 of the previous row's hash and the row's
 * own fields in a fixed order (a JSON array, so no field can bleed into the next); the first row
 * follows GENESIS_HASH. Ids run without gaps from 1, and `audit_head` names the last row: an edited
 * field, a deleted row (in the middle or at the end) or a reordered one breaks the chain, and
 * `verifyChain` reports the first row where it breaks.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { GENESIS_HASH } from '../db/migrations/007_audit_trail.ts';
import type { AuditLogTable, Database } from '../db/schema.ts';

export { GENESIS_HASH };

export type ChainedFields = Omit<AuditLogTable, 'prev_hash' | 'hash'>;

export function rowHash(prevHash: string, row: ChainedFields): string {
  const canonical = JSON.stringify([row.id, row.at, row.actor_id, row.actor_email, row.action, row.target_table, row.target_id, row.client_ip]);
  return createHash('sha256').update(prevHash).update('\n').update(canonical).digest('hex');
}

export interface ChainCheck {
  ok: boolean;
  /** Rows checked (all of them when the chain holds). */
  rows: number;
  /** The first row that does not follow from the one before (or, for a removed tail, the id the head expects). */
  firstBadId?: number;
}

const BATCH = 1000;

export async function verifyChain(db: Kysely<Database>): Promise<ChainCheck> {
  let prevHash = GENESIS_HASH;
  let expectedId = 1;
  let rows = 0;
  for (;;) {
    const batch = await db.selectFrom('audit_log').selectAll().where('id', '>=', expectedId).orderBy('id').limit(BATCH).execute();
    for (const row of batch) {
      const id = Number(row.id);
      const fields: ChainedFields = { ...row, id, actor_id: row.actor_id === null ? null : Number(row.actor_id) };
      if (id !== expectedId || row.prev_hash !== prevHash || row.hash !== rowHash(prevHash, fields)) return { ok: false, rows, firstBadId: id === expectedId ? id : Math.min(id, expectedId) };
      prevHash = row.hash;
      expectedId++;
      rows++;
    }
    if (batch.length < BATCH) break;
  }
  const head = await db.selectFrom('audit_head').select(['last_id', 'last_hash']).where('id', '=', 1).executeTakeFirst();
  if (!head || Number(head.last_id) !== rows || head.last_hash !== prevHash) return { ok: false, rows, firstBadId: rows + 1 };
  return { ok: true, rows };
}
