import { describe, expect, it } from 'vitest';
import { contactUsSchema } from '../../../src/forms/contact-us.ts';
import { errorsFrom, validate } from '../../../src/ui/form/use-form.ts';
import { cvProblem } from '../../../src/blocks/form/CareersForm.tsx';
import { passwordProblems } from '../../../src/features/auth/ResetPasswordScreen.tsx';
import { MESSAGE_PLACEHOLDER, CONTACT_SUCCESS, CONTACT_CONFIRMATION_MS } from '../../../src/blocks/form/ContactForm.tsx';

const options = { industries: ['Healthcare'], services: ['Cloud', 'Data'] };
const valid = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', contactNumber: '', country: '', companyName: 'AE', industry: '', services: [], message: 'Hi', website: '' };

describe('contact form checks (the server’s schema, in the browser)', () => {
  it('uses the spec’s texts', () => {
    expect(MESSAGE_PLACEHOLDER).toBe('Write your message (max 3000 characters)');
    expect(CONTACT_SUCCESS).toBe('Form submitted successfully!');
    expect(CONTACT_CONFIRMATION_MS).toBe(3000);
  });

  it('accepts a valid enquiry and reports one message per field', () => {
    const schema = contactUsSchema(options);
    expect(validate(schema, valid)).toEqual({});
    const errors = validate(schema, { ...valid, firstName: ' ', email: 'nope', services: ['Cloud', 'Other'], message: 'x'.repeat(3001) });
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'message', 'services']);
    expect(errors.message).toMatch(/3000/);
    expect(validate(schema, { ...valid, message: 'x'.repeat(3000) })).toEqual({});
    expect(validate(schema, { ...valid, industry: 'Mining' }).industry).toBeTruthy();
  });

  it('maps server issues by their first path segment', () => {
    expect(errorsFrom([{ path: 'services.1', message: 'unknown' }, { path: 'email', message: 'a' }, { path: 'email', message: 'b' }, { path: '', message: 'whole form' }])).toEqual({ services: 'unknown', email: 'a', form: 'whole form' });
  });
});

describe('CV check', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
  it('wants a PDF or Word file of at most 5 MB', () => {
    expect(cvProblem(null)).toBe('Attach your CV (PDF or Word)');
    expect(cvProblem(file('cv.pdf', 0))).toBe('Attach your CV (PDF or Word)');
    expect(cvProblem(file('cv.txt', 10))).toBe('The CV must be a PDF or Word document');
    expect(cvProblem(file('cv.pdf', 5 * 1024 * 1024 + 1))).toBe('The CV must be at most 5 MB');
    for (const name of ['cv.pdf', 'CV.PDF', 'cv.doc', 'cv.docx']) expect(cvProblem(file(name, 5 * 1024 * 1024))).toBeUndefined();
  });
});

describe('new password check', () => {
  it('follows the server policy: 12 to 256 characters, and both entries match', () => {
    expect(passwordProblems('short', 'short').password).toBe('Password must be at least 12 characters');
    expect(passwordProblems('x'.repeat(257), 'x'.repeat(257)).password).toBe('Password must be at most 256 characters');
    expect(passwordProblems('a-long-enough-pass', 'different')).toEqual({ confirm: 'The two passwords do not match' });
    expect(passwordProblems('a-long-enough-pass', 'a-long-enough-pass')).toEqual({});
    // Characters, not UTF-16 units.
    expect(passwordProblems('😀'.repeat(12), '😀'.repeat(12))).toEqual({});
  });
});
