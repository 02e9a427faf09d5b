/**
 * Outages against the real server process: the disk under SQLite fills up, PostgreSQL becomes
 * unreachable (a TCP relay in front of it is cut), read-only (its role is switched to read-only
 * transactions, as after a fail-over to a replica) or loses its write grant. Each time: clear 503
 * answers with Retry-After and no internals, the process stays up, and normal service returns.
 * (The SMTP outage is in tests/server/mail.test.ts; SQLite query_only in security.test.ts.)
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, openSync, writeSync, closeSync } from 'node:fs';
import { relay } from '../helpers/tcp-relay.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { testConfig } from '../server/_app.ts';
import { recordFigure } from './_figures.ts';
import { freePort, startServer, type ServerProcess } from './_proc.ts';

const LEAK = /\bat \S+ \(|\.ts:\d|\bselect\b|\binsert\b|sqlite|postgres|node_modules|\/work\/|\/tmp\//i;

function contact(tag: string) {
  return JSON.stringify({ firstName: 'Out', lastName: 'Age', email: `${tag}@outage.example`, companyName: 'C', industry: '', message: `outage ${tag}`, website: '' });
}

async function submit(server: ServerProcess | string, tag: string): Promise<{ status: number; body: string; retryAfter: string | null }> {
  const base = typeof server === 'string' ? server : server.url;
  const res = await fetch(`${base}/api/form/submit/contact-us-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: contact(tag) });
  return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') };
}

async function health(server: ServerProcess): Promise<number> {
  return (await fetch(`${server.url}/healthz`)).status;
}

function expectClean503(res: { status: number; body: string; retryAfter: string | null }) {
  expect(res.status, res.body).toBe(503);
  expect(res.retryAfter).toBe('5');
  expect(JSON.parse(res.body)).toMatchObject({ status: 'error', error: expect.stringMatching(/temporarily unavailable/) });
  expect(res.body).not.toMatch(LEAK);
}

/** Submits until one is stored (each refusal a clean 503); answers how many tries it took. */
async function until201(server: ServerProcess, tag: string): Promise<number> {
  for (let i = 1; i <= 10; i++) {
    const res = await submit(server, tag);
    if (res.status === 201) return i;
    expectClean503(res);
    await new Promise((r) => setTimeout(r, 200));
  }
  return Infinity;
}

function tryMount(dir: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('disk full under SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-diskfull-'));
  let mounted = false;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (mounted) execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 while the disk is full and stores again once there is room (real tmpfs when it can be mounted)', async () => {
    mounted = tryMount(dir, '8m');
    if (!mounted) {
      // No tmpfs here (not root, or no mount namespace): the in-process max_page_count test below covers it.
      console.log('[disk-full] tmpfs could not be mounted; covered by the max_page_count test only');
      return;
    }
    const port = await freePort();
    server = await startServer({ DATABASE_URL: join(dir, 'app.db') }, port);
    expect((await submit(server, 'before')).status).toBe(201);
    // Fill every remaining byte of the small disk.
    const filler = join(dir, 'filler');
    const fd = openSync(filler, 'w');
    const chunk = Buffer.alloc(64 * 1024, 1);
    try {
      for (;;) writeSync(fd, chunk);
    } catch {
      // ENOSPC: full
    }
    try {
      for (;;) writeSync(fd, Buffer.alloc(512, 1));
    } catch {
      // every last block
    }
    closeSync(fd);
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const res = await submit(server, `full-${i}-${'x'.repeat(2000)}`.slice(0, 60));
      if (res.status === 201) continue; // a page with room left can still take a row or two
      expectClean503(res);
      refused++;
    }
    expect(refused).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
    rmSync(filler);
    await new Promise((r) => setTimeout(r, 200));
    expect((await submit(server, 'after')).status).toBe(201);
    expect(await health(server)).toBe(200);
    recordFigure('disk-full-tmpfs', { method: 'tmpfs 8 MB, filled with a file', refused503: refused, processAlive: true, recovered: true });
  });

  // The page limit is a setting of one connection, so this runs on an in-memory database, whose
  // submissions the event loop's connection writes; on a file they go through the writer thread's
  // own connection, and the tmpfs test above fills a real disk under it.
  it('answers 503 when SQLite hits its page limit (max_page_count) and recovers', async () => {
    const app = await buildApp(testConfig(':memory:', undefined));
    try {
      const inject = (tag: string) => app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', headers: { 'content-type': 'application/json' }, payload: contact(tag) });
      expect((await inject('first')).statusCode).toBe(201);
      const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(app.ctx.db)).rows[0]!.page_count);
      await sql.raw(`pragma max_page_count = ${pages}`).execute(app.ctx.db);
      let refused = 0;
      for (let i = 0; i < 30; i++) {
        const res = await inject(`full-${i}-${'y'.repeat(40)}`);
        if (res.statusCode === 201) continue;
        expectClean503({ status: res.statusCode, body: res.body, retryAfter: (res.headers['retry-after'] as string) ?? null });
        refused++;
      }
      expect(refused).toBeGreaterThan(0);
      await sql.raw(`pragma max_page_count = 1073741823`).execute(app.ctx.db);
      expect((await inject('after')).statusCode).toBe(201);
      recordFigure('disk-full-pagecount', { method: 'PRAGMA max_page_count', refused503: refused, recovered: true });
    } finally {
      await app.close();
    }
  });
});


describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL outages against the real process', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const role = `nb_faults_${randomBytes(4).toString('hex')}`;
  const schema = `${role}_s`;
  const admin = new pg.Client({ connectionString: base });
  let server: ServerProcess | undefined;
  let proxy: Awaited<ReturnType<typeof relay>> | undefined;

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await proxy?.cut().catch(() => undefined);
    await admin.query(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
    await admin.query(`drop role if exists "${role}"`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  });

  it('unreachable, read-only and without its write grant: 503, no crash, service again after each', async () => {
    await admin.connect();
    // The server logs in as its own (non-superuser) role, as in production, so grants and role
    // settings apply to it.
    await admin.query(`create role "${role}" login`);
    await admin.query(`create schema "${schema}" authorization "${role}"`);
    const target = new URL(base);
    proxy = await relay(target.hostname, Number(target.port || 5432));
    const url = new URL(base);
    url.username = role;
    url.host = `127.0.0.1:${proxy.port}`;
    url.searchParams.set('options', `-c search_path=${schema}`);
    const port = await freePort();
    server = await startServer({ DATABASE_URL: url.toString() }, port);
    const figures: Record<string, number> = {};
    expect((await submit(server, 'ok-0')).status).toBe(201);

    // 1. Unreachable for a while.
    await proxy.cut();
    let refused = 0;
    for (let i = 0; i < 5; i++) {
      expectClean503(await submit(server, `cut-${i}`));
      refused++;
    }
    expect(await health(server)).toBe(503);
    await new Promise((r) => setTimeout(r, 2000));
    expect(server.child.exitCode).toBeNull();
    await proxy.restore();
    expect(await health(server)).toBe(200);
    expect(await until201(server, 'ok-1')).toBeLessThanOrEqual(10);
    figures.unreachable503 = refused;

    // 2. Read-only (SQLSTATE 25006), as a server that failed over to a standby: the role's new
    // sessions are read-only and the current ones are ended.
    const kick = () => admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [role]);
    await admin.query(`alter role "${role}" set default_transaction_read_only = on`);
    await kick();
    refused = 0;
    for (let i = 0; i < 5; i++) {
      expectClean503(await submit(server, `ro-${i}`));
      refused++;
    }
    expect(await health(server)).toBe(200); // reads still work
    await admin.query(`alter role "${role}" reset default_transaction_read_only`);
    await kick();
    // Pooled sessions that were ended fail one request each (503) before the pool replaces them.
    expect(await until201(server, 'ok-2')).toBeLessThanOrEqual(10);
    figures.readOnly503 = refused;

    // 3. The write grant revoked (SQLSTATE 42501).
    await admin.query(`alter schema "${schema}" owner to postgres`);
    await admin.query(`alter table "${schema}".contact_us_forms owner to postgres`);
    await admin.query(`grant usage on schema "${schema}" to "${role}"`);
    await admin.query(`grant select on all tables in schema "${schema}" to "${role}"`);
    refused = 0;
    for (let i = 0; i < 5; i++) {
      expectClean503(await submit(server, `grant-${i}`));
      refused++;
    }
    await admin.query(`grant insert, update, delete on "${schema}".contact_us_forms to "${role}"`);
    await admin.query(`grant usage on all sequences in schema "${schema}" to "${role}"`);
    expect(await until201(server, 'ok-3')).toBeLessThanOrEqual(10);
    figures.revokedGrant503 = refused;

    expect(server.child.exitCode).toBeNull();
    const stored = await admin.query(`select count(*)::int as n from "${schema}".contact_us_forms where message like 'outage ok-%'`);
    expect(stored.rows[0].n).toBe(4);
    recordFigure('postgres-outages', figures);
  });
});
