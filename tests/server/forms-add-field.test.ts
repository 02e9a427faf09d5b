/**
 * Adding a field to a form is one entry in its description plus a migration. Here the contact
 * form's description gets a "Job title" field (the one edit) and the test database gets its
 * column (the migration); nothing else changes, and the real app checks it, stores it, mails it
 * to the team, lists, searches and exports it, and the dashboard shows it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_TYPES } from '../../src/features/dashboard/form-types.ts';
import { testDatabases } from '../helpers/db.ts';
import { FORM_OPTIONS, NOTIFY, addUser, bearer, login, startHarness, type Harness } from './_app.ts';

vi.mock('../../src/forms/contact-us.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/forms/contact-us.ts')>();
  const { optionalText } = await import('../../src/forms/common.ts');
  const jobTitle = { column: 'job_title', label: 'Job title', schema: optionalText(100, 'Job title'), search: true } as const;
  return { ...original, contactUsForm: { ...original.contactUsForm, fields: { ...original.contactUsForm.fields, jobTitle } } };
});

const CONTACT = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.example',
  companyName: 'Navy Labs',
  message: 'A compiler, please.',
  services: [FORM_OPTIONS.services[0]],
  jobTitle: 'Rear Admiral of Compilers',
};

describe.each(testDatabases)('a field added to the contact form on %s', (kind) => {
  let h: Harness;
  let staff: string;
  let id: number;

  beforeAll(async () => {
    // vi.mock changes this file's modules only, not a thread's: on SQLite the submissions go to an
    // in-memory database, which the event loop writes itself (a file's are written by a thread).
    h = await startHarness(kind, kind === 'sqlite' ? { databaseUrl: ':memory:' } : {});
    // The migration that would ship with the new field.
    await h.app.ctx.db.schema.alterTable('contact_us_forms').addColumn('job_title', 'text', (column) => column.notNull().defaultTo('')).execute();
    await addUser(h.app, 'clerk@northbeam.example', 'staff');
    staff = await login(h.app, 'clerk@northbeam.example');
    const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: CONTACT });
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
  });
  afterAll(async () => h?.close());

  it('is checked by its schema and stored in its column', async () => {
    const row = await h.app.ctx.db.selectFrom('contact_us_forms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Grace', job_title: 'Rear Admiral of Compilers' });
    const long = await h.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: { ...CONTACT, jobTitle: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([{ path: 'jobTitle', message: 'Job title must be at most 100 characters' }]);
  });

  it('reaches the team in the notification mail under its label', async () => {
    await h.app.ctx.mail.runOnce();
    const notify = await h.smtp.waitForMail((mail) => mail.to.includes(NOTIFY) && mail.subject === 'New contact enquiry from Grace Hopper');
    expect(notify.text).toContain('Job title: Rear Admiral of Compilers');
  });

  it('is listed, searched and exported by the staff API', async () => {
    const list = await h.app.inject({ method: 'POST', url: '/api/form/type/contact-us', headers: bearer(staff), payload: { filters: { q: 'admiral' } } });
    expect(list.json().data.total).toBe(1);
    expect(list.json().data.forms[0]).toMatchObject({ id, jobTitle: 'Rear Admiral of Compilers' });
    const csv = await h.app.inject({ method: 'GET', url: '/api/form/export/contact-us', headers: bearer(staff) });
    const [header, line] = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('"id","status","createdAt","stage","ownerId","firstRepliedAt","firstName","lastName","email","contactNumber","country","companyName","industry","services","message","jobTitle"');
    expect(line).toMatch(/,"Rear Admiral of Compilers"$/);
  });

  it('shows in the dashboard\'s detail view with its label', () => {
    expect(FORM_TYPES['contact-us'].fields.at(-1)).toEqual({ key: 'jobTitle', label: 'Job title', kind: 'text', isEmail: false });
    expect(FORM_TYPES['contact-us'].searchHint).toBe('Searches name, e-mail, country, company, message and job title');
  });
});
