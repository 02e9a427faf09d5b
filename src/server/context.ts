/**
 * What every route needs, built once per app and hung on the instance (`app.ctx`), so tests can
 * build several independent apps side by side.
 */
import type { Kysely } from 'kysely';
import type { AuditAppender } from './audit/appender.ts';
import type { PasswordHasher } from './auth/password.ts';
import type { SessionUser } from './auth/sessions.ts';
import type { ServerConfig } from './config.ts';
import type { DialectName } from './db/index.ts';
import type { Writer } from './db/group-commit.ts';
import type { Database } from './db/schema.ts';
import type { SubmissionWriter } from './forms/submission-writer.ts';
import type { MailWorker } from './mail/worker.ts';
import type { RateLimitStore } from './security/rate-limit.ts';

export interface AppContext {
  config: ServerConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  hasher: PasswordHasher;
  limiter: RateLimitStore;
  mail: MailWorker;
  /** Transactions grouped into shared commits on SQLite (db/group-commit.ts): the submissions' and the audit trail's where they have no thread. */
  writes: Writer;
  /** Where visitor submissions are written: a thread of their own on a SQLite file (forms/submission-writer.ts). */
  submissions: SubmissionWriter;
  /**
   * Appends to the audit trail in batches (audit/appender.ts): every append takes the chain's head
   * in turn, so on PostgreSQL one transaction each (a lock held over a commit's flush) capped every
   * staff call at about 250 a second; batched, one lock, one insert and one flush serve many.
   */
  audit: AuditAppender;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the auth guard on routes that need a signed-in user. */
    user: SessionUser | null;
  }
}
