/**
 * What the audit trail records (shared by the server, which writes these names, and the dashboard,
 * which words them). A new kind of action is one name here and one `recordAudit` call in its route.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_out',
  'sign_out_everywhere',
  'forms_listed',
  'form_opened',
  'forms_exported',
  'cv_downloaded',
  'form_deleted',
  'form_stage_changed',
  'form_assigned',
  'form_note_added',
  'form_replied',
  'accounts_listed',
  'account_added',
  'account_role_changed',
  'account_disabled',
  'account_enabled',
  'account_renamed',
  'account_removed',
  'password_changed',
  'password_reset',
  'two_step_turned_on',
  'two_step_turned_off',
  'recovery_codes_replaced',
  'two_step_required_for_staff',
  'two_step_optional_for_staff',
  'audit_listed',
  'audit_exported',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
