/**
 * Table types for Kysely. Times are ISO-8601 UTC strings (`toISOString()`) on both databases:
 * they sort and compare as text, so one query works on SQLite and PostgreSQL alike.
 * Flags are 0/1 integers for the same reason (SQLite has no boolean).
 */
import type { Generated } from 'kysely';

export type Role = 'admin' | 'staff';
export type FormStatus = 'new' | 'read';

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
}

export interface SessionsTable {
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  /** Absolute expiry; idle expiry is last_seen_at + idle minutes. */
  expires_at: string;
}

export interface LoginAttemptsTable {
  /** Lower-cased e-mail, whether or not an account exists for it. */
  email: string;
  failures: number;
  last_attempt_at: string;
  locked_until: string | null;
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
  created_at: string;
}

export interface ContactUsTable extends FormBase {
  first_name: string;
  last_name: string;
  email: string;
  contact_number: string;
  country: string;
  company_name: string;
  industry: string;
  /** JSON array of service titles. */
  services: string;
  message: string;
}

export interface CareersTable extends FormBase {
  name: string;
  email: string;
  phone: string;
  position: string;
  profile_url: string;
  cover_message: string;
  cv_filename: string;
  cv_content_type: string;
  cv_size: number;
  cv_data: Buffer;
}

export interface GetStartedTable extends FormBase {
  name: string;
  email: string;
  company: string;
  phone: string;
  services: string;
  budget: string;
  timeline: string;
  message: string;
}

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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  password_resets: PasswordResetsTable;
  contact_us_forms: ContactUsTable;
  careers_forms: CareersTable;
  get_started_forms: GetStartedTable;
  mail_outbox: MailOutboxTable;
}
