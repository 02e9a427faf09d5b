import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/lib/http/errors.ts';
import { loginOutcome, resetEmailOutcome } from '../../../src/features/auth/outcomes.ts';
import * as messages from '../../../src/features/auth/messages.ts';

describe('spec §8 texts and §9 timings', () => {
  it('are exactly the spec’s', () => {
    expect(messages).toMatchObject({
      LOGIN_SUCCESS: 'Login successful!',
      LOGIN_FAILED: 'Login failed',
      RESET_EMAIL_SENT: 'Password reset email sent!',
      RESET_EMAIL_FAILED: 'Failed to send email',
      LOGIN_SUCCESS_TOAST_MS: 1000,
      LOGIN_ERROR_TOAST_MS: 2000,
      REDIRECT_AFTER_LOGIN_MS: 1000,
      RESET_MESSAGE_MS: 1500,
      RESET_CLOSE_AFTER_MS: 1500,
    });
  });
});

describe('loginOutcome', () => {
  it('succeeds only with status "success" and a token', () => {
    expect(loginOutcome({ answer: { status: 'success', data: { token: 't1', userDetails: { role: 'admin' } } } })).toEqual({ ok: true, token: 't1', role: 'admin', mustChangePassword: false, mfaEnrolmentRequired: false });
    expect(loginOutcome({ answer: { status: 'ok', data: { token: 't1', userDetails: { role: 'admin' } } } })).toEqual({ ok: false, message: 'Login failed' });
    expect(loginOutcome({ answer: { status: 'success', data: {} } })).toEqual({ ok: false, message: 'Login failed' });
    expect(loginOutcome({ answer: { status: 'error', error: 'Account disabled' } })).toEqual({ ok: false, message: 'Account disabled' });
  });

  it("shows the server's message on an HTTP error, else 'Login failed'", () => {
    expect(loginOutcome({ error: new HttpError(401, { status: 'error', error: 'Invalid email or password' }) })).toEqual({ ok: false, message: 'Invalid email or password' });
    expect(loginOutcome({ error: new HttpError(429, { message: 'Slow down' }) })).toEqual({ ok: false, message: 'Slow down' });
    expect(loginOutcome({ error: new HttpError(500, undefined) })).toEqual({ ok: false, message: 'Login failed' });
    // A network failure carries the runtime's words, not the server's.
    expect(loginOutcome({ error: new HttpError('FETCH_ERROR', { error: 'Failed to fetch' }) })).toEqual({ ok: false, message: 'Login failed' });
    expect(loginOutcome({ error: new HttpError('TIMEOUT_ERROR') })).toEqual({ ok: false, message: 'Login failed' });
    expect(loginOutcome({ error: new TypeError('boom') })).toEqual({ ok: false, message: 'Login failed' });
  });
});

describe('resetEmailOutcome', () => {
  it("success: the server's message, else the default", () => {
    expect(resetEmailOutcome({ answer: { message: 'On its way' } })).toEqual({ ok: true, message: 'On its way' });
    expect(resetEmailOutcome({ answer: {} })).toEqual({ ok: true, message: 'Password reset email sent!' });
  });
  it("failure: the server's message, else 'Failed to send email'", () => {
    expect(resetEmailOutcome({ error: new HttpError(429, { error: 'Too many requests' }) })).toEqual({ ok: false, message: 'Too many requests' });
    expect(resetEmailOutcome({ error: new HttpError('TIMEOUT_ERROR') })).toEqual({ ok: false, message: 'Failed to send email' });
  });
});
