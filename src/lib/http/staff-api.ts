/**
 * The staff dashboard's calls: the form service (list, read, delete, counts, CSV, CV) and the
 * account calls (session, profile, password, user management). Every call sends the Bearer token
 * through `request`, so a 401 signs the user out wherever it happens. The calls the server wants a
 * recent proof of identity for go through `withStepUp`: on `step_up_required` the dashboard asks
 * "Confirm it's you" and the call is made once more.
 */
import type { FormKind } from '../../forms/kinds.ts';
import type { HistoryEvent, Stage } from '../../forms/triage.ts';
import { AUTH_BASE, FORM_BASE } from './config.ts';
import { request } from './request.ts';
import { withStepUp } from './step-up.ts';

/** A form's kind as the API names it ('contact-us' …); the list is src/forms/kinds.ts. */
export type FormTable = FormKind;
export type FormStatus = 'new' | 'read';
export type Role = 'admin' | 'staff';

/** The list filters the server accepts (dates as YYYY-MM-DD; `to` includes that whole day). */
export interface FormFilters {
  q?: string;
  status?: FormStatus;
  stage?: Stage;
  /** 'me', 'none' (unassigned) or an account id. */
  owner?: string;
  from?: string;
  to?: string;
}

/** One stored submission, as the API sends it (camelCase; other fields depend on the table). */
export interface StaffForm {
  id: number;
  status: FormStatus;
  createdAt: string;
  stage: Stage;
  ownerId: number | null;
  firstRepliedAt: string | null;
  [field: string]: unknown;
}

export interface FormPage {
  forms: StaffForm[];
  total: number;
  page: number;
  limit: number;
  /** Opaque positions: `next` as `after` for the page after, `prev` and `last` as `before` (null at either end). */
  next: string | null;
  prev: string | null;
  last: string;
}

/** Where a page starts: after or before an answer's cursor; neither for page 1 or a page by number. */
export interface PageCursor {
  after?: string;
  before?: string;
}

export interface LatestForm {
  table: FormTable;
  id: number;
  name: string;
  email: string;
  createdAt: string;
}

export interface NewForms {
  counts: Record<FormTable, number>;
  latest: LatestForm[];
}

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** Signed in with a generated password: every other staff call is refused until it is replaced. */
  mustChangePassword?: boolean;
  /** Two-step sign-in is on for this account. */
  mfaEnabled?: boolean;
  /** Must set up two-step sign-in first: every other staff call is refused until it is on. */
  mfaEnrolmentRequired?: boolean;
}

