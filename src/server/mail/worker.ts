/**
 * Sends the outbox. Each mail is claimed with a conditional UPDATE (a lease in locked_until), so
 * two workers (two API instances) never take the same mail; it is marked sent right after the SMTP
 * server accepts it. A crash in that small window could repeat one mail after the lease ends; the
 * Message-ID is derived from the outbox id so receiving systems can drop such a duplicate.
 * Failures are retried with exponential backoff up to `maxAttempts`, then marked failed.
 * Without SMTP_URL, in development, mails are printed to the console instead (so a developer sees
 * reset links); anywhere else they stay in the outbox, unsent, until a server with SMTP_URL runs.
 * A mail kind may be completed at send time (`prepare`): reset mails get their link minted then,
 * so no usable token is ever stored.
 */
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';

export interface MailWorkerOptions {
  smtpUrl?: string;
  from: string;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claimed mail stays claimed: after a crash mid-send, it is sent again after this. */
  leaseMs: number;
  /** Domain for Message-IDs. */
  domain: string;
  /** Without smtpUrl: print mails to the console (development) instead of keeping them queued. */
  printWithoutSmtp?: boolean;
  /**
   * Per mail kind: the body to send, made at send time; null when the mail must no longer go
   * (it is then marked failed, not retried).
   */
  prepare?: Record<string, (mail: Selectable<MailOutboxTable>) => Promise<string | null>>;
}

const BATCH = 20;

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  /** Runs are chained, so a run asked for after a commit always starts after that commit. */
  private chain: Promise<number> = Promise.resolve(0);
  private stopped = true;
  /**
   * Set by stop(): a run in progress ends after the mail it is sending, so a shutdown with a
   * backlog finishes in one mail's time instead of sending them all (the backlog stays queued).
   */
  private stopping = false;
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: MailWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : undefined;
  }

  start(): void {
    this.stopped = false;
    this.stopping = false;
    if (!this.transport && !this.options.printWithoutSmtp) {
      this.log.warn('SMTP_URL is not set: mail (reset links, acknowledgements, notifications) stays in the outbox, unsent, until the server runs with SMTP_URL');
      return;
    }
    this.schedule(0);
  }

  /** Asks for a prompt run (after a commit that queued mail) instead of waiting for the poll. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.chain.catch(() => 0);
    this.transport?.close();
  }

  /** Sends every mail that is due now; returns how many were sent. Calls queue one behind another. */
  runOnce(): Promise<number> {
    const run = this.chain.catch(() => 0).then(() => this.drain());
    this.chain = run;
    return run;
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.runOnce()
        .catch((error: unknown) => this.log.warn({ err: { message: (error as Error).message } }, 'mail outbox run failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.options.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    // Nowhere to send and not allowed to print: the mail waits in the outbox.
    if (!this.transport && !this.options.printWithoutSmtp) return 0;
    let sent = 0;
    for (;;) {
      const now = isoNow();
      const due = await this.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (due.length === 0) return sent;
      for (const { id } of due) {
        if (this.stopping) return sent;
        if (await this.deliver(Number(id))) sent++;
      }
      if (due.length < BATCH) return sent;
    }
  }

  private async deliver(id: number): Promise<boolean> {
    const now = isoNow();
    // The claim: only one worker's UPDATE can match while the lease is free.
    const mail = await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({ locked_until: isoNow(this.options.leaseMs), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .returningAll()
      .executeTakeFirst();
    if (!mail) return false;
    try {
      const prepare = this.options.prepare?.[mail.kind];
      const text = prepare ? await prepare(mail) : mail.body_text;
      if (text === null) {
        await this.db.updateTable('mail_outbox').set({ failed_at: isoNow(), locked_until: null, last_error: 'no longer valid when its turn came' }).where('id', '=', id).execute();
        this.log.info({ mailId: mail.id, kind: mail.kind }, 'mail dropped: no longer valid when its turn came');
        return false;
      }
      if (this.transport) {
        await this.transport.sendMail({
          from: this.options.from,
          to: mail.to_addr,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          text,
          // A body made at send time differs per attempt (a reset link minted anew), so each attempt
          // is its own message: a receiver must not drop the newer one as a duplicate.
          messageId: `<outbox-${mail.id}-${Date.parse(mail.created_at)}${prepare ? `-${mail.attempts}` : ''}@${this.options.domain}>`,
        });
      } else {
        // Development without SMTP: show the mail (reset links included) on the console.
        process.stdout.write(
          `\n--- mail #${mail.id} (not sent: SMTP_URL is not set) ---\nTo: ${mail.to_addr}\n` +
            (mail.reply_to ? `Reply-To: ${mail.reply_to}\n` : '') +
            `Subject: ${mail.subject}\n\n${text}\n--- end of mail #${mail.id} ---\n`,
        );
      }
      await this.db.updateTable('mail_outbox').set({ sent_at: isoNow(), locked_until: null, last_error: null }).where('id', '=', id).execute();
      if (this.transport) this.log.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
      else this.log.info({ mailId: mail.id, kind: mail.kind }, 'mail printed to the console, not sent (SMTP_URL is not set)');
      return true;
    } catch (error) {
      const attempts = Number(mail.attempts);
      const giveUp = attempts >= this.options.maxAttempts;
      const delay = Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), 6 * 3_600_000);
      await this.db
        .updateTable('mail_outbox')
        .set({
          locked_until: null,
          next_attempt_at: isoNow(delay),
          last_error: String((error as Error).message).slice(0, 500),
          failed_at: giveUp ? isoNow() : null,
        })
        .where('id', '=', id)
        .execute();
      this.log.warn({ mailId: mail.id, kind: mail.kind, attempts, giveUp, err: { message: (error as Error).message } }, 'mail not sent');
      return false;
    }
  }
}

export function mailDomain(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || hostname();
  } catch {
    return hostname();
  }
}
