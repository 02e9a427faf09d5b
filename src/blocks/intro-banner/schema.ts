import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'intro-banner',
  static: true,
  title: 'Intro banner',
  description: 'The statement right under the hero: what this service or page is about, in a sentence or two, with up to four key figures.',
  props: {
    ...headingProps('Modern data platforms, delivered in quarters, not years'),
    text: text('The body: two to four sentences.', 800),
    stats: z
      .array(
        z.strictObject({
          value: line('The figure, short, e.g. "30–50%".', 16),
          label: line('What the figure means, e.g. "lower compliance cost".', 80),
        }),
      )
      .max(4)
      .optional()
      .describe('Up to four key figures shown beside the text.'),
  },
  example: {
    eyebrow: 'Cloud Data Modernization',
    heading: 'Your data estate, rebuilt for the questions you ask today',
    text: 'We move warehouses, lakes and reporting to a governed cloud platform without stopping the business.',
    stats: [
      { value: '30–50%', label: 'lower run cost after migration' },
      { value: '12 wks', label: 'to the first production workload' },
    ],
  },
});
