import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, text } from '../../registry/fields.ts';
import { VISITOR_FORM_TEXTS } from '../../forms/visitor-texts.ts';

export default defineBlock({
  type: 'form',
  title: 'Form',
  description:
    'One of the visitor forms on the page: the contact enquiry, the get-started request or the job application (with CV upload). Its fields and choices (industries, services, open positions) come from the site data, not from this section.',
  landmarks: (section) => [{ name: section.heading ?? VISITOR_FORM_TEXTS[section.form].name, field: 'heading' }],
  props: {
    form: z.enum(['contact-us', 'get-started', 'careers']).describe('Which form: "contact-us", "get-started" or "careers" (the job application).'),
    heading: line('Optional heading above the form (h2), e.g. "Send us a message".', 140).optional(),
    intro: text('Optional sentence under the heading, e.g. what happens after sending.').optional(),
  },
  example: {
    form: 'contact-us',
    heading: 'Send us a message',
    intro: 'Tell us about your project and we will reply within one business day.',
  },
});
