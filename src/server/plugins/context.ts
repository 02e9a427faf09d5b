/**
 * Opens the database (migrations applied), builds what every route needs and hangs it on the app
 * as `app.ctx`; closes it all when the app closes.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AuditAppender } from '../audit/appender.ts';
import { PasswordHasher } from '../auth/password.ts';
import { resetLinkMinter } from '../auth/reset-link.ts';
import type { ServerConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { GroupCommit, directWriter } from '../db/group-commit.ts';
import { openDb } from '../db/index.ts';
import { SubmissionThread } from '../forms/submission-thread.ts';
import { inProcessSubmissions } from '../forms/submission-writer.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { MailWorker, mailDomain } from '../mail/worker.ts';
import { createRateLimitStore } from '../security/rate-limit.ts';

async function context(app: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  const database = openDb(config.databaseUrl);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  const writes = database.dialect === 'sqlite' ? new GroupCommit(database.db) : directWriter(database.db);
  const thread = database.file && database.gate ? new SubmissionThread(database.file, database.gate) : undefined;
  const submissions = thread ?? inProcessSubmissions(writes, database.dialect);
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    hasher: new PasswordHasher(config.scryptLog2N, config.hashConcurrency, config.hashQueueMax),
    limiter: createRateLimitStore(config.redisUrl, app.log),
    writes,
    submissions,
    audit: new AuditAppender(database.db, writes, database.dialect, thread),
    mail: new MailWorker(
      database.db,
      {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        domain: mailDomain(config.publicUrl),
        // Mail (reset links included) goes to the console only in development.
        printWithoutSmtp: config.dev,
        prepare: { reset: resetLinkMinter(database.db, config.publicUrl) },
        ...config.mail,
      },
      app.log,
    ),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  // A listening server loads the writer thread at once, so its first visitor does not wait for it;
  // an app that is only injected into (most tests) loads it with its first submission.
  app.addHook('onListen', async () => ctx.submissions.warm());
  app.addHook('onClose', async () => {
    await ctx.audit.drain();
    await ctx.submissions.close();
    await ctx.writes.drain();
    await ctx.mail.stop();
    await ctx.limiter.close();
    await database.destroy();
  });
}

export default fp(context, { name: 'context' });
