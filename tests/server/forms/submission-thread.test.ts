/**
 * Submissions on a SQLite file are written by a thread of their own (submission-thread.ts). Seen
 * from the outside, through the real app: each 201 means committed, with its mail; submissions sent
 * together all land with their own ids while the event loop's connection writes beside them; one
 * that fails is refused alone, with the error the database gave; a thread that dies fails only
 * what it held, and the next submission starts a new one.
 */
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { SubmissionThread, asMessage, fromMessage } from '../../../src/server/forms/submission-thread.ts';
import type { SubmissionJob } from '../../../src/server/forms/store-row.ts';
import { GroupCommit } from '../../../src/server/db/group-commit.ts';
import { addUser, bearer, login, startHarness, type Harness } from '../_app.ts';

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

function contact(tag: string, company = 'Thread Test Ltd') {
  return { firstName: 'Thread', lastName: 'Test', email: `${tag}@thread.example`, companyName: company, industry: '', message: `Enquiry ${tag}`, website: '' };
}

async function submit(tag: string, company?: string) {
  const response = await harness!.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: contact(tag, company) });
  return { status: response.statusCode, id: response.statusCode === 201 ? Number(response.json().data.id) : undefined, body: response.body };
}

/** The file as another process would read it: only what has committed. */
function committed<T>(query: string, ...params: unknown[]): T[] {
  const reader = new Sqlite(harness!.database.url, { readonly: true });
  try {
    return reader.prepare(query).all(...params) as T[];
  } finally {
    reader.close();
  }
}

it('stores a submission and its mail through the thread, committed before the 201', async () => {
  harness = await startHarness('sqlite');
  expect(harness.app.ctx.submissions).toBeInstanceOf(SubmissionThread);
  const { status, id } = await submit('first');
  expect(status).toBe(201);
  expect(committed<{ email: string }>('select email from contact_us_forms where id = ?', id)).toEqual([{ email: 'first@thread.example' }]);
  expect(committed<{ to_addr: string }>("select to_addr from mail_outbox where kind = 'ack'").map((mail) => mail.to_addr)).toEqual(['first@thread.example']);
  expect(committed<{ n: number }>("select count(*) as n from contact_us_forms_search where search_text like '%first%'")[0]!.n).toBe(1);
});

it('takes 60 submissions sent at once while the event loop writes beside them, every one stored under its own id', async () => {
  harness = await startHarness('sqlite');
  const { db } = harness.app.ctx;
  await sql`create table written_beside (n integer)`.execute(db);
  const beside = Array.from({ length: 30 }, (_, n) => sql`insert into written_beside (n) values (${n})`);
  const [answers] = await Promise.all([
    Promise.all(Array.from({ length: 60 }, (_, n) => submit(`many${n}`))),
    // Writes on the event loop's own connection, outside and inside transactions, at the same time.
    Promise.all(beside.map((insert, n) => (n % 2 ? insert.execute(db) : db.transaction().execute((trx) => insert.execute(trx))))),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(201));
  const ids = answers.map((answer) => answer.id!);
  expect(new Set(ids).size).toBe(60);
  const rows = committed<{ id: number; email: string }>('select id, email from contact_us_forms');
  expect(new Map(rows.map((row) => [row.id, row.email]))).toEqual(new Map(ids.map((id, n) => [id, `many${n}@thread.example`])));
  expect(committed<{ n: number }>('select count(*) as n from written_beside')[0]!.n).toBe(30);
});

it('refuses the one submission the database refuses, with its error (a full disk answers 503), and stores the others sent with it', async () => {
  harness = await startHarness('sqlite');
  await sql`create trigger refuse_one before insert on contact_us_forms when new.company_name = 'Refused Ltd' begin select raise(abort, 'database or disk is full'); end`.execute(harness.app.ctx.db);
  const answers = await Promise.all([submit('before'), submit('refused', 'Refused Ltd'), submit('after')]);
  expect(answers.map((answer) => answer.status)).toEqual([201, 503, 201]);
  expect(answers[1]!.body).not.toMatch(/disk|sqlite|insert/i);
  expect(committed<{ email: string }>('select email from contact_us_forms order by id').map((row) => row.email)).toEqual(['before@thread.example', 'after@thread.example']);
  // Only the stored ones have mail.
  expect(committed<{ n: number }>("select count(*) as n from mail_outbox where kind = 'ack'")[0]!.n).toBe(2);
});

it('starts a new thread when the old one has died', async () => {
  harness = await startHarness('sqlite');
  expect((await submit('alive')).status).toBe(201);
  const thread = harness.app.ctx.submissions as unknown as { worker?: { terminate(): Promise<number> } };
  await thread.worker!.terminate();
  expect((await submit('again')).status).toBe(201);
  expect(committed<{ email: string }>('select email from contact_us_forms order by id').map((row) => row.email)).toEqual(['alive@thread.example', 'again@thread.example']);
});

it('writes the audit trail as well: a staff list is recorded, and the event loop commits nothing for it', async () => {
  harness = await startHarness('sqlite');
  await addUser(harness.app, 'staff@thread.example');
  const token = await login(harness.app, 'staff@thread.example');
  const eventLoopCommits = (harness.app.ctx.writes as GroupCommit).commits;
  const lists = await Promise.all(Array.from({ length: 5 }, () => harness!.app.inject({ method: 'POST', url: '/api/form/type/contact-us', headers: bearer(token), payload: {} })));
  expect(lists.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
  // Answered only once recorded: the entries are in the file, chained one after another.
  const entries = committed<{ id: number; action: string; prev_hash: string; hash: string }>("select id, action, prev_hash, hash from audit_log where action = 'forms_listed' order by id");
  expect(entries).toHaveLength(5);
  const all = committed<{ id: number; prev_hash: string; hash: string }>('select id, prev_hash, hash from audit_log order by id');
  for (let index = 1; index < all.length; index++) expect(all[index]!.prev_hash).toBe(all[index - 1]!.hash);
  expect((harness.app.ctx.writes as GroupCommit).commits).toBe(eventLoopCommits);
});


it('hands plain submissions over as JSON text that reads back the same, and a CV or an audit batch as objects', () => {
  const job: SubmissionJob = { kind: 'contact-us', values: { firstName: 'Ann', services: ['cloud'], message: 'Line one\nline two \u2028 "quoted"' }, receivedAt: '2026-11-28T10:00:00.000Z', ack: true, publicUrl: 'http://127.0.0.1' };
  const plain = asMessage([{ seq: 1, job: { submission: job } }, { seq: 2, job: { submission: { ...job, ack: false } } }]);
  expect(typeof plain).toBe('string');
  expect(fromMessage(plain)).toEqual({ jobs: [{ seq: 1, job: { submission: job } }, { seq: 2, job: { submission: { ...job, ack: false } } }] });

  // Bytes would not survive JSON: a batch holding a CV crosses as objects, whatever else it holds.
  const cv = { filename: 'cv.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.7') };
  const withFile = asMessage([{ seq: 3, job: { submission: job } }, { seq: 4, job: { submission: { ...job, kind: 'careers', file: cv } } }]);
  expect(typeof withFile).toBe('object');
  expect(fromMessage(withFile)).toBe(withFile);
  const audit = asMessage([{ seq: 5, job: { audit: [] } }]);
  expect(typeof audit).toBe('object');
});
