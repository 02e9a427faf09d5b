import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, sharedRef } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'industries-served',
  title: 'Industries served',
  description: 'Three industry cards (from shared.industries) with a "Learn More" button each. A swipeable card carousel on phones, a row of three on wide screens.',
  landmarks: (section) => [{ name: section.heading, field: 'heading' }],
  props: {
    ...headingProps('Industries we serve'),
    industries: z.array(sharedRef('industries')).length(3).describe('Exactly three industry ids, e.g. ["healthcare", "retail-consumer", "manufacturing"].'),
    buttonLabel: line('The button text on every card. Default "Learn More".', 40).optional(),
  },
  example: {
    eyebrow: 'Industries',
    heading: 'Where this work matters most',
    industries: ['banking-financial', 'healthcare', 'retail-consumer'],
  },
});
