/**
 * Triage through the real app on both databases: stage (one, bulk, filter, the "new" counts),
 * owner (assign, assigned-to-me, open items per person), notes, replies in place (to the
 * submission's address only, through the outbox to the SMTP receiver, rate-limited) and the
 * activity history each of these leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX } from '../../src/forms/triage.ts';
import { testDatabases } from '../helpers/db.ts';
import { GOOD_PASSWORD, addUser, bearer, expectCleanError, login, startHarness, type Harness } from './_app.ts';

describe.each(testDatabases)('triage on %s', (kind) => {
  let h: Harness;
  let admin: string;
  let staff: string;
  let staffId: number;
  let adminId: number;
  const ids: number[] = [];

  async function submit(firstName: string, message: string, email = `${firstName.toLowerCase()}@visitor.example`): Promise<number> {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/form/submit/contact-us-form',
      payload: { firstName, lastName: 'Visitor', email, companyName: 'Acme', message },
    });
    expect(res.statusCode, res.body).toBe(201);
    return Number(res.json().data.id);
  }

  beforeAll(async () => {
    h = await startHarness(kind);
    h.app.ctx.mail.start();
    adminId = Number((await addUser(h.app, 'chief@northbeam.example', 'admin', GOOD_PASSWORD, 'Chief Admin')).id);
    staffId = Number((await addUser(h.app, 'sam@northbeam.example', 'staff', GOOD_PASSWORD, 'Sam Staff')).id);
    admin = await login(h.app, 'chief@northbeam.example');
    staff = await login(h.app, 'sam@northbeam.example');
    for (const name of ['Ana', 'Bo', 'Cy', 'Di']) ids.push(await submit(name, `Hello from ${name}.\nSecond line.`));
  });
  afterAll(async () => h?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = staff) => h.app.inject({ method, url, headers: bearer(token), payload });
  const newCount = async () => (await call('GET', '/api/form/new')).json().data.counts['contact-us'] as number;
  const total = async (filters: object, token = staff) => (await call('POST', '/api/form/type/contact-us', { filters }, token)).json().data.total as number;
  const history = async (id: number) => (await call('GET', `/api/form/activity/contact-us/${id}`)).json().data.history as Array<{ by: string; event: Record<string, unknown> }>;

  it('starts every item at stage new, and opening one marks it read without changing its stage', async () => {
    expect(await newCount()).toBe(4);
    const opened = await call('GET', `/api/form/single/contact-us/${ids[0]}`);
    expect(opened.json().data.form).toMatchObject({ id: ids[0], status: 'read', stage: 'new', ownerId: null, firstRepliedAt: null });
    await call('GET', `/api/form/single/contact-us/${ids[0]}`, undefined, admin);
    expect(await newCount()).toBe(4);
    // Opened once in the history: the first reading, by whoever read it first.
    expect(await history(ids[0]!)).toEqual([expect.objectContaining({ by: 'Sam Staff', event: { action: 'opened' } })]);
  });

  it('sets the stage of one or many items, reports unknown ids, and filters and counts by it', async () => {
    const one = await call('POST', '/api/form/stage/contact-us', { ids: [ids[1]], stage: 'in_progress' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual({ stage: 'in_progress', updated: [ids[1]], unchanged: [], unknown: [] });
    expect(await newCount()).toBe(3);

    const bulk = await call('POST', '/api/form/stage/contact-us', { ids: [ids[2], ids[3], ids[1], 999_999], stage: 'spam' }, admin);
    expect(bulk.json().data).toEqual({ stage: 'spam', updated: [ids[2], ids[3], ids[1]], unchanged: [], unknown: [999_999] });
    const again = await call('POST', '/api/form/stage/contact-us', { ids: [ids[2]], stage: 'spam' });
    expect(again.json().data).toMatchObject({ updated: [], unchanged: [ids[2]] });
    expect(await newCount()).toBe(1);
    expect(await total({ stage: 'spam' })).toBe(3);
    expect(await total({ stage: 'new' })).toBe(1);
    expect(await total({ stage: 'done' })).toBe(0);
    // The read flag is its own filter still.
    expect(await total({ status: 'read' })).toBe(1);
    const csv = await h.app.inject({ method: 'GET', url: '/api/form/export/contact-us?stage=spam', headers: bearer(staff) });
    expect(csv.body.trim().split('\r\n')).toHaveLength(4);

    expect((await history(ids[1]!)).map((entry) => entry.event)).toEqual([
      { action: 'stage', from: 'new', to: 'in_progress' },
      { action: 'stage', from: 'in_progress', to: 'spam' },
    ]);
    expect((await history(ids[2]!))[0]).toMatchObject({ by: 'Chief Admin', event: { action: 'stage', from: 'new', to: 'spam' } });

    for (const bad of [{ ids: [], stage: 'done' }, { ids: [1], stage: 'archived' }, { ids: ['1'], stage: 'done' }, { ids: [0], stage: 'done' }, { ids: Array.from({ length: 101 }, (_, i) => i + 1), stage: 'done' }, { stage: 'done' }]) {
      const res = await call('POST', '/api/form/stage/contact-us', bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expectCleanError(res);
    }
    expect((await call('POST', '/api/form/stage/users', { ids: [1], stage: 'done' })).statusCode).toBe(404);
    for (const filters of [{ stage: 'read' }, { owner: 'someone' }, { owner: '0' }]) expect((await call('POST', '/api/form/type/contact-us', { filters })).statusCode).toBe(400);
    // Back to new for the tests below.
    await call('POST', '/api/form/stage/contact-us', { ids: [ids[1], ids[2], ids[3]], stage: 'new' });
  });

  it('assigns an item to an active account, lists what is assigned to me, and counts open items per person', async () => {
    const assign = await call('POST', `/api/form/owner/contact-us/${ids[0]}`, { ownerId: staffId });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().data.form).toMatchObject({ id: ids[0], ownerId: staffId });
    await call('POST', `/api/form/owner/contact-us/${ids[1]}`, { ownerId: staffId }, admin);
    await call('POST', `/api/form/owner/contact-us/${ids[2]}`, { ownerId: adminId });
    await call('POST', '/api/form/stage/contact-us', { ids: [ids[1]], stage: 'done' });

    expect(await total({ owner: 'me' })).toBe(2);
    expect(await total({ owner: 'me' }, admin)).toBe(1);
    expect(await total({ owner: String(staffId) }, admin)).toBe(2);
    expect(await total({ owner: 'none' })).toBe(1);
    expect(await total({ owner: 'me', stage: 'new' })).toBe(1);

    const owners = (await call('GET', '/api/form/owners')).json().data;
    const byName = Object.fromEntries(owners.people.map((p: { name: string; openTotal: number; open: Record<string, number> }) => [p.name, p]));
    // Sam holds two, one of them done: one open. The admin holds one open.
    expect(byName['Sam Staff']).toMatchObject({ id: staffId, email: 'sam@northbeam.example', openTotal: 1, open: { 'contact-us': 1, careers: 0, 'get-started': 0 } });
    expect(byName['Chief Admin']).toMatchObject({ openTotal: 1 });
    expect(owners.unassigned).toEqual({ 'contact-us': 1, careers: 0, 'get-started': 0 });

    // Unassign; a disabled or unknown account cannot be the owner.
    const gone = Number((await addUser(h.app, 'gone@northbeam.example', 'staff', GOOD_PASSWORD, 'Gone')).id);
    await h.app.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', gone).execute();
    for (const ownerId of [gone, 999_999]) {
      const res = await call('POST', `/api/form/owner/contact-us/${ids[0]}`, { ownerId });
      expect(res.statusCode).toBe(400);
      expect(expectCleanError(res).issues?.[0]?.path).toBe('ownerId');
    }
    expect(owners.people.map((p: { name: string }) => p.name)).not.toContain('Gone');
    const unassign = await call('POST', `/api/form/owner/contact-us/${ids[2]}`, { ownerId: null });
    expect(unassign.json().data.form.ownerId).toBeNull();
    expect((await call('POST', `/api/form/owner/contact-us/999999`, { ownerId: null })).statusCode).toBe(404);
    expect((await history(ids[2]!)).filter((entry) => entry.event.action === 'owner').map((entry) => entry.event)).toEqual([
      { action: 'owner', ownerId: adminId, ownerName: 'Chief Admin' },
      { action: 'owner', ownerId: null, ownerName: null },
    ]);
  });

  it('keeps internal notes on an item, newest last, never in the visitor list or export', async () => {
    const first = await call('POST', `/api/form/notes/contact-us/${ids[0]}`, { text: 'Called them,\r\nno answer.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.note).toMatchObject({ author: 'Sam Staff', authorId: staffId, text: 'Called them,\nno answer.' });
    await call('POST', `/api/form/notes/contact-us/${ids[0]}`, { text: 'Secret-note-marker: budget is tight.' }, admin);
    const { notes, history: entries } = (await call('GET', `/api/form/activity/contact-us/${ids[0]}`)).json().data;
    expect(notes.map((n: { author: string; text: string }) => [n.author, n.text])).toEqual([
      ['Sam Staff', 'Called them,\nno answer.'],
      ['Chief Admin', 'Secret-note-marker: budget is tight.'],
    ]);
    expect(entries.filter((e: { event: { action: string } }) => e.event.action === 'note')).toHaveLength(2);

    for (const text of ['', '   ', 'x'.repeat(NOTE_MAX + 1), 'tab\there', 'bidi\u202Etext']) {
      const res = await call('POST', `/api/form/notes/contact-us/${ids[0]}`, { text });
      expect(res.statusCode).toBe(400);
      expect(expectCleanError(res).issues?.[0]?.path).toBe('text');
    }
    expect((await call('POST', `/api/form/notes/contact-us/${ids[0]}`, { text: 'x'.repeat(NOTE_MAX) })).statusCode).toBe(201);
    expect((await call('POST', '/api/form/notes/contact-us/999999', { text: 'hi' })).statusCode).toBe(404);
    expect((await call('GET', '/api/form/activity/careers/999999')).statusCode).toBe(404);

    const listed = await call('POST', '/api/form/type/contact-us', { filters: {} });
    const csv = await h.app.inject({ method: 'GET', url: '/api/form/export/contact-us', headers: bearer(staff) });
    const single = await call('GET', `/api/form/single/contact-us/${ids[0]}`);
    for (const body of [listed.body, csv.body, single.body]) expect(body).not.toContain('Secret-note-marker');
  });

  it('drafts a reply from the template and sends it only to the submission address, quoting the message', async () => {
    const id = ids[3]!;
    const draft = (await call('GET', `/api/form/reply/contact-us/${id}`)).json().data.draft;
    expect(draft.to).toBe('di@visitor.example');
    expect(draft.subject).toBe('Re: your enquiry to Northbeam Consulting');
    expect(draft.body).toMatch(/^Hello Di Visitor,\n/);
    expect(draft.body).toContain('Kind regards,\nSam Staff\nNorthbeam Consulting');
    expect(draft.body).toContain('> Hello from Di.\n> Second line.');

    // A recipient in the body is not taken: the API has no such field.
    const sent = await call('POST', `/api/form/reply/contact-us/${id}`, { subject: 'Re: your enquiry', body: `${draft.body}`, to: 'attacker@evil.example' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.reply).toMatchObject({ to: 'di@visitor.example', subject: 'Re: your enquiry' });
    expect(sent.json().data.form).toMatchObject({ stage: 'in_progress', firstRepliedAt: expect.any(String) });

    const mail = await h.smtp.waitForMail((m) => m.subject === 'Re: your enquiry');
    expect(mail.to).toEqual(['di@visitor.example']);
    expect(mail.replyTo).toContain('sam@northbeam.example');
    expect(mail.text).toContain('> Hello from Di.\n> Second line.');
    expect(mail.text).not.toContain('Secret-note-marker');
    expect(h.smtp.mails.some((m) => m.to.includes('attacker@evil.example'))).toBe(false);

    const first = sent.json().data.form.firstRepliedAt as string;
    const second = await call('POST', `/api/form/reply/contact-us/${id}`, { subject: 'Second', body: 'More.' });
    expect(second.json().data.form.firstRepliedAt).toBe(first);
    const events = (await history(id)).map((e) => e.event);
    expect(events.slice(events.findIndex((e) => e.action === 'reply'))).toEqual([
      { action: 'reply', subject: 'Re: your enquiry' },
      { action: 'stage', from: 'new', to: 'in_progress' },
      { action: 'reply', subject: 'Second' },
    ]);
    // A done item stays done when replied to again.
    await call('POST', '/api/form/stage/contact-us', { ids: [id], stage: 'done' });
    await call('POST', `/api/form/reply/contact-us/${id}`, { subject: 'Third', body: 'Last one.' });
    expect((await call('GET', `/api/form/single/contact-us/${id}`)).json().data.form.stage).toBe('done');

    for (const bad of [{ subject: '', body: 'x' }, { subject: 'Two\nlines', body: 'x' }, { subject: 'ok', body: '' }, { subject: 'ok' }]) {
      const res = await call('POST', `/api/form/reply/contact-us/${ids[0]}`, bad);
      expect(res.statusCode).toBe(400);
      expectCleanError(res);
    }
    expect((await call('POST', '/api/form/reply/contact-us/999999', { subject: 'x', body: 'y' })).statusCode).toBe(404);
  });

  it('limits replies: 3 per item per 10 minutes, 20 per staff member per hour (429 with a clear message)', async () => {
    const id = ids[3]!; // three replies already sent in the test above
    const fourth = await call('POST', `/api/form/reply/contact-us/${id}`, { subject: 'Fourth', body: 'Too many.' });
    expect(fourth.statusCode).toBe(429);
    expect(expectCleanError(fourth).error).toMatch(/This enquiry has had 3 replies in the last 10 minutes\. Please wait \d+ minutes? before sending another\./);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else may not reply to it either: the limit protects the visitor.
    expect((await call('POST', `/api/form/reply/contact-us/${id}`, { subject: 'Fourth', body: 'x' }, admin)).statusCode).toBe(429);

    // Sam has sent 3 (and the refused one counted for the item only); 17 more across new items reach 20.
    const more: number[] = [];
    for (let i = 0; i < 6; i++) more.push(await submit(`Extra${i}`, 'Please reply.'));
    let sent = 0;
    for (const item of more) {
      for (let k = 0; k < 3 && sent < 17; k++, sent++) {
        const res = await call('POST', `/api/form/reply/contact-us/${item}`, { subject: `Bulk ${sent}`, body: 'Thanks.' });
        expect(res.statusCode, `${sent}: ${res.body}`).toBe(201);
      }
    }
    const over = await call('POST', `/api/form/reply/contact-us/${more[5]}`, { subject: 'Over', body: 'x' });
    expect(over.statusCode).toBe(429);
    expect(expectCleanError(over).error).toMatch(/You have sent 20 replies in the last hour\. Please wait \d+ minutes? before sending more\./);
    // The admin has a budget of their own.
    expect((await call('POST', `/api/form/reply/contact-us/${ids[0]}`, { subject: 'From the admin', body: 'Hi.' }, admin)).statusCode).toBe(201);
  });

  it('deletes the notes and history with their item', async () => {
    const res = await call('DELETE' as 'GET', `/api/form/delete/contact-us/${ids[0]}`, undefined, admin);
    expect(res.statusCode).toBe(200);
    const left = await h.app.ctx.db.selectFrom('form_notes').select('id').where('form_id', '=', ids[0]!).where('form_kind', '=', 'contact-us').execute();
    const events = await h.app.ctx.db.selectFrom('form_history').select('id').where('form_id', '=', ids[0]!).where('form_kind', '=', 'contact-us').execute();
    expect([left.length, events.length]).toEqual([0, 0]);
  });

  it("refuses a disabled account's session on every triage call", async () => {
    const token = await login(h.app, 'sam@northbeam.example');
    await h.app.inject({ method: 'PATCH', url: `/auth/users/${staffId}`, headers: bearer(admin), payload: { disabled: true } });
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['POST', '/api/form/stage/contact-us', { ids: [ids[1]], stage: 'done' }],
      ['POST', `/api/form/owner/contact-us/${ids[1]}`, { ownerId: null }],
      ['GET', `/api/form/activity/contact-us/${ids[1]}`],
      ['POST', `/api/form/notes/contact-us/${ids[1]}`, { text: 'hi' }],
      ['GET', `/api/form/reply/contact-us/${ids[1]}`],
      ['POST', `/api/form/reply/contact-us/${ids[1]}`, { subject: 'x', body: 'y' }],
      ['GET', '/api/form/owners'],
    ];
    for (const [method, url, payload] of calls) expect((await call(method, url, payload, token)).statusCode, url).toBe(401);
  });
});
