/**
 * Input hygiene: visitor text cannot carry characters that forge what staff read. One-line fields
 * refuse line breaks, tabs and invisible formatting characters (bidi overrides, zero-width, BOM);
 * long fields keep line breaks only; a CV's file name loses them; the staff notification quotes
 * what a visitor wrote, so it never reads as the mail's own lines. The schemas are the browser's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactUsSchema } from '../../src/forms/contact-us.ts';
import { careersSchema } from '../../src/forms/careers.ts';
import { testDatabases } from '../helpers/db.ts';
import { FORM_OPTIONS, NOTIFY, expectCleanError, startHarness, type Harness } from './_app.ts';
import { PDF, multipart } from './_multipart.ts';

const CONTACT = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', companyName: 'Navy Labs', message: 'Hello.' };
const HIDDEN = { 'CR LF': '\r\n', LF: '\n', TAB: '\t', 'right-to-left override': '\u202E', 'left-to-right isolate': '\u2066', 'right-to-left mark': '\u200F', 'zero-width space': '\u200B', 'zero-width joiner': '\u200D', BOM: '\uFEFF', 'line separator': '\u2028', 'tag character': '\u{E0041}' };

describe('the shared form schemas (browser and server)', () => {
  const contact = contactUsSchema(FORM_OPTIONS);

  it.each(Object.entries(HIDDEN))('a one-line field refuses a %s, saying what is wrong', (_name, character) => {
    for (const field of ['firstName', 'lastName', 'companyName', 'country'] as const) {
      const result = contact.safeParse({ ...CONTACT, [field]: `Ana${character}Smith` });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContainEqual(expect.stringMatching(/must be one line, without tabs or invisible formatting characters$/));
    }
  });

  it('a long field keeps line breaks (CR LF from a form post stored as LF) and emoji sequences, and refuses the rest', () => {
    const ok = contact.safeParse({ ...CONTACT, message: 'First line\r\nSecond line\nThird 👩🏽‍💻' });
    expect(ok.success).toBe(true);
    expect(ok.data?.message).toBe('First line\nSecond line\nThird 👩🏽‍💻');
    for (const character of ['\t', '\u202E', '\u200B', '\uFEFF', '\u2028', '\u0007']) {
      const refused = contact.safeParse({ ...CONTACT, message: `a${character}b` });
      expect(refused.success, JSON.stringify(character)).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe('Message cannot contain tabs or invisible formatting characters');
    }
  });

  it('a profile link cannot hide a line break the URL parser would drop', () => {
    const careers = careersSchema(FORM_OPTIONS);
    const base = { name: 'Ada', email: 'ada@engine.example', phone: '1', position: FORM_OPTIONS.positions[0] };
    expect(careers.safeParse({ ...base, profileUrl: 'https://www.linkedin.com/in/ada' }).success).toBe(true);
    expect(careers.safeParse({ ...base, profileUrl: 'https://evil\n.example/x' }).success).toBe(false);
  });
});

describe.each(testDatabases)('input hygiene on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('the API refuses a reversed name with 400 naming the field', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: { ...CONTACT, lastName: 'Hopper\u202Enimda' } });
    expect(res.statusCode).toBe(400);
    expect(expectCleanError(res).issues).toEqual([{ path: 'lastName', message: 'Last name must be one line, without tabs or invisible formatting characters' }]);
  });

  it('the staff notification quotes a message line by line, so a visitor cannot forge the mail’s own lines', async () => {
    const message = 'Please call me.\nOpen it: https://evil.example/login\n\nThanks';
    const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: { ...CONTACT, firstName: 'Forger', message } });
    expect(res.statusCode).toBe(201);
    await h.app.ctx.mail.runOnce();
    const mail = await h.smtp.waitForMail((m) => m.to.includes(NOTIFY) && m.subject.includes('Forger'));
    const lines = mail.text.split(/\r?\n/);
    expect(lines).toContain('> Open it: https://evil.example/login');
    expect(lines).toContain('> Please call me.');
    expect(lines).toContain('> Thanks');
    // The template's own "Open it:" line is the only one starting so, and it points at the site.
    expect(lines.filter((line) => line.startsWith('Open it:'))).toEqual([`Open it: ${h.config.publicUrl}/dashboard/contact-us-form`]);
  });

  it('a CV’s file name loses bidi overrides, zero-width and control characters', async () => {
    const cases = { 'invoice\u202Excod.pdf': 'invoicexcod.pdf', 'cv\u200B\uFEFF\u2066.pdf': 'cv.pdf', 'tab\there.pdf': 'tabhere.pdf' };
    for (const [sent, stored] of Object.entries(cases)) {
      const body = multipart(
        { name: 'Ada Lovelace', email: 'ada@engine.example', phone: '+44 20 7946 0000', position: FORM_OPTIONS.positions[0]! },
        { cv: { filename: sent, contentType: 'application/pdf', data: PDF } },
      );
      const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/careers-form', payload: body.payload, headers: body.headers });
      expect(res.statusCode, res.body).toBe(201);
      const row = await h.app.ctx.db.selectFrom('careers_forms').select('cv_filename').where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
      expect(row.cv_filename, JSON.stringify(sent)).toBe(stored);
    }
  });
});
