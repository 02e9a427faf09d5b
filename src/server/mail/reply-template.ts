/**
 * The draft a staff member starts from when replying to a submission in place: a greeting with the
 * visitor's name, a line fitting the form, the staff member's signature, and below it what the
 * visitor wrote, quoted line by line with "> " (as the notification quotes it, so no line they
 * wrote can pass for one of ours). The staff member edits it before sending; the server sends what
 * they send, to the submission's address only.
 */
import { senderName, shownValue } from '../../forms/describe.ts';
import { stripHidden } from '../../forms/plain-text.ts';
import { FORMS, type FormKind } from '../forms/tables.ts';

export interface ReplyDraft {
  to: string;
  subject: string;
  body: string;
}

/** Per form: the subject and the line after the greeting. */
const OPENINGS: Readonly<Record<FormKind, (values: Readonly<Record<string, unknown>>) => { subject: string; line: string }>> = {
  'contact-us': () => ({
    subject: 'Re: your enquiry to Northbeam Consulting',
    line: 'Thank you for getting in touch with Northbeam Consulting.',
  }),
  careers: (values) => {
    const position = oneLine(shownValue(values.position));
    return {
      subject: position ? `Re: your application for ${position}` : 'Re: your application to Northbeam Consulting',
      line: `Thank you for your application${position ? ` for the ${position} position` : ''}.`,
    };
  },
  'get-started': () => ({
    subject: 'Re: getting started with Northbeam Consulting',
    line: 'Thank you for your request to get started with Northbeam Consulting.',
  }),
};

/** A visitor's one-line value as it may appear in a mail: no line breaks or invisible characters. */
function oneLine(value: string): string {
  return stripHidden(value.replace(/\s+/g, ' ')).trim();
}

/** "> " before every line, whatever line break the text used. */
export function quoteLines(text: string): string[] {
  return text.split(/\r\n|[\n\r\u2028\u2029]/).map((line) => (line ? `> ${stripHidden(line)}` : '>'));
}

export function replyDraft(kind: FormKind, values: Readonly<Record<string, unknown>>, staffName: string, receivedAt: string): ReplyDraft {
  const form = FORMS[kind];
  const name = oneLine(senderName(form, values));
  const { subject, line } = OPENINGS[kind](values);
  const written = Object.entries(form.fields)
    .filter(([key, field]) => field.kind === 'long' && shownValue(values[key]).trim() !== '')
    .map(([key]) => shownValue(values[key]));
  const day = new Date(receivedAt).toUTCString().slice(0, 16);
  const quote = written.length > 0 ? ['', `On ${day}, ${name || 'you'} wrote:`, ...written.flatMap((text, i) => [...(i > 0 ? ['>'] : []), ...quoteLines(text)])] : [];
  return {
    to: String(values[form.email]),
    subject,
    body: [`Hello ${name || 'there'},`, '', line, '', '', '', 'Kind regards,', oneLine(staffName), 'Northbeam Consulting', ...quote, ''].join('\n'),
  };
}
