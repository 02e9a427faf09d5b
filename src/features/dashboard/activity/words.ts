/** How the Activity log words an entry: the action as a phrase, and its target as the item staff know. */
import type { AuditAction } from '../../../registry/audit-actions.ts';
import type { AuditEntry } from '../../../lib/http/audit-api.ts';
import { isFormKind } from '../../../forms/kinds.ts';
import { FORM_TYPES } from '../form-types.ts';

const ACTIONS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_out: 'Signed out',
  sign_out_everywhere: 'Signed out everywhere',
  forms_listed: 'Listed',
  form_opened: 'Opened',
  forms_exported: 'Exported CSV of',
  cv_downloaded: 'Downloaded the CV of',
  form_deleted: 'Deleted',
  form_stage_changed: 'Changed the stage of',
  form_assigned: 'Assigned',
  form_note_added: 'Added a note to',
  form_replied: 'Replied by e-mail to',
  accounts_listed: 'Listed',
  account_added: 'Added',
  account_role_changed: 'Changed the role of',
  account_disabled: 'Disabled',
  account_enabled: 'Enabled',
  account_renamed: 'Renamed',
  account_removed: 'Removed',
  password_changed: 'Changed the password of',
  password_reset: 'Reset (by e-mailed link) the password of',
  two_step_turned_on: 'Turned on two-step sign-in for',
  two_step_turned_off: 'Turned off two-step sign-in for',
  recovery_codes_replaced: 'Made new recovery codes for',
  two_step_required_for_staff: 'Required two-step sign-in for all staff',
  two_step_optional_for_staff: 'Made two-step sign-in optional for staff',
  audit_listed: 'Opened',
  audit_exported: 'Exported',
};

/** Signing in or out is always one's own account: "Signed in" says it all. */
const SAY_NO_TARGET = new Set<string>(['sign_in', 'sign_out', 'sign_out_everywhere']);

export function actionWords(action: string): string {
  return (ACTIONS as Record<string, string>)[action] ?? action;
}

/** "contact enquiries", "enquiry #12", "account ana@example.com", "the activity log"; nothing for one's own sign-in. */
export function targetWords(entry: AuditEntry): string {
  const { targetTable: table, targetId: id } = entry;
  if (!table || SAY_NO_TARGET.has(entry.action)) return '';
  if (table === 'audit') return 'the activity log';
  if (table === 'account') {
    if (entry.action === 'accounts_listed') return 'staff accounts';
    if (id && Number(id) === entry.actorId) return 'own account';
    return entry.targetEmail ? `account ${entry.targetEmail}` : `account #${id ?? '?'} (removed)`;
  }
  if (isFormKind(table)) {
    const type = FORM_TYPES[table];
    return id ? `${type.noun} #${id}` : type.heading.toLowerCase();
  }
  return id ? `${table} #${id}` : table;
}
