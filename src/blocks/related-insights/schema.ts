import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { link } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'related-insights',
  static: true,
  title: 'Related insights',
  description: 'Cards for other articles or case studies, at the end of one: their picture, kind, date, title and summary come from those pages.',
  props: {
    ...headingProps('Related reading'),
    items: z.array(link('An article or case study page, e.g. "/insights/zero-downtime-core-banking".')).min(1).max(3).describe('One to three articles or case studies, by their paths.'),
  },
  example: {
    heading: 'Related reading',
    items: ['/insights'],
  },
});
