/**
 * The job application. Sent as multipart/form-data because of the CV file; the text fields are
 * checked with this schema on both sides, the file by the server (by its bytes, not its name).
 */
import * as z from 'zod/mini';
import {
  MESSAGE_MAX,
  NAME_MAX,
  URL_MAX,
  choice,
  emailField,
  phoneField,
  requiredText,
  optionalText,
  type FormOptions,
} from './common.ts';
import { formSchema, type FormDescription } from './describe.ts';
import { CV_FIELD } from './limits.ts';
import { isPlainLine } from './plain-text.ts';

export { CV_MAX_BYTES, CV_ACCEPT, CV_FIELD, CAREERS_LIMITS } from './limits.ts';

/** An optional https link (LinkedIn, portfolio …); '' means none. */
const profileUrlField = z._default(
  z.string('Profile link must be text').check(
    z.trim(),
    z.maxLength(URL_MAX, `Profile link must be at most ${URL_MAX} characters`),
    // The URL parser drops tabs and line breaks by itself: refuse them before it can hide them.
    z.refine<string>(isPlainLine, 'Profile link must be one line, without tabs or invisible formatting characters'),
    z.refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, 'Profile link must be an https:// address'),
  ),
  '',
);

type CareersOptions = Pick<FormOptions, 'positions'>;

export const careersForm = {
  table: 'careers_forms',
  title: 'job application',
  heading: 'Job applications',
  noun: 'application',
  nouns: 'applications',
  fields: {
    name: { column: 'name', label: 'Name', schema: requiredText(NAME_MAX, 'Name'), search: true },
    email: { column: 'email', label: 'E-mail', schema: emailField, search: true },
    phone: { column: 'phone', label: 'Phone', schema: phoneField(true) },
    position: { column: 'position', label: 'Position', schema: (options: CareersOptions) => choice(options.positions, 'Position', false), search: true },
    profileUrl: { column: 'profile_url', label: 'Profile link', schema: profileUrlField, kind: 'link' },
    coverMessage: { column: 'cover_message', label: 'Cover message', schema: optionalText(MESSAGE_MAX, 'Cover message', 'many'), kind: 'long', search: true },
  },
  sender: ['name'],
  listed: ['position', 'email'],
  email: 'email',
  file: {
    field: CV_FIELD,
    label: 'CV',
    columns: { filename: 'cv_filename', contentType: 'cv_content_type', size: 'cv_size', data: 'cv_data' },
  },
} as const satisfies FormDescription<CareersOptions>;

export function careersSchema(options: CareersOptions) {
  return formSchema(careersForm, options);
}

export type CareersInput = z.input<ReturnType<typeof careersSchema>>;
export type CareersForm = Omit<z.output<ReturnType<typeof careersSchema>>, 'website'>;
