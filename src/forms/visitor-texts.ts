/**
 * What each visitor form is called and says once sent, shared by the forms (src/blocks/form) and
 * the server's answer to a form sent without script (src/server/forms/page-posts.ts), so both say
 * the same. No zod here: the browser loads it with the form.
 */
import type { FormKind } from './kinds.ts';

/**
 * A hidden field in each visitor form that names its kind: a form sent without script arrives at
 * its page's address, and this says which of the page's forms it was.
 */
export const FORM_KIND_FIELD = 'form';

export interface VisitorFormTexts {
  /** The form's accessible name when its section has no heading. */
  name: string;
  /** The success panel: its title, the sentence under it, and the button to send another. */
  done: { title: string; text: string; again: string };
}

export const VISITOR_FORM_TEXTS: Record<FormKind, VisitorFormTexts> = {
  'contact-us': {
    name: 'Contact form',
    done: { title: 'Form submitted successfully!', text: 'Thank you for your message. We reply within one working day.', again: 'Send another message' },
  },
  'get-started': {
    name: 'Get started',
    done: { title: 'Thank you, your request is on its way', text: 'A practitioner will reply within one working day to book your 30-minute call.', again: 'Send another request' },
  },
  careers: {
    name: 'Job application',
    done: { title: 'Thank you, your application has arrived', text: 'A recruiter who knows the practice reads it and replies within five working days.', again: 'Send another application' },
  },
};
