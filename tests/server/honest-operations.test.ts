/**
 * Honest operations: what the server logs and answers tells the truth about its state. A client
 * that hangs up is not an outage; readiness proves the database takes writes, and a server whose
 * database cannot be written does not start; a shutdown does not wait for the whole mail backlog;
 * the errors Node answers by itself carry the site's security headers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { enqueueMail } from '../../src/server/mail/outbox.ts';
import { MailWorker } from '../../src/server/mail/worker.ts';
import { STATIC_HEADERS } from '../../src/server/security/headers.ts';
import { createTestDatabase, testDatabases, type TestDatabase, type TestDbKind } from '../helpers/db.ts';
import { freePort } from '../helpers/ports.ts';
import { startSmtpReceiver } from '../helpers/smtp.ts';
import { startHarness, testConfig, type Harness } from './_app.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Writes `bytes` over a real socket and returns everything the server sends back until it closes. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((done, fail) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => done(answer));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? done(answer) : fail(error)));
  });
}

/** Sends a request's head and part of its body, then hangs up, as a visitor closing the tab mid-upload does. */
function hangUpMidBody(port: number, head: string, partialBody: string): Promise<void> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head + partialBody);
      setTimeout(() => (socket.destroy(), done()), 150);
    });
    socket.on('error', fail);
  });
}

function headersOf(answer: string): Record<string, string> {
  const head = answer.split('\r\n\r\n')[0]!.split('\r\n').slice(1);
  return Object.fromEntries(head.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}

/**
 * Makes a file unwritable: by its mode, or for root (whom modes do not stop) with the immutable
 * attribute. Returns how to undo it, or undefined where neither works.
 */
function makeReadOnly(file: string): (() => void) | undefined {
  if (process.getuid?.() !== 0) {
    chmodSync(file, 0o444);
    return () => chmodSync(file, 0o644);
  }
  if (spawnSync('chattr', ['+i', file]).status !== 0) return undefined;
  return () => void spawnSync('chattr', ['-i', file]);
}

/** A database with every migration applied and nothing open on it. */
async function migratedDatabase(kind: TestDbKind): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  const app = await buildApp(testConfig(database.url, undefined));
  await app.close();
  return database;
}

/** The same PostgreSQL schema, reached through sessions that refuse writes (as on a standby after a fail-over). */
function readOnlyPostgres(url: string): string {
  return url.replace(/options=([^&]*)/, (_all, value: string) => `options=${encodeURIComponent(`${decodeURIComponent(value)} -c default_transaction_read_only=on`)}`);
}

