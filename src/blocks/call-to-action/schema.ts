import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { cta, line, text } from '../../registry/fields.ts';

export default defineBlock({
  type: 'call-to-action',
  static: true,
  title: 'Call to action',
  description: 'A closing band that asks the reader to act: a heading, a sentence and buttons.',
  props: {
    heading: line('What we ask the reader to do, e.g. "Decomplexify digital with Northbeam today".', 140),
    text: text('One sentence of support, e.g. the promise of a 30-minute call.').optional(),
    actions: z.array(cta()).min(1).max(3).describe('One to three buttons.'),
  },
  example: {
    heading: 'Decomplexify digital with Northbeam today',
    text: 'Book a 30-minute call and get a written roadmap with timeline, costs and milestones.',
    actions: [
      { label: 'Get started', href: '/get-started' },
      { label: 'Contact us', href: '/contact', style: 'secondary', opensContactForm: true },
    ],
  },
});
