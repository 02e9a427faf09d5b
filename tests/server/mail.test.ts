/** The mail outbox: written with the submission, sent by the worker, retried, never twice. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { testDatabases } from '../helpers/db.ts';
import { NOTIFY, startHarness, type Harness } from './_app.ts';

const CONTACT = { firstName: 'Mail', lastName: 'Test', email: 'sender@example.com', companyName: 'Co', message: 'Hello' };

describe.each(testDatabases)('mail outbox on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const submit = (lastName: string, email = CONTACT.email) =>
    h.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: { ...CONTACT, lastName, email } });

  const pending = async () =>
    Number((await h.app.ctx.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).where('sent_at', 'is', null).where('failed_at', 'is', null).executeTakeFirstOrThrow()).n);

  it('keeps mail through an SMTP outage, retries with backoff and delivers each once when it returns', async () => {
    await h.smtp.stop();
    const res = await submit('Outage', 'outage@example.com');
    expect(res.statusCode).toBe(201);
    const firstRound = Date.now();
    expect(await h.app.ctx.mail.runOnce()).toBe(0);
    const rows = await h.app.ctx.db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.attempts).toBe(1);
      expect(row.last_error).toBeTruthy();
      expect(Date.parse(row.next_attempt_at) - firstRound).toBeGreaterThanOrEqual(50 - 5);
    }
    // A second failed round doubles the wait (exponential backoff).
    await h.app.ctx.db.updateTable('mail_outbox').set({ next_attempt_at: new Date(0).toISOString() }).where('sent_at', 'is', null).execute();
    const before = Date.now();
    expect(await h.app.ctx.mail.runOnce()).toBe(0);
    const retried = await h.app.ctx.db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null).execute();
    for (const row of retried) {
      expect(row.attempts).toBe(2);
      expect(Date.parse(row.next_attempt_at) - before).toBeGreaterThanOrEqual(100 - 5);
    }
    await h.smtp.start();
    // Let the backoff pass (rather than wait for it).
    await h.app.ctx.db.updateTable('mail_outbox').set({ next_attempt_at: new Date(0).toISOString() }).where('sent_at', 'is', null).execute();
    expect(await h.app.ctx.mail.runOnce()).toBe(2);
    expect(await h.app.ctx.mail.runOnce()).toBe(0);
    expect(await pending()).toBe(0);
    // The acknowledgement quotes nothing the visitor wrote: it is found by its address.
    const got = h.smtp.mails.filter((m) => m.subject.includes('Mail Outage') || m.to.includes('outage@example.com'));
    expect(got).toHaveLength(2);
    expect(got.map((m) => m.to[0]).sort()).toEqual([NOTIFY, 'outage@example.com'].sort());
    expect(got[0]!.messageId).toMatch(/^<outbox-\d+-\d+@www\.northbeam\.example>$/);
  });

  it('gives up after maxAttempts and marks the mail failed', async () => {
    await h.smtp.stop();
    try {
      await submit('Doomed');
      for (let i = 0; i < 8; i++) {
        await h.app.ctx.mail.runOnce();
        await h.app.ctx.db.updateTable('mail_outbox').set({ next_attempt_at: new Date(0).toISOString() }).where('sent_at', 'is', null).where('failed_at', 'is', null).execute();
      }
      const rows = await h.app.ctx.db.selectFrom('mail_outbox').selectAll().where('body_text', 'like', '%Doomed%').execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.attempts).toBe(5);
        expect(row.failed_at).not.toBeNull();
      }
    } finally {
      await h.smtp.start();
    }
  });

  it('sends each mail once with two workers (two API instances) racing', async () => {
    const second = await buildApp({ ...h.config });
    try {
      for (let i = 0; i < 10; i++) expect((await submit(`Race${i}`)).statusCode).toBe(201);
      const before = h.smtp.mails.length;
      await Promise.all([h.app.ctx.mail.runOnce(), second.ctx.mail.runOnce(), h.app.ctx.mail.runOnce(), second.ctx.mail.runOnce()]);
      expect(await pending()).toBe(0);
      const sent = h.smtp.mails.slice(before);
      expect(sent).toHaveLength(20);
      expect(new Set(sent.map((m) => m.messageId)).size).toBe(20);
    } finally {
      await second.close();
    }
  });

  it('sends promptly on its own once started (no manual run)', async () => {
    h.app.ctx.mail.start();
    try {
      await submit('Prompt');
      await h.smtp.waitForMail((m) => m.subject === 'New contact enquiry from Mail Prompt', 5000);
    } finally {
      await h.app.ctx.mail.stop();
    }
  });

  it('without SMTP_URL, in development, prints the mail (reset links included) to the console', async () => {
    const quiet = await buildApp({ ...h.config, smtpUrl: undefined, dev: true });
    const writes: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    try {
      await quiet.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: { ...CONTACT, lastName: 'Printed' } });
      const sent = await quiet.ctx.mail.runOnce();
      expect(sent).toBeGreaterThanOrEqual(2);
    } finally {
      spy.mockRestore();
      await quiet.close();
    }
    const out = writes.join('');
    expect(out).toContain('not sent: SMTP_URL is not set');
    expect(out).toContain('Subject: New contact enquiry from Mail Printed');
  });

  it('sends only the acknowledgement when NOTIFY_EMAIL is not set', async () => {
    const solo = await buildApp({ ...h.config, notifyEmail: undefined });
    try {
      const res = await solo.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: { ...CONTACT, lastName: 'NoNotify', email: 'no-notify@example.com' } });
      // The acknowledgement quotes nothing the visitor wrote: found by its address.
      const kinds = await solo.ctx.db.selectFrom('mail_outbox').select('kind').where('to_addr', '=', 'no-notify@example.com').execute();
      expect(res.statusCode).toBe(201);
      expect(kinds.map((k) => k.kind)).toEqual(['ack']);
    } finally {
      await solo.close();
    }
  });
});
