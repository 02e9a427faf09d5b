/**
 * What the visitor forms' markup needs before their checks load: lengths, choices and the CV's
 * rules, with no zod. The forms render from this file; the schemas (common.ts and the form files,
 * which build on these very numbers) load when a visitor starts on a form (src/blocks/form/use-lazy-schema.ts).
 */

/** Longest free-text message a visitor may send. */
export const MESSAGE_MAX = 3000;
/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
export const COMPANY_MAX = 200;
export const PHONE_MAX = 40;
export const COUNTRY_MAX = 100;
export const URL_MAX = 500;

export const CONTACT_US_LIMITS = {
  firstName: NAME_MAX,
  lastName: NAME_MAX,
  email: EMAIL_MAX,
  contactNumber: PHONE_MAX,
  country: COUNTRY_MAX,
  companyName: COMPANY_MAX,
  message: MESSAGE_MAX,
} as const;

export const GET_STARTED_LIMITS = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  company: COMPANY_MAX,
  phone: PHONE_MAX,
  message: MESSAGE_MAX,
} as const;

export const CAREERS_LIMITS = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  phone: PHONE_MAX,
  profileUrl: URL_MAX,
  coverMessage: MESSAGE_MAX,
} as const;

export const BUDGETS = ['Under $50k', '$50k–$150k', '$150k–$500k', 'Over $500k', 'Not sure yet'] as const;
export const TIMELINES = [
  'As soon as possible',
  'Within 3 months',
  '3–6 months',
  '6+ months',
  'Just exploring',
] as const;

export type Budget = (typeof BUDGETS)[number];
export type Timeline = (typeof TIMELINES)[number];

/** Largest CV accepted: 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server decides by magic bytes. */
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Name of the multipart file field. */
export const CV_FIELD = 'cv';
