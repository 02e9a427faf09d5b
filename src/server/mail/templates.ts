/** Plain-text mails. Visitor text goes in bodies only, never in headers other than the subject line. */
import type { OutgoingMail } from './outbox.ts';

export interface SubmissionSummary {
  /** The form's kind, as in its dashboard path ("contact-us" …). */
  kind: string;
  /** One item in a sentence, e.g. "contact enquiry". */
  title: string;
  id: number;
  name: string;
  email: string;
  /** Label → value lines for the notification. */
  fields: Array<[string, string]>;
}

export function submissionMails(summary: SubmissionSummary, notifyEmail: string | undefined, publicUrl: string): OutgoingMail[] {
  const { title } = summary;
  const mails: OutgoingMail[] = [];
  if (notifyEmail) {
    const lines = summary.fields.map(([label, value]) => fieldLine(label, value));
    mails.push({
      kind: 'notify',
      to: notifyEmail,
      replyTo: summary.email,
      subject: `New ${title} from ${summary.name}`,
      text: [`A new ${title} (#${summary.id}) arrived.`, '', ...lines, '', `Open it: ${publicUrl}/dashboard/${summary.kind}-form`, ''].join('\n'),
    });
  }
  // The acknowledgement goes to an address anyone can type: it quotes nothing they sent (not even
  // the name), so it cannot carry someone else's text to a stranger.
  mails.push({
    kind: 'ack',
    to: summary.email,
    subject: `We received your ${title}`,
    text: [
      'Hello,',
      '',
      `Thank you for your ${title}. We have received it and will get back to you shortly.`,
      '',
      'Northbeam Consulting',
      '',
    ].join('\n'),
  });
  return mails;
}

/**
 * One field of the notification. A value with line breaks (a message) is quoted line by line with
 * "> ", as mail quotes, so no line a visitor wrote can pass for one of the template's own
 * ("Open it: https://…"); a single-line value follows its label on the same line.
 */
export function fieldLine(label: string, value: string): string {
  const lines = value.split(/\r\n|[\n\r\u2028\u2029]/);
  return lines.length === 1 ? `${label}: ${value}` : `${label}:\n${lines.map((line) => `> ${line}`).join('\n')}\n`;
}

export function resetMail(to: string, name: string, link: string): OutgoingMail {
  return {
    kind: 'reset',
    to,
    subject: 'Reset your password',
    text: [
      `Hello ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Northbeam staff account.',
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, name: string): OutgoingMail {
  return {
    kind: 'password-changed',
    to,
    subject: 'Your password was changed',
    text: [`Hello ${name},`, '', 'The password of your Northbeam staff account was just changed, and your other sessions were signed out.', 'If this was not you, contact an administrator at once.', ''].join('\n'),
  };
}
