/** Texts and timings of the sign-in screens, used exactly. */
export const LOGIN_SUCCESS = 'Login successful!';
export const LOGIN_FAILED = 'Login failed';
export const LOGIN_SUCCESS_TOAST_MS = 1000;
export const LOGIN_ERROR_TOAST_MS = 2000;
export const REDIRECT_AFTER_LOGIN_MS = 1000;
export const RESET_EMAIL_SENT = 'Password reset email sent!';
export const RESET_EMAIL_FAILED = 'Failed to send email';
export const RESET_MESSAGE_MS = 1500;
export const RESET_CLOSE_AFTER_MS = 1500;
export const DASHBOARD_PATH = '/dashboard';
/** On the sign-in screen after the server ended the session (not after signing out on purpose). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
