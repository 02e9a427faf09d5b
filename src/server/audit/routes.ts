/**
 * The audit trail for admins under `/api/audit`: the newest entries first, page by page (keyset on
 * the id: `before` is the last id seen), the whole trail as CSV, and a check of its hash chain.
 * Reading the trail is itself recorded (the first page and each export), so nobody looks unseen.
 */
import { requireRecentAuth } from '../auth/step-up.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../auth/guard.ts';
import { toCsv } from '../forms/csv.ts';
import { attachmentHeader } from '../forms/file-type.ts';
import { success } from '../http/reply.ts';
import { parseOr400 } from '../http/validate.ts';
import { jsonNotFound } from '../security/errors.ts';
import { verifyChain } from './chain.ts';
import { recordAudit } from './record.ts';
import type { AuditLogTable } from '../db/schema.ts';

const listQuery = z.object({
  before: z.optional(z.coerce.number().int('before must be an entry id').positive('before must be an entry id')),
  limit: z.optional(z.coerce.number().int().min(1, 'limit is 1 to 200').max(200, 'limit is 1 to 200')),
});

/** An entry as the API and the CSV give it. */
export function toApiEntry(row: AuditLogTable) {
  return {
    id: Number(row.id),
    at: row.at,
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorEmail: row.actor_email,
    action: row.action,
    targetTable: row.target_table,
    targetId: row.target_id,
    clientIp: row.client_ip,
    hash: row.hash,
  };
}

const CSV_COLUMNS = ['id', 'at', 'actorId', 'actorEmail', 'action', 'targetTable', 'targetId', 'clientIp', 'hash'];

export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler(jsonNotFound);
  app.addHook('preHandler', requireAdmin);
  const { db } = app.ctx;

  app.get('', async (request) => {
    const { before, limit = 50 } = parseOr400(listQuery, request.query, 'Check before and limit');
    if (before === undefined) await recordAudit(request, 'audit_listed', { table: 'audit' });
    let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit + 1);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.execute();
    const entries = rows.slice(0, limit).map(toApiEntry);
    // An account is shown by its e-mail (as it is now; a removed account has none).
    const accountIds = [...new Set(entries.filter((entry) => entry.targetTable === 'account' && entry.targetId).map((entry) => Number(entry.targetId)))];
    const accounts = accountIds.length ? await db.selectFrom('users').select(['id', 'email']).where('id', 'in', accountIds).execute() : [];
    const emails = new Map(accounts.map((account) => [String(account.id), account.email]));
    const named = entries.map((entry) => ({ ...entry, targetEmail: entry.targetTable === 'account' && entry.targetId ? (emails.get(entry.targetId) ?? null) : null }));
    return success({ entries: named, nextBefore: rows.length > limit ? entries.at(-1)!.id : null });
  });

  // An export of every account's actions leaves the building: a fresh proof, as for the forms' export.
  app.get('/export', { preHandler: requireRecentAuth }, async (request, reply) => {
    await recordAudit(request, 'audit_exported', { table: 'audit' });
    const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').execute();
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`activity-log-${day}.csv`))
      .send(toCsv(CSV_COLUMNS, rows.map(toApiEntry)));
  });

  app.get('/verify', async () => success(await verifyChain(db)));
}
