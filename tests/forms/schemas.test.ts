/** The shared form schemas (zod/mini): what the browser checks before sending, and the server again. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAREERS_LIMITS, CV_ACCEPT, CV_FIELD, CV_MAX_BYTES, careersSchema } from '../../src/forms/careers.ts';
import { MESSAGE_MAX, honeypotFilled, toFieldIssues } from '../../src/forms/common.ts';
import { CONTACT_US_LIMITS, contactUsSchema } from '../../src/forms/contact-us.ts';
import { BUDGETS, GET_STARTED_LIMITS, TIMELINES, getStartedSchema } from '../../src/forms/get-started.ts';

const OPTIONS = { industries: ['Healthcare', 'Retail'], services: ['Cloud', 'Data', 'AI'], positions: ['Engineer'] };

const contact = contactUsSchema(OPTIONS);
const getStarted = getStartedSchema(OPTIONS);
const careers = careersSchema(OPTIONS);

const paths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : toFieldIssues(result.error!.issues).map((issue) => issue.path).sort();

describe('contact-us schema', () => {
  const valid = { firstName: 'A', lastName: 'B', email: 'a@b.co', companyName: 'C', message: 'Hi' };

  it('fills optional fields and trims text', () => {
    const result = contact.safeParse({ ...valid, firstName: '  Ann  ' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...valid, firstName: 'Ann', contactNumber: '', country: '', industry: '', services: [] });
  });

  it('requires the spec §5 fields and knows the limits', () => {
    expect(paths(contact.safeParse({}))).toEqual(['companyName', 'email', 'firstName', 'lastName', 'message']);
    expect(CONTACT_US_LIMITS.message).toBe(3000);
    expect(MESSAGE_MAX).toBe(3000);
    expect(contact.safeParse({ ...valid, message: 'x'.repeat(3000) }).success).toBe(true);
    expect(paths(contact.safeParse({ ...valid, message: 'x'.repeat(3001) }))).toEqual(['message']);
  });

  it('takes industry and services only from the allow-lists', () => {
    expect(contact.safeParse({ ...valid, industry: 'Retail', services: ['AI', 'Cloud'] }).success).toBe(true);
    expect(paths(contact.safeParse({ ...valid, industry: 'Mining' }))).toEqual(['industry']);
    expect(paths(contact.safeParse({ ...valid, services: ['AI', 'AI'] }))).toEqual(['services']);
    expect(paths(contact.safeParse({ ...valid, services: 'AI' }))).toEqual(['services']);
  });

  it('never throws and never accepts a non-listed service, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = contact.safeParse(input);
        if (result.success) expect(result.data.services.every((s) => OPTIONS.services.includes(s))).toBe(true);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.record({ firstName: fc.string(), message: fc.string({ maxLength: 3100 }), services: fc.array(fc.string()) }), (input) => {
        const result = contact.safeParse({ ...valid, ...input });
        if (result.success) {
          expect(result.data.message.length).toBeLessThanOrEqual(3000);
          expect(result.data.firstName.trim()).toBe(result.data.firstName);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('get-started schema', () => {
  const valid = { name: 'N', email: 'n@e.co', company: 'C', budget: BUDGETS[0], timeline: TIMELINES[0] };
  it('lists the budgets and timelines of the contract', () => {
    expect(BUDGETS).toEqual(['Under $50k', '$50k–$150k', '$150k–$500k', 'Over $500k', 'Not sure yet']);
    expect(TIMELINES).toEqual(['As soon as possible', 'Within 3 months', '3–6 months', '6+ months', 'Just exploring']);
    expect(GET_STARTED_LIMITS.message).toBe(3000);
  });
  it('validates', () => {
    expect(getStarted.safeParse(valid).success).toBe(true);
    expect(paths(getStarted.safeParse({}))).toEqual(['budget', 'company', 'email', 'name', 'timeline']);
    expect(paths(getStarted.safeParse({ ...valid, phone: 'abc', services: ['Nope'] }))).toEqual(['phone', 'services']);
  });
});

describe('careers schema', () => {
  const valid = { name: 'N', email: 'n@e.co', phone: '+1 555', position: 'Engineer' };
  it('validates the text fields; the CV is the server’s to check', () => {
    expect(careers.safeParse(valid).success).toBe(true);
    expect(careers.safeParse({ ...valid, profileUrl: 'https://linkedin.com/in/n' }).success).toBe(true);
    expect(paths(careers.safeParse({ ...valid, profileUrl: 'http://linkedin.com/in/n' }))).toEqual(['profileUrl']);
    expect(paths(careers.safeParse({ ...valid, profileUrl: 'javascript:alert(1)' }))).toEqual(['profileUrl']);
    expect(paths(careers.safeParse({ ...valid, position: 'CEO', phone: '' }))).toEqual(['phone', 'position']);
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(CV_FIELD).toBe('cv');
    expect(CV_ACCEPT).toContain('.docx');
    expect(CAREERS_LIMITS.coverMessage).toBe(3000);
  });
});

describe('honeypot', () => {
  it('is filled by any non-blank value', () => {
    expect(honeypotFilled({ website: '' })).toBe(false);
    expect(honeypotFilled({ website: '   ' })).toBe(false);
    expect(honeypotFilled({})).toBe(false);
    expect(honeypotFilled(null)).toBe(false);
    expect(honeypotFilled({ website: 'x' })).toBe(true);
    expect(honeypotFilled({ website: 1 })).toBe(true);
  });
});
