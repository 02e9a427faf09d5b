/**
 * Who must use two-step sign-in: every admin, always; staff when an admin turns on "Require
 * two-step sign-in for staff" (a row in app_settings). An account that must but has not set it up
 * signs in to a session that can only set it up (guard.ts).
 */
import type { Kysely } from 'kysely';
import type { Database, Role } from '../db/schema.ts';

export const STAFF_MFA_SETTING = 'mfa_required_for_staff';

/** What the browser reads on a refusal from a session that must set up two-step sign-in first. */
export const MFA_ENROLMENT_REQUIRED = 'mfa_enrolment_required';

export function mfaRequiredFor(role: Role, requiredForStaff: boolean): boolean {
  return role === 'admin' || requiredForStaff;
}

export async function staffMfaRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('app_settings').select('value').where('name', '=', STAFF_MFA_SETTING).executeTakeFirst();
  return row?.value === 'true';
}

export async function setStaffMfaRequired(db: Kysely<Database>, required: boolean): Promise<void> {
  const value = required ? 'true' : 'false';
  await db
    .insertInto('app_settings')
    .values({ name: STAFF_MFA_SETTING, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}
