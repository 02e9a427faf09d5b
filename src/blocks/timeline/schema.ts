import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'timeline',
  static: true,
  title: 'Timeline',
  description: 'A story told by its years: each entry a year, what happened and a sentence or two, oldest first.',
  props: {
    ...headingProps('Fourteen years, one way of working'),
    entries: z
      .array(
        z.strictObject({
          year: z.number().int().min(1900).max(2100).describe('The year, e.g. 2012.'),
          title: line('What happened, short, e.g. "Founded in Austin".', 80),
          text: text('One or two sentences.'),
        }),
      )
      .min(2)
      .max(20)
      .describe('The entries, oldest first.'),
  },
  example: {
    eyebrow: 'Our story',
    heading: 'Fourteen years, one way of working',
    entries: [
      { year: 2012, title: 'Founded in Austin', text: 'Four engineers leave a bank\'s platform team to build what they wished they could have bought.' },
      { year: 2016, title: 'Toronto and London', text: 'Two offices open to serve clients in Canada and the United Kingdom.' },
    ],
  },
});
