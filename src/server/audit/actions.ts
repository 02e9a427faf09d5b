/** The audit trail's action names (shared with the dashboard) and what an action was done to. */
export { AUDIT_ACTIONS, type AuditAction } from '../../registry/audit-actions.ts';

/** What an action was done to: a form table's kind (and a row), `account` (and a user id), or `audit`. */
export interface AuditTarget {
  table: string;
  id?: number | string;
}
