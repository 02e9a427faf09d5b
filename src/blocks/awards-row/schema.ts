import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { sharedRef } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'awards-row',
  static: true,
  title: 'Awards row',
  description: 'A row of the four award badges (from shared.awards): DevOps excellence, Growth Champions, Booming 15 and Top 15.',
  props: {
    ...headingProps('Recognised for delivery'),
    awards: z.array(sharedRef('awards')).length(4).describe('Exactly four award ids.'),
  },
  example: {
    heading: 'Recognised for delivery',
    awards: ['devops-excellence', 'growth-champions', 'booming-15', 'top-15'],
  },
});
