/**
 * Crash safety: the real server process takes 200 contact submissions, 50 in flight at a time, and
 * is killed with SIGKILL part-way through. After a restart on the same database: every submission that got
 * a 2xx is stored exactly once, the database passes its integrity check, and the outbox sends each
 * stored submission's two mails (team notification + acknowledgement) to a real SMTP receiver.
 */
import { randomBytes } from 'node:crypto';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, searchIndexIntegrity, testDatabases, type TestDatabase } from '../helpers/db.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../helpers/smtp.ts';
import { freePort, startServer } from './_proc.ts';
import { recordFigure } from './_figures.ts';

const TOTAL = 200;
const KILL_AFTER = 60;
/**
 * Requests in flight at once. Each sender sends its next request only once its last one is
 * answered, so the server can never be more than this far ahead of the test: when the test reads
 * its 60th answer (late, on a busy machine) at most 110 were sent, and the kill lands mid-burst.
 * With all 200 sent at once, a fast server answered every one before a busy test got to the kill.
 */
const IN_FLIGHT = 50;
const NOTIFY = 'team@northbeam.example';

async function storedMarkers(database: TestDatabase, nonce: string): Promise<{ markers: string[]; integrity: string }> {
  if (database.kind === 'sqlite') {
    const db = new Sqlite(database.url, { readonly: true });
    try {
      const pages = (db.pragma('integrity_check', { simple: true }) as string) ?? '';
      const search = searchIndexIntegrity(database.url);
      const integrity = pages === 'ok' && search === 'ok' ? 'ok' : `pages: ${pages}; search index: ${search}`;
      const rows = db.prepare(`select message from contact_us_forms where message like ?`).all(`%${nonce}%`) as Array<{ message: string }>;
      return { markers: rows.map((r) => r.message), integrity };
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // PostgreSQL has no whole-database check a test can run; the sanity check is that every
    // table answers a full scan and the primary keys are unique (an index scan agrees with a seq scan).
    const seq = await client.query('select count(*)::int as n, count(distinct id)::int as d from contact_us_forms');
    await client.query('set enable_seqscan = off');
    const idx = await client.query('select count(*)::int as n from contact_us_forms where id > 0');
    await client.query('reset enable_seqscan');
    for (const table of ['users', 'sessions', 'mail_outbox', 'careers_forms', 'get_started_forms']) await client.query(`select count(*) from ${table}`);
    const integrity = seq.rows[0].n === seq.rows[0].d && seq.rows[0].n === idx.rows[0].n ? 'ok' : `mismatch ${JSON.stringify([seq.rows[0], idx.rows[0]])}`;
    const rows = await client.query('select message from contact_us_forms where message like $1', [`%${nonce}%`]);
    return { markers: rows.rows.map((r: { message: string }) => r.message), integrity };
  } finally {
    await client.end();
  }
}

const CASES = testDatabases.flatMap((kind) => [
  { kind, smtp: 'up' as const },
  // The mail server is down through the burst, the kill and the restart, and returns later:
  // every pending mail must still go out exactly once.
  { kind, smtp: 'down' as const },
]);

// The four cases run at once: each has its own database, SMTP receiver and port, and most of a case
// is waiting for the outbox to send (a SQLite commit per mail), which the others can use.
describe.concurrent.each(CASES)('SIGKILL during 200 submissions (50 at a time) on $kind, SMTP $smtp', ({ kind, smtp: smtpState }) => {
  let database: TestDatabase | undefined;
  let smtp: SmtpReceiver | undefined;
  afterAll(async () => {
    await smtp?.close();
    await database?.cleanup();
  });

  it('stores every acknowledged submission exactly once and mails each once after the restart', async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpReceiver();
    const port = await freePort();
    // The outbox's retry backoff (30 s after the first failure) and its claim lease (60 s) are
    // shortened, so the test waits seconds for what the same code does in a minute in production.
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, NOTIFY_EMAIL: NOTIFY, PUBLIC_URL: 'https://www.northbeam.example', MAIL_RETRY_BASE_MS: '2000', MAIL_LEASE_MS: '5000' };
    if (smtpState === 'down') await smtp.stop();
    const first = await startServer(env, port);
    const nonce = randomBytes(4).toString('hex');
    const marker = (i: number) => `crash-${nonce}-${String(i).padStart(3, '0')}`;

    const acknowledged = new Set<string>();
    let refused = 0;
    let failed = 0;
    let killed = false;
    const send = async (i: number) => {
      try {
        const res = await fetch(`${first.url}/api/form/submit/contact-us-form`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Crash',
            lastName: `Test ${i}`,
            email: `${marker(i)}@crash.example`,
            companyName: 'Crash Co',
            industry: '',
            message: `Please keep this: ${marker(i)} end`,
            website: '',
          }),
        });
        await res.arrayBuffer();
        if (res.status >= 200 && res.status < 300) acknowledged.add(marker(i));
        else refused++;
      } catch {
        failed++; // the connection died with the process: no answer, no promise made
      }
      if (!killed && acknowledged.size >= KILL_AFTER) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    };
    let next = 0;
    const sender = async () => {
      while (next < TOTAL) await send(next++);
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
    expect(await first.exited).toBe('SIGKILL');
    expect(killed).toBe(true);
    expect(refused, first.output()).toBe(0);
    // The kill really landed mid-way: some requests were acknowledged, others never answered.
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failed).toBeGreaterThan(0);

    // Restart on the same database; the outbox picks up what the dead process left. A mail that
    // was claimed at the moment of the kill waits out its lease first.
    const second = await startServer(env, port);
    let stored: string[];
    try {
      ({ markers: stored } = await storedMarkers(database, nonce));
      if (smtpState === 'down') {
        await new Promise((r) => setTimeout(r, 2000));
        expect(smtp.mails.filter((m) => m.raw.includes(nonce))).toHaveLength(0);
        await smtp.start();
      }
      const expectedMails = stored.length * 2;
      // Failed attempts wait out their backoff (2 s, 4 s …), a claimed mail its lease (5 s).
      const deadline = Date.now() + 150_000;
      const ours = () => smtp!.mails.filter((m) => m.raw.includes(nonce));
      while (new Set(ours().map((m) => m.messageId)).size < expectedMails && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      // A little longer, so a late duplicate would be seen.
      await new Promise((r) => setTimeout(r, 3000));
    } finally {
      expect(await second.kill('SIGTERM')).toBe(0);
    }

    const after = await storedMarkers(database, nonce);
    expect(after.integrity).toBe('ok');
    const found = after.markers.map((m) => /crash-[0-9a-f]+-\d{3}/.exec(m)![0]);
    const counts = new Map<string, number>();
    for (const m of found) counts.set(m, (counts.get(m) ?? 0) + 1);
    const duplicatesStored = [...counts.values()].filter((n) => n > 1).length;
    const lost = [...acknowledged].filter((m) => !counts.has(m));
    expect(lost).toEqual([]);
    expect(duplicatesStored).toBe(0);

    const mails = smtp.mails.filter((m) => m.raw.includes(nonce));
    const perId = new Map<string, number>();
    for (const m of mails) perId.set(m.messageId ?? '', (perId.get(m.messageId ?? '') ?? 0) + 1);
    const repeated = [...perId.values()].filter((n) => n > 1).length;
    for (const m of counts.keys()) {
      const ack = mails.filter((mail) => mail.to.includes(`${m}@crash.example`));
      const team = mails.filter((mail) => mail.to.includes(NOTIFY) && mail.replyTo?.includes(`${m}@crash.example`));
      expect(new Set(ack.map((x) => x.messageId)).size, `${m} acknowledgement`).toBe(1);
      expect(new Set(team.map((x) => x.messageId)).size, `${m} team notification`).toBe(1);
    }
    // Exactly once, except at most the single mail whose SMTP transaction the kill interrupted
    // (sent, not yet marked sent): it is repeated with the same Message-ID, which receivers drop.
    expect(repeated).toBeLessThanOrEqual(1);

    recordFigure(`crash-${kind}-smtp-${smtpState}`, {
      database: kind,
      smtpDuringCrash: smtpState,
      sent: TOTAL,
      acknowledged: acknowledged.size,
      noAnswer: failed,
      stored: counts.size,
      storedWithoutAnswer: counts.size - acknowledged.size,
      acknowledgedLost: lost.length,
      storedTwice: duplicatesStored,
      mailsExpected: counts.size * 2,
      mailsDistinctReceived: perId.size,
      mailsRepeatedSameMessageId: repeated,
      integrity: after.integrity,
    });
  }, 300_000);
});
