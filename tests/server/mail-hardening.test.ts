/**
 * Mail that could be abused or leak: reset links at rest, acknowledgements to typed-in addresses,
 * reset mails to one address, and what happens without SMTP_URL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { REMOVED_RESET_BODY, up } from '../../src/server/db/migrations/002_reset_links_at_rest.ts';
import { testDatabases } from '../helpers/db.ts';
import { GOOD_PASSWORD, NOTIFY, addUser, startHarness, type Harness } from './_app.ts';

const NEW_PASSWORD = 'a-brand-new-Passphrase-7';
const CONTACT = { firstName: 'Zanzibar', lastName: 'Quokkafield', email: 'visitor@example.com', companyName: 'Spamco Unlimited', message: 'Visit http://cheap-pills.example today' };

describe.each(testDatabases)('mail hardening on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, {
      mailLimits: { resetPerAddress: { max: 1, windowMs: 60_000 }, ackPerRecipient: { max: 2, windowMs: 3_600_000 } },
    });
  });
  afterAll(async () => h?.close());

  const everythingStored = async () => {
    const outbox = await h.app.ctx.db.selectFrom('mail_outbox').selectAll().execute();
    const resets = await h.app.ctx.db.selectFrom('password_resets').selectAll().execute();
    return JSON.stringify({ outbox, resets });
  };

  it('stores no usable reset token: the link is minted when the mail is sent', async () => {
    await addUser(h.app, 'at-rest@northbeam.example', 'staff', GOOD_PASSWORD, 'At Rest');
    expect((await h.app.inject({ method: 'POST', url: '/auth/reset-password-email', payload: { email: 'at-rest@northbeam.example' } })).statusCode).toBe(200);
    const queued = await h.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_addr', '=', 'at-rest@northbeam.example').execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body_text).not.toMatch(/token=/);
    // Whatever token-like string a copy of the database holds, none of them resets the password.
    const before = await everythingStored();
    for (const candidate of new Set(before.match(/[A-Za-z0-9_-]{40,}/g) ?? [])) {
      const res = await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token: candidate, password: NEW_PASSWORD } });
      expect(res.statusCode, candidate).toBe(400);
    }
    await h.app.ctx.mail.runOnce();
    const mail = await h.smtp.waitForMail((m) => m.to.includes('at-rest@northbeam.example'));
    const token = new URL(/(https?:\/\/\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Each send attempt mints another link, so each attempt is its own message (never dropped as a duplicate).
    expect(mail.messageId).toMatch(/^<outbox-\d+-\d+-1@www\.northbeam\.example>$/);
    expect(await everythingStored()).not.toContain(token);
    const reset = await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: NEW_PASSWORD } });
    expect(reset.statusCode).toBe(200);
  });

  it('blanks the reset links that mails queued or sent before this change hold (a migration)', async () => {
    const old = new Date(Date.now() - 60_000).toISOString();
    const row = (to: string, sent: string | null) => ({
      to_addr: to, reply_to: null, subject: 'Reset your password', kind: 'reset', created_at: old, next_attempt_at: old,
      locked_until: null, sent_at: sent, failed_at: null, last_error: null,
      body_text: `Hello,\n\nhttps://www.northbeam.example/reset-password?token=RAWTOKENRAWTOKENRAWTOKENRAWTOKENRAWTOKEN123\n`,
    });
    await h.app.ctx.db.insertInto('mail_outbox').values([row('old-queued@northbeam.example', null), row('old-sent@northbeam.example', old)]).execute();
    await up(h.app.ctx.db as never);
    const rows = await h.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_addr', 'in', ['old-queued@northbeam.example', 'old-sent@northbeam.example']).orderBy('to_addr').execute();
    expect(rows.map((r) => r.body_text)).toEqual([REMOVED_RESET_BODY, REMOVED_RESET_BODY]);
    expect(rows[0]!.failed_at).not.toBeNull(); // old-queued: never sent
    expect(rows[1]!.failed_at).toBeNull(); // old-sent: stays a sent mail
    await h.app.ctx.mail.runOnce();
    expect(h.smtp.mails.some((m) => m.to.includes('old-queued@northbeam.example'))).toBe(false);
  });

  it('sends one reset mail per address per cooldown, with the same answer to every request', async () => {
    await addUser(h.app, 'flooded@northbeam.example', 'staff', GOOD_PASSWORD, 'Flooded');
    const answers = await Promise.all(
      ['flooded@northbeam.example', 'FLOODED@northbeam.example', 'flooded@northbeam.example', 'Flooded@Northbeam.example'].map((email) =>
        h.app.inject({ method: 'POST', url: '/auth/reset-password-email', payload: { email } }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]!.body);
    }
    await h.app.ctx.mail.runOnce();
    await h.smtp.waitForMail((m) => m.to.includes('flooded@northbeam.example'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.smtp.mails.filter((m) => m.to.includes('flooded@northbeam.example'))).toHaveLength(1);
  });

  it('acknowledges a submission without quoting any visitor text, and at most twice an hour per address', async () => {
    for (const email of ['visitor@example.com', 'Visitor@Example.com', 'visitor@example.com', 'VISITOR@example.com']) {
      const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: { ...CONTACT, email } });
      expect(res.statusCode).toBe(201);
    }
    await h.app.ctx.mail.runOnce();
    await h.smtp.waitForMail(() => h.smtp.mails.filter((m) => m.to.includes(NOTIFY) && m.subject.includes('Quokkafield')).length === 4);
    const acks = h.smtp.mails.filter((m) => m.to.some((to) => to.toLowerCase() === 'visitor@example.com'));
    expect(acks).toHaveLength(2);
    for (const ack of acks) {
      for (const typed of ['Zanzibar', 'Quokkafield', 'Spamco', 'cheap-pills', 'http']) {
        expect(ack.text, typed).not.toContain(typed);
        expect(ack.subject, typed).not.toContain(typed);
      }
      expect(ack.text).toContain('We have received it');
    }
    // Staff still get everything the visitor wrote, four times.
    const notes = h.smtp.mails.filter((m) => m.to.includes(NOTIFY) && m.subject.includes('Quokkafield'));
    expect(notes).toHaveLength(4);
    expect(notes[0]!.text).toContain('cheap-pills');
  });

  /** An app without SMTP_URL: one contact submission, the worker started and run; what it printed and logged. */
  async function withoutSmtp(dev: boolean, email: string) {
    const lines: string[] = [];
    const app = await buildApp({ ...h.config, smtpUrl: undefined, dev, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    const writes: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    try {
      await app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: { ...CONTACT, email } });
      app.ctx.mail.start();
      const sent = await app.ctx.mail.runOnce();
      await app.ctx.mail.stop();
      const rows = await app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_addr', '=', email).execute();
      return { sent, rows, printed: writes.join(''), log: lines.join('') };
    } finally {
      spy.mockRestore();
      await app.close();
    }
  }

  it('without SMTP_URL outside development keeps mail in the outbox, prints nothing and warns at start', async () => {
    const { sent, rows, printed, log } = await withoutSmtp(false, 'kept@example.com');
    expect(sent).toBe(0);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent_at).toBeNull();
    expect(rows[0]!.attempts).toBe(0);
    expect(printed).not.toContain('--- mail');
    expect(log).toMatch(/SMTP_URL is not set: mail .* stays in the outbox/);
    expect(log).not.toContain('mail sent');
  });

  it('without SMTP_URL in development prints the mail and logs that it was printed, not sent', async () => {
    const { rows, printed, log } = await withoutSmtp(true, 'printed@example.com');
    expect(rows[0]!.sent_at).not.toBeNull();
    expect(printed).toContain('To: printed@example.com');
    expect(log).toContain('mail printed to the console, not sent (SMTP_URL is not set)');
    expect(log).not.toContain('"mail sent"');
  });
});
