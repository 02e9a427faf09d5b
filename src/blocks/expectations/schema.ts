import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'expectations',
  static: true,
  title: 'What you can expect',
  description: 'Outcome cards for Salesforce pages ("what you can expect"): each a headline result, an optional figure and a sentence of proof.',
  props: {
    ...headingProps('What you can expect'),
    items: z
      .array(z.strictObject({ figure: line('An optional figure, e.g. "40%".', 16).optional(), title: line('The outcome, e.g. "Higher first-contact resolution".', 100), text: text('How we get there.') }))
      .min(3)
      .max(6)
      .describe('Three to six outcomes.'),
  },
  example: {
    eyebrow: 'Outcomes',
    heading: 'What you can expect',
    items: [
      { figure: '40%', title: 'Higher first-contact resolution', text: 'Knowledge and case history surface in the agent console as the call connects.' },
      { title: 'One view of the customer', text: 'Sales, service and billing data on one record, refreshed in minutes.' },
      { title: 'Forecasts the board trusts', text: 'Pipeline stages with exit criteria, so the number means the same to everyone.' },
    ],
  },
});
