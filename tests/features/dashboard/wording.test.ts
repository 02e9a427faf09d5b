import { describe, expect, it } from 'vitest';
import { FORM_TYPES, text } from '../../../src/features/dashboard/form-types.ts';
import { describeError, fieldIssue } from '../../../src/features/dashboard/describe-error.ts';
import { formatBytes, formatDateTime } from '../../../src/features/dashboard/format.ts';
import { HttpError } from '../../../src/lib/http/errors.ts';

describe('dashboard wording', () => {
  it('says what went wrong in words, preferring the server\'s own', () => {
    expect(describeError(new HttpError('TIMEOUT_ERROR'))).toBe('The server took too long to answer. Please try again.');
    expect(describeError(new HttpError('FETCH_ERROR', { error: 'Failed to fetch' }))).toBe('Could not reach the server. Check your connection and try again.');
    expect(describeError(new HttpError('PARSING_ERROR'))).toMatch(/could not be read/);
    expect(describeError(new HttpError(403))).toBe('You do not have permission to do this.');
    expect(describeError(new HttpError(409, { status: 'error', error: 'There must be at least one active admin' }))).toBe('There must be at least one active admin');
    expect(describeError(new HttpError(500))).toBe('Something went wrong. Please try again.');
    expect(describeError(new Error('x'), 'Fallback')).toBe('Fallback');
  });

  it('finds the server\'s message for one field', () => {
    const error = new HttpError(400, { status: 'error', error: 'Too common', issues: [{ path: 'password', message: 'Too common' }] });
    expect(fieldIssue(error, 'password')).toBe('Too common');
    expect(fieldIssue(error, 'currentPassword')).toBeUndefined();
    expect(fieldIssue(new Error('x'), 'password')).toBeUndefined();
  });

  it('formats sizes and times, and shows stored values as plain text', () => {
    expect(formatBytes(0)).toBe('');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2100)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(text(['Cloud', 'Data'])).toBe('Cloud, Data');
    expect(text(null)).toBe('');
    expect(text('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('names senders, with a stand-in when a name is missing', () => {
    const base = { id: 1, status: 'new' as const, createdAt: '2026-01-01T00:00:00Z', stage: 'new' as const, ownerId: null, firstRepliedAt: null };
    expect(FORM_TYPES['contact-us'].nameOf({ ...base, firstName: 'Grace', lastName: 'Hopper' })).toBe('Grace Hopper');
    expect(FORM_TYPES['contact-us'].nameOf({ ...base, firstName: '', lastName: '' })).toBe('(no name)');
    expect(FORM_TYPES.careers.nameOf({ ...base, name: 'Ada' })).toBe('Ada');
    expect(FORM_TYPES['get-started'].nameOf(base)).toBe('(no name)');
  });
});
