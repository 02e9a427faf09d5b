/** The form descriptions and what is derived from them: schema keys, sender names, search hints, columns. */
import { describe, expect, it } from 'vitest';
import { apiKey, formSchema, searchHint, senderName } from '../../src/forms/describe.ts';
import { FORMS, FORM_KINDS, isFormKind } from '../../src/forms/kinds.ts';
import { listedColumns, searchColumns, toApiForm, toRow } from '../../src/server/forms/tables.ts';

const OPTIONS = { industries: ['Retail'], services: ['Cloud', 'Data'], positions: ['Engineer'] };

describe('form descriptions', () => {
  it('list the three kinds in the dashboard order, and nothing else is a kind', () => {
    expect(FORM_KINDS).toEqual(['contact-us', 'careers', 'get-started']);
    for (const name of ['users', '__proto__', 'constructor', 'contact_us_forms', '']) expect(isFormKind(name), name).toBe(false);
  });

  it('make schemas with every described field and the honeypot, checking like the fields say', () => {
    for (const kind of FORM_KINDS) {
      const schema = formSchema(FORMS[kind], OPTIONS);
      expect(Object.keys(schema.def.shape)).toEqual([...Object.keys(FORMS[kind].fields), 'website']);
    }
    const result = formSchema(FORMS['get-started'], OPTIONS).safeParse({ name: ' Alan ', email: 'a@b.example', company: 'B', budget: 'Not sure yet', timeline: 'Just exploring', services: ['Data'] });
    expect(result.success && result.data).toMatchObject({ name: 'Alan', services: ['Data'], phone: '', message: '' });
    expect(formSchema(FORMS['get-started'], OPTIONS).safeParse({ services: ['Nope'] }).success).toBe(false);
  });

  it('name the sender, say what the search looks in, and map columns to API keys', () => {
    expect(senderName(FORMS['contact-us'], { firstName: 'Grace', lastName: 'Hopper' })).toBe('Grace Hopper');
    expect(senderName(FORMS.careers, {})).toBe('');
    expect(searchHint(FORMS.careers)).toBe('Searches name, e-mail, position and cover message');
    expect(searchColumns(FORMS['contact-us'])).toEqual(['first_name', 'last_name', 'email', 'country', 'company_name', 'message']);
    expect(apiKey('cv_content_type')).toBe('cvContentType');
    expect(listedColumns(FORMS.careers).map((c) => c.column)).not.toContain('cv_data');
  });

  it('turn a submission into a row and a row back into the same values', () => {
    const values = { firstName: 'G', lastName: 'H', email: 'g@h.example', contactNumber: '', country: '', companyName: 'C', industry: '', services: ['Cloud'], message: 'M' };
    const row = toRow(FORMS['contact-us'], values, undefined, '2026-01-01T00:00:00.000Z') as Record<string, unknown>;
    expect(row).toMatchObject({ first_name: 'G', services: '["Cloud"]', created_at: '2026-01-01T00:00:00.000Z' });
    const triage = { stage: 'new', owner_id: '3', first_replied_at: null };
    expect(toApiForm(FORMS['contact-us'], { ...row, ...triage, id: '7', status: 'new' })).toEqual({
      id: 7,
      status: 'new',
      createdAt: '2026-01-01T00:00:00.000Z',
      stage: 'new',
      ownerId: 3,
      firstRepliedAt: null,
      ...values,
    });
  });
});
