/**
 * Table types for Kysely. Times are ISO-8601 UTC strings (`toISOString()`) on both databases:
 * they sort and compare as text, so one query works on SQLite and PostgreSQL alike.
 * Flags are 0/1 integers for the same reason (SQLite has no boolean).
 */
import type { Generated } from 'kysely';
import type { AnyFormDescription, FileDescription } from '../../forms/describe.ts';
import type { FORMS, FormKind } from '../../forms/kinds.ts';

export type Role = 'admin' | 'staff';
export type FormStatus = 'new' | 'read';
/** Triage, set by staff (the read flag, `status`, is set by opening an item). */
export type FormStage = 'new' | 'in_progress' | 'done' | 'spam';

export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-cased: e-mail is unique without regard to case. */
  email: string;
  name: string;
  role: Role;
  password_hash: string;
  disabled: Generated<number>;
  created_at: string;
  last_login_at: string | null;
  password_changed_at: string;
  /** 1 while the account signs in with a generated password: it may only choose its own. */
  must_change_password: Generated<number>;
  /** When a generated password stops working; null for a password its owner chose. */
  password_expires_at: Generated<string | null>;
  /** The TOTP secret, encrypted (auth/mfa-secret-box.ts); set while enrolling, kept once on. */
  mfa_secret: Generated<string | null>;
  /** When two-step sign-in was turned on; null while off (or only being set up). */
  mfa_enabled_at: Generated<string | null>;
  /** The last time step (Unix time / 30 s) a code was accepted for: no code is taken twice. */
  mfa_last_step: Generated<number | string | null>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  /** Absolute expiry; idle expiry is last_seen_at + idle minutes. */
  expires_at: string;
  /** The session's last proof of who it is (its sign-in, or a step-up): sensitive calls want it recent. */
  authenticated_at: Generated<string | null>;
}

/** Single-use recovery codes for two-step sign-in, as keyed hashes (auth/recovery-codes.ts). */
export interface MfaRecoveryCodesTable {
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** Settings an admin changes in the dashboard, by name (auth/mfa-policy.ts). */
export interface AppSettingsTable {
  name: string;
  value: string;
}

export interface LoginAttemptsTable {
  /** Lower-cased e-mail, whether or not an account exists for it. */
  email: string;
  /** `ip:…` (an IPv4 address or IPv6 /64), `device:…` (a known device), `session:…`, or `*` for all sources. */
  source: string;
  attempts: number;
  last_attempt_at: string;
  /** The source's next attempt is refused before this time. */
  next_allowed_at: string;
}

/** Secrets the server made for itself, shared by every instance (auth/app-secret.ts). */
export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface FormBase {
  id: Generated<number>;
  status: Generated<FormStatus>;
  stage: Generated<FormStage>;
  /** The staff account that looks after it; null when nobody does (or the account was deleted). */
  owner_id: Generated<number | null>;
  /** When the first reply from the dashboard was queued; null until then. */
  first_replied_at: Generated<string | null>;
  created_at: string;
  /** The fields the staff search looks in, folded (src/server/forms/search.ts); never shown. */
  search_text: string;
}

/** A text column per field (a list field holds its JSON array as text). */
type FieldColumns<D extends AnyFormDescription> = { [K in keyof D['fields'] as D['fields'][K]['column']]: string };

/** A form's file: its name and detected type as text, its size, its bytes. */
type FileColumns<D> = D extends { file: { columns: infer C extends FileDescription['columns'] } }
  ? { [N in C['filename'] | C['contentType']]: string } & { [N in C['size']]: number } & { [N in C['data']]: Buffer }
  : unknown;

type Flat<T> = { [K in keyof T]: T[K] };

/** A form table's row type, made from the form's description (src/forms). */
export type FormRow<D extends AnyFormDescription> = Flat<FormBase & FieldColumns<D> & FileColumns<D>>;

type Forms = typeof FORMS;
export type FormTables = { [K in FormKind as Forms[K]['table']]: FormRow<Forms[K]> };

export type ContactUsTable = FormRow<Forms['contact-us']>;
export type CareersTable = FormRow<Forms['careers']>;
export type GetStartedTable = FormRow<Forms['get-started']>;

export interface MailOutboxTable {
  id: Generated<number>;
  to_addr: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  /** What it is about ("reset", "notify", "ack"); lets logs name a mail without its contents. */
  kind: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker's lease: while in the future, no other worker takes the mail. */
  locked_until: string | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}

/** A staff member's internal note on one item; never shown to the visitor. */
export interface FormNotesTable {
  id: Generated<number>;
  form_kind: string;
  form_id: number;
  author_id: number | null;
  author_name: string;
  body: string;
  created_at: string;
}

/** One thing that happened to an item (forms/history.ts names the actions). */
export interface FormHistoryTable {
  id: Generated<number>;
  form_kind: string;
  form_id: number;
  actor_id: number | null;
  actor_name: string;
  action: string;
  detail: string;
  created_at: string;
}

/** One row, rewritten to prove the database takes writes (db/heartbeat.ts). */
export interface HeartbeatTable {
  id: number;
  beat_at: string;
}

/** One staff action (src/server/audit/): append-only, each row chained to the previous by its hash. */
export interface AuditLogTable {
  id: number;
  at: string;
  /** null for an action without a signed-in user (a reset link used). */
  actor_id: number | null;
  actor_email: string;
  action: string;
  /** A form table's kind (`contact-us` …), `account`, or `audit`. */
  target_table: string | null;
  target_id: string | null;
  client_ip: string;
  prev_hash: string;
  hash: string;
}

/** The one row that says where the chain ends (and, locked, whose turn it is to append). */
export interface AuditHeadTable {
  id: number;
  last_id: number;
  last_hash: string;
}

/** Counts of the form tables, kept by triggers (db/count-triggers.ts); a reader sums the slots. */
export interface FormCountsTable {
  table_name: string;
  /** A counted column ('status' …), or 'writes' for the table's change version. */
  dimension: string;
  value: string;
  slot: number;
  n: number;
}

export interface CoreTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  app_secrets: AppSecretsTable;
  password_resets: PasswordResetsTable;
  mail_outbox: MailOutboxTable;
  heartbeat: HeartbeatTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  form_counts: FormCountsTable;
  form_notes: FormNotesTable;
  form_history: FormHistoryTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  app_settings: AppSettingsTable;
}

/** Every table; the form tables come from the form descriptions. */
export type Database = CoreTables & FormTables;
