/** Request bodies of the auth calls (server only, so the classic zod API is fine here). */
import { z } from 'zod';
import { PASSWORD_MAX } from './password.ts';

const email = z.string('E-mail is required').trim().min(1, 'E-mail is required').max(254, 'E-mail is too long');
/** Login takes any text up to a bound; the policy is for new passwords only. */
const anyPassword = z.string('Password is required').min(1, 'Password is required').max(PASSWORD_MAX * 4, 'Password is too long');
const newPassword = z.string('Password is required').max(PASSWORD_MAX * 4, 'Password is too long');
const name = z.string('Name is required').trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters');
const role = z.enum(['admin', 'staff'], 'Role must be admin or staff');

export const loginBody = z.object({ email, password: anyPassword });
export const resetEmailBody = z.object({ email });
export const resetWithTokenBody = z.object({
  token: z.string('Token is required').regex(/^[A-Za-z0-9_-]{16,128}$/, 'This reset link is invalid or has expired'),
  password: newPassword,
});
export const changePasswordBody = z.object({ currentPassword: anyPassword, password: newPassword });
export const profileBody = z.object({ name });
export const createUserBody = z.object({
  email: email.pipe(z.email('Enter a valid e-mail address')),
  name,
  role,
  password: z.optional(newPassword),
});
export const updateUserBody = z
  .object({ role: z.optional(role), disabled: z.optional(z.boolean('Disabled must be true or false')), name: z.optional(name) })
  .refine((body) => body.role !== undefined || body.disabled !== undefined || body.name !== undefined, 'Nothing to change');

/** A code from an authenticator app (6 digits) or a recovery code, as typed. */
const secondFactor = z.string('Enter the code').trim().min(1, 'Enter the code').max(40, 'That code is too long');
export const mfaLoginBody = z.object({ challenge: z.string('Sign in again').min(1, 'Sign in again').max(200, 'Sign in again'), code: secondFactor });
export const mfaCodeBody = z.object({ code: secondFactor });
export const mfaDisableBody = z.object({ password: anyPassword, code: secondFactor });
export const stepUpBody = z
  .object({ password: z.optional(anyPassword), code: z.optional(secondFactor) })
  .refine((body) => body.password !== undefined || body.code !== undefined, 'Enter your password or a code');
export const mfaPolicyBody = z.object({ requiredForStaff: z.boolean('requiredForStaff must be true or false') });
