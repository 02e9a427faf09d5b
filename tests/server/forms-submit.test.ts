/** Visitor submissions: storage, mails, validation, honeypot, limits, content types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '../../src/forms/careers.ts';
import { BUDGETS, TIMELINES } from '../../src/forms/get-started.ts';
import { testDatabases } from '../helpers/db.ts';
import { FORM_OPTIONS, NOTIFY, expectCleanError, startHarness, type Harness } from './_app.ts';
import { DOC, DOCX, EXE, PDF, XLSX, multipart } from './_multipart.ts';

const CONTACT = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.example',
  contactNumber: '+1 (555) 010-2030',
  country: 'United States',
  companyName: 'Navy Labs',
  industry: FORM_OPTIONS.industries[0],
  services: [FORM_OPTIONS.services[0], FORM_OPTIONS.services[2]],
  message: 'We would like a roadmap for our cloud move.',
  website: '',
};

const GET_STARTED = {
  name: 'Alan Turing',
  email: 'alan@bletchley.example',
  company: 'Bletchley',
  phone: '',
  services: [FORM_OPTIONS.services[1]],
  budget: BUDGETS[1],
  timeline: TIMELINES[2],
  message: 'Please call.',
  website: '',
};

const CAREERS = {
  name: 'Ada Lovelace',
  email: 'ada@engine.example',
  phone: '+44 20 7946 0000',
  position: FORM_OPTIONS.positions[0]!,
  profileUrl: 'https://www.linkedin.com/in/ada',
  coverMessage: 'I like engines.',
  website: '',
};

describe.each(testDatabases)('form submission on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const submit = (form: string, payload: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: `/api/form/submit/${form}-form`, payload: payload as object, headers });

  const count = async (table: 'contact_us_forms' | 'careers_forms' | 'get_started_forms') =>
    Number((await h.app.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe('contact-us', () => {
    it('stores the enquiry, answers 201 {id}, and mails the team (Reply-To the sender) and the sender', async () => {
      const res = await submit('contact-us', CONTACT);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({ status: 'success', data: { id: expect.any(Number) } });
      expect(res.headers['cache-control']).toBe('no-store');
      const row = await h.app.ctx.db.selectFrom('contact_us_forms').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', company_name: 'Navy Labs', status: 'new', industry: CONTACT.industry });
      expect(JSON.parse(row.services)).toEqual(CONTACT.services);
      // Both mails were queued in the same transaction as the row.
      const queued = await h.app.ctx.db.selectFrom('mail_outbox').selectAll().where('body_text', 'like', `%(#${body.data.id})%`).execute();
      queued.push(...(await h.app.ctx.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'ack').where('to_addr', '=', 'grace@navy.example').execute()));
      expect(queued.map((m) => m.kind).sort()).toEqual(['ack', 'notify']);
      await h.app.ctx.mail.runOnce();
      const notify = await h.smtp.waitForMail((m) => m.to.includes(NOTIFY) && m.subject === 'New contact enquiry from Grace Hopper');
      expect(notify.replyTo).toBe('grace@navy.example');
      expect(notify.text).toContain('We would like a roadmap for our cloud move.');
      expect(notify.text).toContain('Navy Labs');
      const ack = await h.smtp.waitForMail((m) => m.to.includes('grace@navy.example'));
      expect(ack.subject).toBe('We received your contact enquiry');
      // It quotes nothing the visitor typed (the address is anyone's to type).
      expect(ack.text).not.toContain('Grace');
      expect(ack.text).not.toContain('roadmap');
    });

    it('accepts the optional fields missing, and an empty industry', async () => {
      const res = await submit('contact-us', { firstName: 'A', lastName: 'B', email: 'a@b.example', companyName: 'C', message: 'M', industry: '' });
      expect(res.statusCode).toBe(201);
    });

    it('answers 400 listing every failing field', async () => {
      const res = await submit('contact-us', {
        firstName: ' ',
        lastName: 'x'.repeat(101),
        email: 'not-an-email',
        contactNumber: 'call me',
        companyName: '',
        industry: 'Space',
        services: ['Cloud Engineering', 'Time Travel'],
        message: '',
      });
      expect(res.statusCode).toBe(400);
      const body = expectCleanError(res);
      expect(body.error).toBe('Please check the highlighted fields');
      expect(body.issues!.map((i) => i.path).sort()).toEqual(['companyName', 'contactNumber', 'email', 'firstName', 'industry', 'lastName', 'message', 'services']);
      for (const issue of body.issues!) expect(issue.message).toEqual(expect.any(String));
    });

    it('takes a 3000-character message and refuses 3001', async () => {
      expect((await submit('contact-us', { ...CONTACT, message: 'm'.repeat(3000) })).statusCode).toBe(201);
      const res = await submit('contact-us', { ...CONTACT, message: 'm'.repeat(3001) });
      expect(res.statusCode).toBe(400);
      expect(expectCleanError(res).issues).toEqual([{ path: 'message', message: 'Message must be at most 3000 characters' }]);
    });

    it('stores quotes, NUL, emoji, right-to-left text, line breaks and markup verbatim', async () => {
      const message = `"quoted" 'single' \u0000 nul 🚀 emoji 👩🏽‍💻 שלום عربي\nsecond line <script>alert(1)</script> ; DROP TABLE users; --`;
      const res = await submit('contact-us', { ...CONTACT, message, companyName: "O'Reilly & Sons" });
      expect(res.statusCode).toBe(201);
      const row = await h.app.ctx.db.selectFrom('contact_us_forms').select(['message', 'company_name']).where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
      // PostgreSQL text cannot hold NUL; the server keeps everything else as typed.
      expect(row.message.replace(/\u0000/g, '')).toBe(message.replace(/\u0000/g, ''));
      expect(row.company_name).toBe("O'Reilly & Sons");
    });

    it('answers a filled honeypot with an ordinary 201 and stores and mails nothing', async () => {
      const before = await count('contact_us_forms');
      const mailsBefore = Number((await h.app.ctx.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const res = await submit('contact-us', { ...CONTACT, website: 'http://spam.example' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ status: 'success', data: { id: expect.any(Number) } });
      expect(await count('contact_us_forms')).toBe(before);
      const mailsAfter = Number((await h.app.ctx.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(mailsAfter).toBe(mailsBefore);
    });

    it('answers 400 on malformed JSON, prototype-poisoning keys and non-object bodies', async () => {
      for (const payload of ['{"firstName":', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '[1,2]', '"text"', 'null']) {
        const res = await submit('contact-us', payload, { 'content-type': 'application/json' });
        expect(res.statusCode, payload).toBe(400);
        expectCleanError(res);
      }
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it('answers 415 on a wrong content type and 413 over the body limit', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const res = await submit('contact-us', 'firstName=x', { 'content-type': type });
        expect(res.statusCode, type).toBe(415);
        expect(expectCleanError(res).error).toBe('Unsupported content type');
      }
      const asMultipart = multipart({ firstName: 'x' });
      const mp = await submit('contact-us', asMultipart.payload, asMultipart.headers);
      expect(mp.statusCode).toBe(415);
      const big = await submit('contact-us', { ...CONTACT, message: 'x'.repeat(70 * 1024) });
      expect(big.statusCode).toBe(413);
      expect(expectCleanError(big).error).toBe('The request is too large');
      // The server keeps answering.
      expect((await submit('contact-us', CONTACT)).statusCode).toBe(201);
    });
  });

  describe('get-started', () => {
    it('stores the request with its budget and timeline', async () => {
      const res = await submit('get-started', GET_STARTED);
      expect(res.statusCode).toBe(201);
      const row = await h.app.ctx.db.selectFrom('get_started_forms').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Alan Turing', budget: '$50k–$150k', timeline: '3–6 months', company: 'Bletchley', status: 'new' });
      await h.app.ctx.mail.runOnce();
      const notify = await h.smtp.waitForMail((m) => m.subject === 'New Get Started request from Alan Turing');
      expect(notify.replyTo).toBe('alan@bletchley.example');
      expect(notify.text).toContain('$50k–$150k');
    });

    it('accepts every listed budget and timeline and refuses others', async () => {
      for (const budget of BUDGETS) expect((await submit('get-started', { ...GET_STARTED, budget })).statusCode).toBe(201);
      for (const timeline of TIMELINES) expect((await submit('get-started', { ...GET_STARTED, timeline })).statusCode).toBe(201);
      const res = await submit('get-started', { ...GET_STARTED, budget: 'A million', timeline: 'Yesterday', services: ['Nope'], company: '' });
      expect(res.statusCode).toBe(400);
      expect(expectCleanError(res).issues!.map((i) => i.path).sort()).toEqual(['budget', 'company', 'services', 'timeline']);
      const long = await submit('get-started', { ...GET_STARTED, message: 'y'.repeat(3001) });
      expect(expectCleanError(long).issues?.[0]?.path).toBe('message');
    });

    it('honeypot: 201, nothing stored', async () => {
      const before = await count('get_started_forms');
      expect((await submit('get-started', { ...GET_STARTED, website: 'x' })).statusCode).toBe(201);
      expect(await count('get_started_forms')).toBe(before);
    });
  });

  describe('careers', () => {
    const apply = (fields: Record<string, string>, files: Parameters<typeof multipart>[1]) => {
      const body = multipart(fields, files);
      return submit('careers', body.payload, body.headers);
    };

    it('stores an application with a PDF CV, keeping its bytes and detected type', async () => {
      const res = await apply(CAREERS, { cv: { filename: 'Ada CV.pdf', contentType: 'application/octet-stream', data: PDF } });
      expect(res.statusCode).toBe(201);
      const row = await h.app.ctx.db.selectFrom('careers_forms').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Ada Lovelace', position: CAREERS.position, cv_filename: 'Ada CV.pdf', cv_content_type: 'application/pdf', cv_size: PDF.length });
      expect(Buffer.from(row.cv_data).equals(PDF)).toBe(true);
      await h.app.ctx.mail.runOnce();
      const notify = await h.smtp.waitForMail((m) => m.subject === 'New job application from Ada Lovelace');
      expect(notify.replyTo).toBe('ada@engine.example');
    });

    it('accepts Word files (.doc and .docx) by their bytes, whatever the name', async () => {
      const doc = await apply(CAREERS, { cv: { filename: 'cv.bin', contentType: 'text/plain', data: DOC } });
      expect(doc.statusCode).toBe(201);
      const docx = await apply(CAREERS, { cv: { filename: 'résumé.docx', contentType: 'application/zip', data: DOCX } });
      expect(docx.statusCode).toBe(201);
      const rows = await h.app.ctx.db.selectFrom('careers_forms').select(['id', 'cv_content_type', 'cv_filename']).where('id', 'in', [doc.json().data.id, docx.json().data.id]).orderBy('id').execute();
      expect(rows.map((r) => r.cv_content_type)).toEqual(['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
      expect(rows.map((r) => r.cv_filename)).toEqual(['cv.doc', 'résumé.docx']);
    });

    it('refuses a file whose bytes are not PDF or Word, whatever its name', async () => {
      for (const data of [EXE, XLSX, Buffer.from('just text pretending'), Buffer.alloc(0)]) {
        const res = await apply(CAREERS, { cv: { filename: 'cv.pdf', contentType: 'application/pdf', data } });
        expect(res.statusCode).toBe(400);
        expect(expectCleanError(res).issues).toEqual([{ path: 'cv', message: expect.any(String) }]);
      }
    });

    it('answers 400 for a missing CV and bad fields, all listed', async () => {
      const res = await apply({ ...CAREERS, position: 'Astronaut', profileUrl: 'http://insecure.example', email: 'x', coverMessage: 'c'.repeat(3001) }, {});
      expect(res.statusCode).toBe(400);
      expect(expectCleanError(res).issues!.map((i) => i.path).sort()).toEqual(['coverMessage', 'cv', 'email', 'position', 'profileUrl']);
    });

    it('answers 413 for a CV over 5 MB, and keeps answering', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES, 0x20)]);
      const res = await apply(CAREERS, { cv: { filename: 'big.pdf', contentType: 'application/pdf', data: big } });
      expect(res.statusCode).toBe(413);
      expectCleanError(res);
      const exact = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES - PDF.length, 0x20)]);
      expect((await apply(CAREERS, { cv: { filename: 'exact.pdf', contentType: 'application/pdf', data: exact } })).statusCode).toBe(201);
    });

    it('answers 413 for two files', async () => {
      const body = multipart(CAREERS, { cv: { filename: 'a.pdf', contentType: 'application/pdf', data: PDF }, other: { filename: 'b.pdf', contentType: 'application/pdf', data: PDF } });
      const res = await submit('careers', body.payload, body.headers);
      expect(res.statusCode).toBe(413);
    });

    it('answers 415 for JSON, and 400 (harmlessly) for a field named __proto__', async () => {
      const json = await submit('careers', CAREERS);
      expect(json.statusCode).toBe(415);
      // The multipart parser refuses any field named like an Object.prototype key (400), and
      // the next request is served normally.
      for (const name of ['__proto__', 'constructor', 'hasOwnProperty']) {
        const body = `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n--b--\r\n`;
        const refused = await submit('careers', body, { 'content-type': 'multipart/form-data; boundary=b' });
        expect(refused.statusCode).toBe(400);
        expectCleanError(refused);
      }
      const res = await apply(CAREERS, { cv: { filename: 'a.pdf', contentType: 'application/pdf', data: PDF } });
      expect(res.statusCode).toBe(201);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });

    it('honeypot: 201, nothing stored', async () => {
      const before = await count('careers_forms');
      const res = await apply({ ...CAREERS, website: 'filled' }, { cv: { filename: 'a.pdf', contentType: 'application/pdf', data: PDF } });
      expect(res.statusCode).toBe(201);
      expect(await count('careers_forms')).toBe(before);
    });
  });

  it('limits submissions per IP with 429 and Retry-After', async () => {
    const limited = await startHarness(kind, { rateLimits: { ...h.config.rateLimits, formSubmit: { max: 2, windowMs: 60_000 } } });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: CONTACT });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectCleanError(refused);
    } finally {
      await limited.close();
    }
  });

  it('answers a JSON 404 for an unknown form', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/newsletter-form', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', error: 'Not found' });
  });
});
