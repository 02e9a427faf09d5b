/**
 * Building blocks shared by the three visitor forms. Written with `zod/mini` because the browser
 * imports these files: the classic API would add ~95 KB to the client bundle, mini adds ~6 KB.
 * The server runs the very same schemas, and its verdict is the one that counts.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX, PHONE_MAX } from './limits.ts';
import { isPlainLine, isPlainText, normalizeLineBreaks } from './plain-text.ts';

export type { FormOptions } from '../registry/form-options.ts';

export { MESSAGE_MAX, EMAIL_MAX, NAME_MAX, COMPANY_MAX, PHONE_MAX, COUNTRY_MAX, URL_MAX } from './limits.ts';

/** `one`: a single line (names, company, country). `many`: free text with line breaks (messages). */
export type TextLines = 'one' | 'many';

/** Free text arrives with CR LF from a browser posting the form without script: stored (and counted) as LF. */
function lineBreaks(lines: TextLines) {
  return lines === 'many' ? [z.overwrite<string>(normalizeLineBreaks)] : [];
}

/**
 * What a visitor's text may hold beyond its length: one line refuses line breaks, tabs and
 * invisible formatting characters; free text keeps line breaks only (plain-text.ts says which and why).
 */
function plainText(lines: TextLines, label: string) {
  return lines === 'one'
    ? z.refine<string>(isPlainLine, `${label} must be one line, without tabs or invisible formatting characters`)
    : z.refine<string>(isPlainText, `${label} cannot contain tabs or invisible formatting characters`);
}

/** A required text: trimmed, not empty, at most `max` characters, plain. */
export function requiredText(max: number, label: string, lines: TextLines = 'one') {
  return z.string(`${label} is required`).check(
    ...lineBreaks(lines),
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    plainText(lines, label),
  );
}

/** An optional text: missing means ''. Trimmed, capped and plain. */
export function optionalText(max: number, label: string, lines: TextLines = 'one') {
  return z._default(
    z.string(`${label} must be text`).check(...lineBreaks(lines), z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), plainText(lines, label)),
    '',
  );
}

export const emailField = z.string('E-mail is required').check(
  z.trim(),
  z.minLength(1, 'E-mail is required'),
  z.maxLength(EMAIL_MAX, `E-mail must be at most ${EMAIL_MAX} characters`),
  z.email('Enter a valid e-mail address'),
);

/** Digits, spaces and the usual phone punctuation; the form's tel input allows the same. */
const PHONE_PATTERN = /^[+0-9 ().\-/]*$/;

export function phoneField(required: boolean) {
  const base = z.string('Phone must be text').check(
    z.trim(),
    z.maxLength(PHONE_MAX, `Phone must be at most ${PHONE_MAX} characters`),
    z.regex(PHONE_PATTERN, 'Phone may contain digits, spaces and + ( ) . - / only'),
  );
  if (required) return base.check(z.minLength(1, 'Phone is required'));
  return z._default(base, '');
}

/**
 * A list of distinct choices, each one of `allowed`. Missing means none chosen.
 * Duplicates are refused rather than silently merged so that a bug in a client shows.
 */
export function choiceList(allowed: readonly string[], label: string) {
  return z._default(
    z
      .array(z.string(`${label}: each choice must be text`), `${label} must be a list`)
      .check(
        z.maxLength(allowed.length, `${label}: too many choices`),
        z.refine((list) => list.every((item) => allowed.includes(item)), `${label}: unknown choice`),
        z.refine((list) => new Set(list).size === list.length, `${label}: a choice is repeated`),
      ),
    [],
  );
}

/** One value of `allowed`; `allowEmpty` adds '' for a "Please Select" option. */
export function choice(allowed: readonly string[], label: string, allowEmpty: boolean) {
  const values = allowEmpty ? ['', ...allowed] : [...allowed];
  const schema = z.string(`${label} is required`).check(
    z.refine((value) => values.includes(value), allowEmpty ? `Choose a listed ${label.toLowerCase()}` : `${label} is required`),
  );
  return allowEmpty ? z._default(schema, '') : schema;
}

/**
 * The honeypot: a field humans never see (hidden with CSS and aria-hidden, off the tab order).
 * Anything goes here; the server answers a filled one with an ordinary success and stores nothing.
 */
export const honeypotField = z.optional(z.unknown());

/** True when a bot filled the honeypot (any non-blank value). */
export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>).website;
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

export interface FieldIssue {
  /** Dotted path of the failing field, e.g. "email" or "services.0". */
  path: string;
  message: string;
}

/** Flattens zod issues into the `{path, message}` list the API answers with. */
export function toFieldIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map((part) => String(part)).join('.'),
    message: issue.message,
  }));
}