export interface StaffUser extends SessionUser {
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

interface Envelope<T> {
  status: 'success';
  data: T;
  message?: string;
}

/** The filters without empty values (the server refuses unknown or blank ones). */
export function cleanFilters(filters: FormFilters): FormFilters {
  const clean: FormFilters = {};
  if (filters.q?.trim()) clean.q = filters.q.trim();
  if (filters.status) clean.status = filters.status;
  if (filters.stage) clean.stage = filters.stage;
  if (filters.owner) clean.owner = filters.owner;
  if (filters.from) clean.from = filters.from;
  if (filters.to) clean.to = filters.to;
  return clean;
}

const enc = encodeURIComponent;

// ── Form service ────────────────────────────────────────────────────────────

export async function listForms(table: FormTable, page: number, limit: number, filters: FormFilters, cursor: PageCursor = {}): Promise<FormPage> {
  const at = cursor.after ? `&after=${enc(cursor.after)}` : cursor.before ? `&before=${enc(cursor.before)}` : '';
  const answer = await request<Envelope<FormPage>>(`${FORM_BASE}/type/${enc(table)}?page=${page}&limit=${limit}${at}`, {
    method: 'POST',
    body: { filters: cleanFilters(filters) },
  });
  return answer.data;
}

/** Reads one submission; the server marks it read. */
export async function getForm(table: FormTable, id: number): Promise<StaffForm> {
  const answer = await request<Envelope<{ form: StaffForm }>>(`${FORM_BASE}/single/${enc(table)}/${id}`);
  return answer.data.form;
}

/** Admins only (403 for staff). */
export async function deleteForm(table: FormTable, id: number): Promise<void> {
  await withStepUp(() => request(`${FORM_BASE}/delete/${enc(table)}/${id}`, { method: 'DELETE' }));
}

export const NEW_FORMS_URL = `${FORM_BASE}/new`;

export async function newForms(): Promise<NewForms> {
  const answer = await request<Envelope<NewForms>>(NEW_FORMS_URL);
  return answer.data;
}

/** The CSV of everything matching the filters (the current list, all pages). */
export function exportCsv(table: FormTable, filters: FormFilters): Promise<Blob> {
  const query = new URLSearchParams(cleanFilters(filters) as Record<string, string>).toString();
  return withStepUp(() => request<Blob>(`${FORM_BASE}/export/${enc(table)}${query ? `?${query}` : ''}`, { as: 'blob', timeoutMs: 30_000 }));
}

/** An application's CV file. */
export function downloadCv(id: number): Promise<Blob> {
  return withStepUp(() => request<Blob>(`${FORM_BASE}/cv/${id}`, { as: 'blob', timeoutMs: 30_000 }));
}

// ── Triage ──────────────────────────────────────────────────────────────────

export interface StageChange {
  stage: Stage;
  updated: number[];
  unchanged: number[];
  unknown: number[];
}

export interface Note {
  id: number;
  authorId: number | null;
  author: string;
  text: string;
  createdAt: string;
}


export interface HistoryEntry {
  id: number;
  at: string;
  by: string;
  event: HistoryEvent;
}

export interface Activity {
  notes: Note[];
  history: HistoryEntry[];
}

export interface ReplyDraft {
  to: string;
  subject: string;
  body: string;
}

export interface Owner {
  id: number;
  name: string;
  email: string;
  open: Record<FormTable, number>;
  openTotal: number;
}

export interface Owners {
  people: Owner[];
  unassigned: Record<FormTable, number>;
}

export async function setStage(table: FormTable, ids: number[], stage: Stage): Promise<StageChange> {
  const answer = await request<Envelope<StageChange>>(`${FORM_BASE}/stage/${enc(table)}`, { method: 'POST', body: { ids, stage } });
  return answer.data;
}

export async function setOwner(table: FormTable, id: number, ownerId: number | null): Promise<StaffForm> {
  const answer = await request<Envelope<{ form: StaffForm }>>(`${FORM_BASE}/owner/${enc(table)}/${id}`, { method: 'POST', body: { ownerId } });
  return answer.data.form;
}

export const activityUrl = (table: FormTable, id: number) => `${FORM_BASE}/activity/${enc(table)}/${id}`;

export async function getActivity(table: FormTable, id: number): Promise<Activity> {
  const answer = await request<Envelope<Activity>>(activityUrl(table, id));
  return answer.data;
}

export async function addNote(table: FormTable, id: number, text: string): Promise<Note> {
  const answer = await request<Envelope<{ note: Note }>>(`${FORM_BASE}/notes/${enc(table)}/${id}`, { method: 'POST', body: { text } });
  return answer.data.note;
}

export async function getReplyDraft(table: FormTable, id: number): Promise<ReplyDraft> {
  const answer = await request<Envelope<{ draft: ReplyDraft }>>(`${FORM_BASE}/reply/${enc(table)}/${id}`);
  return answer.data.draft;
}

export async function sendReply(table: FormTable, id: number, subject: string, body: string): Promise<{ to: string; form: StaffForm }> {
  const answer = await request<Envelope<{ reply: { to: string }; form: StaffForm }>>(`${FORM_BASE}/reply/${enc(table)}/${id}`, { method: 'POST', body: { subject, body } });
  return { to: answer.data.reply.to, form: answer.data.form };
}

export const OWNERS_URL = `${FORM_BASE}/owners`;

export async function getOwners(): Promise<Owners> {
  const answer = await request<Envelope<Owners>>(OWNERS_URL);
  return answer.data;
}

// ── Session and own account ─────────────────────────────────────────────────

export const AUTHENTICATE_URL = `${AUTH_BASE}/authenticate`;

export async function authenticate(): Promise<SessionUser> {
  const answer = await request<Envelope<{ user: SessionUser }>>(AUTHENTICATE_URL);
  return answer.data.user;
}

/** Ends this session on the server. Never fails: the client signs out either way. */
export async function logout(): Promise<void> {
  try {
    await request(`${AUTH_BASE}/logout`, { method: 'POST', endsSession: false });
  } catch {
    // Already expired or the server is unreachable: the local sign-out still happens.
  }
}

/** Ends every session of the signed-in user, on every device. */
export async function logoutAll(): Promise<void> {
  await request(`${AUTH_BASE}/logout-all`, { method: 'POST' });
}

export async function updateProfile(name: string): Promise<SessionUser> {
  const answer = await request<Envelope<{ user: SessionUser }>>(`${AUTH_BASE}/profile`, { method: 'PATCH', body: { name } });
  return answer.data.user;
}

/** Signed-in password change; other sessions end, this one stays. Answers the server's message. */
export async function changePassword(currentPassword: string, password: string): Promise<string> {
  const answer = await request<Envelope<null>>(`${AUTH_BASE}/reset-password`, { method: 'POST', body: { currentPassword, password } });
  return answer.message ?? 'Your password has been changed.';
}

// ── User management (admins) ────────────────────────────────────────────────

export const USERS_URL = `${AUTH_BASE}/get-users`;

export async function getUsers(): Promise<StaffUser[]> {
  const answer = await request<Envelope<{ users: StaffUser[] }>>(USERS_URL);
  return answer.data.users;
}

export interface NewUser {
  email: string;
  name: string;
  role: Role;
  /** Blank: the server makes a one-time password and answers it once. */
  password?: string;
}

export async function createUser(input: NewUser): Promise<{ user: StaffUser; oneTimePassword?: string }> {
  const body: NewUser = { email: input.email, name: input.name, role: input.role };
  if (input.password) body.password = input.password;
  const answer = await withStepUp(() => request<Envelope<{ user: StaffUser; oneTimePassword?: string }>>(`${AUTH_BASE}/users`, { method: 'POST', body }));
  return answer.data;
}

export async function updateUser(id: number, change: { role?: Role; disabled?: boolean; name?: string }): Promise<StaffUser> {
  const answer = await withStepUp(() => request<Envelope<{ user: StaffUser }>>(`${AUTH_BASE}/users/${id}`, { method: 'PATCH', body: change }));
  return answer.data.user;
}

export async function deleteUser(id: number): Promise<void> {
  await withStepUp(() => request(`${AUTH_BASE}/users/${id}`, { method: 'DELETE' }));
}

// ── Two-step sign-in ────────────────────────────────────────────────────────

export const MFA_URL = `${AUTH_BASE}/mfa`;
export const MFA_POLICY_URL = `${AUTH_BASE}/mfa/policy`;

export interface MfaStatus {
  enabled: boolean;
  /** Admins always; staff when an admin requires it. Then it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
}

export interface MfaSetup {
  /** Base32, for typing into an app by hand. */
  secret: string;
  uri: string;
  /** The QR code of `uri`, as SVG markup made by the server. */
  qrSvg: string;
}

export async function mfaStatus(): Promise<MfaStatus> {
  return (await request<Envelope<MfaStatus>>(MFA_URL)).data;
}

export async function startMfaSetup(): Promise<MfaSetup> {
  return (await withStepUp(() => request<Envelope<MfaSetup>>(`${AUTH_BASE}/mfa/setup`, { method: 'POST', body: {} }))).data;
}

/** The first code from the app turns two-step sign-in on; answers the 10 recovery codes (shown once). */
export async function confirmMfaSetup(code: string): Promise<string[]> {
  return (await withStepUp(() => request<Envelope<{ recoveryCodes: string[] }>>(`${AUTH_BASE}/mfa/confirm`, { method: 'POST', body: { code } }))).data.recoveryCodes;
}

export async function newRecoveryCodes(): Promise<string[]> {
  return (await withStepUp(() => request<Envelope<{ recoveryCodes: string[] }>>(`${AUTH_BASE}/mfa/recovery-codes`, { method: 'POST', body: {} }))).data.recoveryCodes;
}

export async function turnOffMfa(password: string, code: string): Promise<void> {
  await request(`${AUTH_BASE}/mfa/disable`, { method: 'POST', body: { password, code } });
}

export async function getMfaPolicy(): Promise<{ requiredForStaff: boolean }> {
  return (await request<Envelope<{ requiredForStaff: boolean }>>(MFA_POLICY_URL)).data;
}

export async function setMfaPolicy(requiredForStaff: boolean): Promise<{ requiredForStaff: boolean }> {
  return (await withStepUp(() => request<Envelope<{ requiredForStaff: boolean }>>(MFA_POLICY_URL, { method: 'PUT', body: { requiredForStaff } }))).data;
}

/** "Confirm it's you": the password, or with two-step sign-in on a code. */
export async function stepUp(proof: { password: string } | { code: string }): Promise<void> {
  await request(`${AUTH_BASE}/step-up`, { method: 'POST', body: proof });
}
