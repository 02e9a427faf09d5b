/**
 * The audit trail, through the real app: each staff action writes one entry with the acting user,
 * the target and the client address; entries are chained by hash, so a field changed in the
 * database or a row deleted from the middle (or the end) is reported by the check, at the first bad
 * entry; concurrent actions never fork the chain; admins list (newest first, page by page),
 * export (CSV) and verify it, staff get 403; `npm run user -- audit-verify` says ok or names the
 * first bad entry and exits 1.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuditAppender } from '../../src/server/audit/appender.ts';
import { directWriter } from '../../src/server/db/group-commit.ts';
import { testDatabases } from '../helpers/db.ts';
import { addUser, bearer, GOOD_PASSWORD, login, startHarness, type Harness } from './_app.ts';
import { PDF, multipart } from './_multipart.ts';

/** `npm run user -- audit-verify` (node with the tsx loader, as npm runs it). */
function auditVerifyCli(databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/user.ts', 'audit-verify'], { cwd: resolve(import.meta.dirname, '../..'), env: { ...process.env, DATABASE_URL: databaseUrl } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

const ADMIN = 'audit-admin@northbeam.example';
const STAFF = 'audit-staff@northbeam.example';

describe.each(testDatabases)('audit trail on %s', (kind) => {
  let h: Harness;
  let admin: string;
  let staff: string;
  let adminId: number;
  let staffId: number;

  beforeAll(async () => {
    h = await startHarness(kind);
    adminId = Number((await addUser(h.app, ADMIN, 'admin')).id);
    staffId = Number((await addUser(h.app, STAFF, 'staff')).id);
    admin = await login(h.app, ADMIN);
    staff = await login(h.app, STAFF);
  });
  afterAll(async () => h?.close());

  const lastEntries = async (count: number) => (await h.app.ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(count).execute()).reverse();
  const verify = async () => (await h.app.inject({ url: '/api/audit/verify', headers: bearer(admin) })).json().data as { ok: boolean; rows: number; firstBadId?: number };

  /** Runs statements the app's triggers would refuse, as someone with the database owner's rights could. */
  async function tamper(run: () => Promise<unknown>) {
    const { db } = h.app.ctx;
    if (kind === 'postgres') {
      await sql`alter table audit_log disable trigger audit_log_no_update`.execute(db);
      await run();
      await sql`alter table audit_log enable trigger audit_log_no_update`.execute(db);
    } else {
      await sql`drop trigger audit_log_no_update`.execute(db);
      await sql`drop trigger audit_log_no_delete`.execute(db);
      await run();
      await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    }
  }

  it('records sign-in, listing, opening, export, CV download and delete with the actor, target and address', async () => {
    const contact = await h.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', companyName: 'Lee Ltd', message: 'Hi' } });
    const contactId = contact.json().data.id as number;
    const body = multipart({ name: 'Ada Lovelace', email: 'ada@engine.example', phone: '+44 20 7946 0000', position: 'Cloud Engineer' }, { cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: PDF } });
    const cvId = (await h.app.inject({ method: 'POST', url: '/api/form/submit/careers-form', payload: body.payload, headers: body.headers })).json().data.id as number;

    const me = await login(h.app, STAFF);
    const remote = { remoteAddress: '203.0.113.7' };
    await h.app.inject({ method: 'POST', url: '/api/form/type/contact-us', headers: bearer(me), payload: { filters: {} }, ...remote });
    await h.app.inject({ url: `/api/form/single/contact-us/${contactId}`, headers: bearer(me), ...remote });
    await h.app.inject({ url: '/api/form/export/contact-us', headers: bearer(me), ...remote });
    await h.app.inject({ url: `/api/form/cv/${cvId}`, headers: bearer(me), ...remote });
    expect((await h.app.inject({ method: 'DELETE', url: `/api/form/delete/contact-us/${contactId}`, headers: bearer(admin), ...remote })).statusCode).toBe(200);

    const entries = await lastEntries(6);
    expect(entries.map((entry) => [entry.action, entry.actor_email, entry.target_table, entry.target_id])).toEqual([
      ['sign_in', STAFF, 'account', String(staffId)],
      ['forms_listed', STAFF, 'contact-us', null],
      ['form_opened', STAFF, 'contact-us', String(contactId)],
      ['forms_exported', STAFF, 'contact-us', null],
      ['cv_downloaded', STAFF, 'careers', String(cvId)],
      ['form_deleted', ADMIN, 'contact-us', String(contactId)],
    ]);
    expect(entries[0]!.client_ip).toBe('127.0.0.1');
    expect(entries.slice(1).map((entry) => entry.client_ip)).toEqual(Array(5).fill('203.0.113.7'));
    expect(Number(entries[5]!.actor_id)).toBe(adminId);
    expect(Date.now() - Date.parse(entries[5]!.at)).toBeLessThan(60_000);
  });

  it('records account changes: added, role changed, disabled, enabled, removed, password changed and reset, sign-out', async () => {
    const created = await h.app.inject({ method: 'POST', url: '/auth/users', headers: bearer(admin), payload: { email: 'newbie@northbeam.example', name: 'Newbie', role: 'staff', password: GOOD_PASSWORD } });
    const id = created.json().data.user.id as number;
    await h.app.inject({ method: 'PATCH', url: `/auth/users/${id}`, headers: bearer(admin), payload: { role: 'admin' } });
    await h.app.inject({ method: 'PATCH', url: `/auth/users/${id}`, headers: bearer(admin), payload: { disabled: true } });
    await h.app.inject({ method: 'PATCH', url: `/auth/users/${id}`, headers: bearer(admin), payload: { disabled: false } });
    const newbie = await login(h.app, 'newbie@northbeam.example');
    await h.app.inject({ method: 'POST', url: '/auth/reset-password', headers: bearer(newbie), payload: { currentPassword: GOOD_PASSWORD, password: 'another-Horse-battery-77' } });
    await h.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(newbie) });
    await h.app.inject({ method: 'DELETE', url: `/auth/users/${id}`, headers: bearer(admin) });
    const entries = await lastEntries(8);
    expect(entries.map((entry) => [entry.action, entry.actor_email, entry.target_table, entry.target_id])).toEqual([
      ['account_added', ADMIN, 'account', String(id)],
      ['account_role_changed', ADMIN, 'account', String(id)],
      ['account_disabled', ADMIN, 'account', String(id)],
      ['account_enabled', ADMIN, 'account', String(id)],
      ['sign_in', 'newbie@northbeam.example', 'account', String(id)],
      ['password_changed', 'newbie@northbeam.example', 'account', String(id)],
      ['sign_out', 'newbie@northbeam.example', 'account', String(id)],
      ['account_removed', ADMIN, 'account', String(id)],
    ]);
  });

  it('records a password reset by link under the account it reset', async () => {
    const user = await addUser(h.app, 'forgetful@northbeam.example', 'staff');
    await h.app.inject({ method: 'POST', url: '/auth/reset-password-email', payload: { email: 'forgetful@northbeam.example' } });
    await h.app.ctx.mail.runOnce();
    const mail = await h.smtp.waitForMail((message) => message.to.includes('forgetful@northbeam.example'));
    const token = new URL(/(https?:\/\/\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
    expect((await h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: 'brand-New-password-55' } })).statusCode).toBe(200);
    const [entry] = await lastEntries(1);
    expect([entry!.action, entry!.actor_email, Number(entry!.actor_id), entry!.target_id]).toEqual(['password_reset', 'forgetful@northbeam.example', Number(user.id), String(user.id)]);
  });

  it('keeps one unbroken chain under 40 concurrent actions', async () => {
    const before = (await verify()).rows;
    const forms = Array.from({ length: 40 }, (_, index) => h.app.inject({ method: 'POST', url: '/api/form/type/careers', headers: bearer(index % 2 ? staff : admin), payload: { filters: {} } }));
    expect((await Promise.all(forms)).map((res) => res.statusCode)).toEqual(Array(40).fill(200));
    const check = await verify();
    expect(check).toEqual({ ok: true, rows: before + 40 });
    // Appends straight to the store, many at once, fork nothing either.
    await Promise.all(Array.from({ length: 30 }, (_, index) => h.app.ctx.audit.append({ actor: { id: adminId, email: ADMIN }, action: 'forms_listed', target: { table: 'careers' }, clientIp: `10.0.0.${index}` })));
    expect(await verify()).toEqual({ ok: true, rows: before + 70 });
    // A second server on the same database (its own appender) appending at the same time as this
    // one: the head's lock (one writer, on SQLite) keeps one chain, every entry once.
    const other = new AuditAppender(h.app.ctx.db, directWriter(h.app.ctx.db), h.app.ctx.dialect);
    const entry = (server: string, index: number) => ({ actor: { id: adminId, email: ADMIN }, action: 'forms_listed' as const, target: { table: 'contact' }, clientIp: `${server}.0.0.${index}` });
    const ids = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? other : h.app.ctx.audit).append(entry(index % 2 ? '11' : '12', index))));
    expect(new Set(ids).size).toBe(40);
    expect(await verify()).toEqual({ ok: true, rows: before + 110 });
  });

  it('lists newest first page by page, exports CSV and is closed to staff (403) and to nobody signed in (401)', async () => {
    const first = await h.app.inject({ url: '/api/audit?limit=3', headers: bearer(admin) });
    expect(first.statusCode).toBe(200);
    const page = first.json().data as { entries: Array<{ id: number; action: string; actorEmail: string }>; nextBefore: number | null };
    expect(page.entries).toHaveLength(3);
    // Looking at the trail is on it too.
    expect(page.entries[0]).toMatchObject({ action: 'audit_listed', actorEmail: ADMIN });
    expect(page.entries.map((entry) => entry.id)).toEqual([...page.entries.map((entry) => entry.id)].sort((a, b) => b - a));
    const older = (await h.app.inject({ url: `/api/audit?limit=3&before=${page.nextBefore}`, headers: bearer(admin) })).json().data as typeof page;
    expect(older.entries[0]!.id).toBe(page.entries[2]!.id - 1);
    expect((await h.app.inject({ url: '/api/audit?limit=0', headers: bearer(admin) })).statusCode).toBe(400);

    const csv = await h.app.inject({ url: '/api/audit/export', headers: bearer(admin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"id","at","actorId","actorEmail","action","targetTable","targetId","clientIp","hash"');
    expect(lines[1]).toContain('"audit_exported"');

    for (const url of ['/api/audit', '/api/audit/export', '/api/audit/verify']) {
      expect((await h.app.inject({ url, headers: bearer(staff) })).statusCode, url).toBe(403);
      expect((await h.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  it('refuses UPDATE and DELETE on the log itself (append-only)', async () => {
    const { db } = h.app.ctx;
    await expect(db.updateTable('audit_log').set({ actor_email: 'nobody@example.com' }).where('id', '=', 1).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').where('id', '=', 1).execute()).rejects.toThrow(/append-only/);
  });

  describe('tampering', () => {
    // Each case starts from an intact chain of at least 5 entries.
    beforeEach(async () => {
      expect((await verify()).ok).toBe(true);
    });

    it('a changed field is reported at its entry', async () => {
      const rows = (await verify()).rows;
      const victim = Math.floor(rows / 2);
      const original = await h.app.ctx.db.selectFrom('audit_log').select('actor_email').where('id', '=', victim).executeTakeFirstOrThrow();
      await tamper(() => h.app.ctx.db.updateTable('audit_log').set({ actor_email: 'someone-else@northbeam.example' }).where('id', '=', victim).execute());
      expect(await verify()).toEqual({ ok: false, rows: victim - 1, firstBadId: victim });
      // Put back, the chain holds again.
      await tamper(() => h.app.ctx.db.updateTable('audit_log').set({ actor_email: original.actor_email }).where('id', '=', victim).execute());
      expect((await verify()).ok).toBe(true);
    });

    it('a deleted middle entry is reported where it is missing', async () => {
      const fresh = await startHarness(kind);
      try {
        await addUser(fresh.app, ADMIN, 'admin');
        const token = await login(fresh.app, ADMIN);
        for (let i = 0; i < 5; i++) await fresh.app.inject({ method: 'POST', url: '/api/form/type/careers', headers: bearer(token), payload: { filters: {} } });
        const check = () => fresh.app.inject({ url: '/api/audit/verify', headers: bearer(token) }).then((res) => res.json().data);
        expect(await check()).toEqual({ ok: true, rows: 6 });
        expect(await auditVerifyCli(fresh.database.url)).toMatchObject({ code: 0, stdout: 'ok: the audit trail is intact (6 entries checked).\n' });
        const { db } = fresh.app.ctx;
        if (kind === 'postgres') {
          await sql`alter table audit_log disable trigger audit_log_no_update`.execute(db);
          await db.deleteFrom('audit_log').where('id', '=', 3).execute();
        } else {
          await sql`drop trigger audit_log_no_delete`.execute(db);
          await db.deleteFrom('audit_log').where('id', '=', 3).execute();
        }
        expect(await check()).toEqual({ ok: false, rows: 2, firstBadId: 3 });
        expect(await auditVerifyCli(fresh.database.url)).toMatchObject({ code: 1, stderr: 'BROKEN: the audit trail was altered at entry 3 (2 entries before it check out).\n' });
        // Deleting the newest entry (to hide the last action) shows too: the head names it.
        await db.deleteFrom('audit_log').where('id', '>=', 3).execute();
        expect(await check()).toEqual({ ok: false, rows: 2, firstBadId: 3 });
      } finally {
        await fresh.close();
      }
    }, 60_000);
  });
});
