import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { sharedRef } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'award-quotes',
  static: true,
  title: 'Awards with customer quotes',
  description: 'Award images, each beside a customer quote (the /industries index): pairs of an award id and a testimonial id.',
  props: {
    ...headingProps('Awards our clients earned with us'),
    items: z
      .array(z.strictObject({ award: sharedRef('awards'), testimonial: sharedRef('testimonials') }))
      .min(2)
      .max(6)
      .describe('Two to six pairs of an award and a customer quote.'),
  },
  example: {
    heading: 'Recognition, in our clients\' words',
    items: [
      { award: 'devops-excellence', testimonial: 'bank-cio' },
      { award: 'growth-champions', testimonial: 'retailer-cdo' },
    ],
  },
});