describe.each(testDatabases)('honest operations on %s', (kind) => {
  let h: Harness;
  let port: number;
  const logLines: Array<{ level: number; msg: string }> = [];
  beforeAll(async () => {
    h = await startHarness(kind, { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as { port: number }).port;
  });
  afterAll(async () => h?.close());

  it('a client hanging up mid-upload is logged at info as the client’s doing, never as the database being down', async () => {
    const from = logLines.length;
    const json = `{"firstName":"Ana","message":"${'x'.repeat(200)}`;
    await hangUpMidBody(port, 'POST /api/form/submit/contact-us-form HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n', json);
    const boundary = 'b0undary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${'y'.repeat(2000)}`;
    await hangUpMidBody(port, `POST /api/form/submit/careers-form HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n`, part);
    await expect.poll(() => logLines.slice(from).some((line) => line.msg === 'client closed the connection before its request was read')).toBe(true);
    await sleep(200);
    const lines = logLines.slice(from);
    expect(lines.filter((line) => line.msg === 'database unavailable')).toEqual([]);
    // pino levels: 30 info, 40 warn, 50 error.
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('/readyz answers 200 while the database takes writes, and rewrites its heartbeat row', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { db: 'writable' } });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await h.app.ctx.db.selectFrom('heartbeat').selectAll().executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.beat_at)).toBeLessThan(60_000);
  });

  it('/readyz answers 503 on a database that can be read but not written, while /healthz still answers 200', async (context) => {
    const database = await migratedDatabase(kind);
    let undo: (() => void) | undefined;
    let url = database.url;
    if (kind === 'sqlite') {
      undo = makeReadOnly(database.url);
      if (!undo) return context.skip('cannot make a file read-only here');
    } else {
      url = readOnlyPostgres(database.url);
    }
    const app = await buildApp(testConfig(url, undefined));
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json().status).toBe('error');
    } finally {
      await app.close();
      undo?.();
      await database.cleanup();
    }
  });

  it('Node’s own 400 and 431 answers carry the security headers', async () => {
    const answers = {
      431: await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      400: await rawExchange(port, 'NOT A REQUEST LINE\r\n\r\n'),
    };
    for (const [status, answer] of Object.entries(answers)) {
      expect(answer.startsWith(`HTTP/1.1 ${status} `), answer.slice(0, 80)).toBe(true);
      const headers = headersOf(answer);
      for (const [name, value] of Object.entries(STATIC_HEADERS)) expect(headers[name], `${status} ${name}`).toBe(value);
      expect(JSON.parse(answer.split('\r\n\r\n')[1]!).status).toBe('error');
    }
  });

  it('stopping the mail worker ends its run between mails instead of sending the whole backlog', async () => {
    for (let i = 0; i < 30; i++) await enqueueMail(h.app.ctx.db, h.app.ctx.dialect, { kind: 'notify', to: 'team@northbeam.example', subject: `backlog ${i}`, text: 'x' });
    const slowSend = async (mail: { body_text: string }) => (await sleep(100), mail.body_text);
    const worker = new MailWorker(h.app.ctx.db, { smtpUrl: h.smtp.url, from: 'x@northbeam.example', domain: 'northbeam.example', ...h.config.mail, pollMs: 60_000, retryBaseMs: 1000, maxAttempts: 3, prepare: { notify: slowSend } }, h.app.log);
    worker.start();
    await expect.poll(() => h.smtp.mails.filter((mail) => mail.subject.startsWith('backlog')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const started = performance.now();
    await worker.stop();
    const stopMs = performance.now() - started;
    const sent = await h.app.ctx.db.selectFrom('mail_outbox').select('id').where('subject', 'like', 'backlog%').where('sent_at', 'is not', null).execute();
    expect(sent.length).toBeLessThan(30);
    // One mail in flight at most (100 ms plus the SMTP exchange), not the remaining backlog (seconds).
    expect(stopMs).toBeLessThan(1500);
  });
});

describe('the server process', () => {
  it('SIGTERM with a mail backlog stops between two mails, exits 0 soon, and leaves the rest queued', async () => {
    const database = await migratedDatabase('sqlite');
    const smtp = await startSmtpReceiver();
    const BACKLOG = 1000;
    const seed = await buildApp(testConfig(database.url, undefined));
    await seed.ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < BACKLOG; i++) await enqueueMail(trx, seed.ctx.dialect, { kind: 'notify', to: 'team@northbeam.example', subject: `backlog ${i}`, text: 'x' });
    });
    await seed.close();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: '', PORT: String(await freePort()), DATABASE_URL: database.url, DIST_DIR: resolve(ROOT, 'no-such-dist'), SMTP_URL: smtp.url, ADMIN_EMAIL: 'first@northbeam.example', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((done) => child.on('exit', done));
      await expect.poll(() => smtp.mails.length, { timeout: 60_000 }).toBeGreaterThan(0);
      const signalled = performance.now();
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      // Well inside the 15 s shutdown guard: one mail in flight, not the backlog.
      expect(performance.now() - signalled).toBeLessThan(5000);
      expect(smtp.mails.length).toBeLessThan(BACKLOG);
    } finally {
      await smtp.close();
      await database.cleanup();
    }
  }, 90_000);
});

describe('a server started on a database it cannot write', () => {
  it('exits with a message that says so', async (context) => {
    const database = await migratedDatabase('sqlite');
    const undo = makeReadOnly(database.url);
    if (!undo) return context.skip('cannot make a file read-only here');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: '', PORT: String(await freePort()), DATABASE_URL: database.url, DIST_DIR: resolve(ROOT, 'no-such-dist'), LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((done) => child.on('exit', done));
      expect(code, output).toBe(1);
      expect(output).toContain(`the database ${database.url} cannot be written`);
      expect(output).not.toMatch(/serving|First start/);
    } finally {
      undo();
      await database.cleanup();
    }
  }, 60_000);
});
