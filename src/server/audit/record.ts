/**
 * Appending to the audit trail: `recordAudit(request, action, target)` from a route, after what it
 * records has happened. Appends take turns so the chain never forks: on PostgreSQL the transaction
 * locks the one `audit_head` row (`SELECT … FOR UPDATE`), which every append reads and moves on; on
 * SQLite the database has one writer at a time and the app one connection. Appends that arrive
 * together share one transaction (`ctx.auditWrites`, a group commit on both databases).
 */
import type { FastifyRequest } from 'fastify';
import { isoNow } from '../db/time.ts';
import type { Writer } from '../db/group-commit.ts';
import type { DialectName } from '../db/index.ts';
import type { AuditAction, AuditTarget } from './actions.ts';
import { rowHash, type ChainedFields } from './chain.ts';

export interface AuditActor {
  id: number | null;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  target?: AuditTarget;
  clientIp: string;
  at?: string;
}

/**
 * Appends through the server's writer (db/group-commit.ts): on SQLite the entries of concurrent
 * requests (a list opened by twenty people at once) share one commit and one fsync instead of
 * queueing for one each; each request still goes on only once its entry is on disk.
 */
export async function appendAudit(writes: Writer, dialect: DialectName, entry: AuditEntry): Promise<number> {
  return writes.run(async (trx) => {
    let head = trx.selectFrom('audit_head').select(['last_id', 'last_hash']).where('id', '=', 1);
    if (dialect === 'postgres') head = head.forUpdate();
    const { last_id, last_hash } = await head.executeTakeFirstOrThrow();
    const fields: ChainedFields = {
      id: Number(last_id) + 1,
      at: entry.at ?? isoNow(),
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      target_table: entry.target?.table ?? null,
      target_id: entry.target?.id === undefined ? null : String(entry.target.id),
      client_ip: entry.clientIp,
    };
    const hash = rowHash(last_hash, fields);
    await trx.insertInto('audit_log').values({ ...fields, prev_hash: last_hash, hash }).execute();
    await trx.updateTable('audit_head').set({ last_id: fields.id, last_hash: hash }).where('id', '=', 1).execute();
    return fields.id;
  });
}

/**
 * Records what the signed-in user (or `actor`, for a sign-in or a reset link, where no session is
 * on the request yet) did, from the request's client address.
 */
export async function recordAudit(request: FastifyRequest, action: AuditAction, target?: AuditTarget, actor?: AuditActor): Promise<void> {
  const who = actor ?? (request.user ? { id: request.user.id, email: request.user.email } : { id: null, email: '' });
  const { dialect } = request.server.ctx;
  await appendAudit(request.server.ctx.auditWrites, dialect, { actor: who, action, target, clientIp: request.ip });
}
