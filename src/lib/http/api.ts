/**
 * The typed calls of the sign-in screens and the visitor forms. Staff calls (lists,
 * details, export …) live in ./staff-api.ts. Every function throws HttpError on failure.
 */
import type { FormKind } from '../../forms/kinds.ts';
import { AUTH_BASE, FORM_BASE } from './config.ts';
import { request } from './request.ts';

export type Role = 'admin' | 'staff' | (string & {});

interface UserDetails {
  role: Role;
  email?: string;
  name?: string;
  /** Signed in with a generated password: the dashboard asks for the person's own first. */
  mustChangePassword?: boolean;
  /** Must set up two-step sign-in before anything else (admins, or staff when an admin requires it). */
  mfaEnrolmentRequired?: boolean;
}

/** {status, error, data:{token, userDetails:{role}}}. A login counts only when status is 'success'. */
export interface LoginAnswer {
  status?: string;
  error?: string;
  message?: string;
  data?: { token?: string; userDetails?: UserDetails; mfaRequired?: boolean; challenge?: string };
}

export interface MessageAnswer {
  status?: string;
  message?: string;
  data?: unknown;
}

export function login(email: string, password: string): Promise<LoginAnswer> {
  return request<LoginAnswer>(`${AUTH_BASE}/login`, { body: { email, password }, endsSession: false });
}

/** The sign-in's second step: the challenge the password step answered, and a code or recovery code. */
export function loginWithCode(challenge: string, code: string): Promise<LoginAnswer> {
  return request<LoginAnswer>(`${AUTH_BASE}/login/mfa`, { body: { challenge, code }, endsSession: false });
}

/** The one call sent without the JSON content type and without the Bearer header. */
export function resetPasswordEmail(email: string): Promise<MessageAnswer> {
  return request<MessageAnswer>(`${AUTH_BASE}/reset-password-email`, { body: { email }, auth: false, plainText: true });
}

/** Sets a new password with the token from the e-mailed link. */
export function resetPassword(token: string, password: string): Promise<MessageAnswer> {
  return request<MessageAnswer>(`${AUTH_BASE}/reset-password`, { body: { token, password } });
}

/** A form's kind as the API names it; the list is src/forms/kinds.ts. */
export type FormTable = FormKind;

interface SubmitAnswer {
  status: string;
  data: { id: number };
}

/** Sends a visitor form: a plain object as JSON, FormData (the job application with its CV) as multipart. */
export function submitForm(table: FormTable, data: Record<string, unknown> | FormData): Promise<SubmitAnswer> {
  return request<SubmitAnswer>(`${FORM_BASE}/submit/${table}-form`, { body: data });
}
