import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { cta, image, line, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'engagement-offers',
  static: true,
  title: 'Engagement offers',
  description: 'What a first engagement gives, side by side: e.g. the 30-minute call and the written roadmap, each with a label, a summary and what is included.',
  props: {
    ...headingProps('What you get'),
    offers: z
      .array(
        z.strictObject({
          label: line('A short tag, e.g. "Step 1 · 30 minutes".', 40),
          title: line('The offer, e.g. "A 30-minute call with a senior architect".', 100),
          text: text('One or two sentences on what it is.'),
          includes: z.array(text('One thing it includes.')).min(2).max(8).describe('What is included, one point each.'),
          image: image('Artwork for the offer.').optional(),
        }),
      )
      .min(1)
      .max(3)
      .describe('One to three offers.'),
    actions: z.array(cta()).max(3).optional().describe('Buttons under the offers.'),
  },
  example: {
    heading: 'What you get',
    offers: [
      { label: 'Step 1 · 30 minutes', title: 'A call with a senior architect', text: 'We listen, ask the awkward questions and tell you what we would do first.', includes: ['A named architect from your industry', 'No slides, no sales script'] },
      { label: 'Step 2 · 10 working days', title: 'A written roadmap', text: 'A plan you can take to your board, whether or not you hire us.', includes: ['Timeline by quarter', 'Costs with ranges', 'Milestones and exit criteria'] },
    ],
  },
});
