/** The audit trail's calls (admins only; staff get 403): a page of entries, the CSV, the chain check. */
import type { AuditAction } from '../../registry/audit-actions.ts';
import { API_BASE } from './config.ts';
import { request } from './request.ts';
import { withStepUp } from './step-up.ts';

export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string;
  action: AuditAction | (string & {});
  targetTable: string | null;
  targetId: string | null;
  clientIp: string;
  hash: string;
  /** For an account target: its e-mail now (null once the account is removed). */
  targetEmail: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next (older) page; null on the last one. */
  nextBefore: number | null;
}

export interface ChainCheck {
  ok: boolean;
  rows: number;
  firstBadId?: number;
}

export const AUDIT_BASE = `${API_BASE}/audit`;
export const AUDIT_VERIFY_URL = `${AUDIT_BASE}/verify`;

export async function listAudit(before?: number, limit = 50): Promise<AuditPage> {
  const answer = await request<{ data: AuditPage }>(`${AUDIT_BASE}?limit=${limit}${before ? `&before=${before}` : ''}`);
  return answer.data;
}

export async function verifyAudit(): Promise<ChainCheck> {
  const answer = await request<{ data: ChainCheck }>(AUDIT_VERIFY_URL, { timeoutMs: 30_000 });
  return answer.data;
}

/** Like the forms' export, it wants a recent proof of identity: the dashboard asks for it and retries. */
export function exportAudit(): Promise<Blob> {
  return withStepUp(() => request<Blob>(`${AUDIT_BASE}/export`, { as: 'blob', timeoutMs: 30_000 }));
}
