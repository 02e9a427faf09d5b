import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, link, sharedRef } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'open-positions',
  title: 'Open positions',
  description: 'The open roles (from shared.positions), each with location, type, a summary and an Apply link (to the application section of the page).',
  props: {
    ...headingProps('Open positions'),
    positions: z.array(sharedRef('positions')).min(1).describe('Position ids, in the order to show them.'),
    applyHref: link('Where the Apply links go. Default "#apply", the application section of the careers page. On another page, link to that section ("/careers#apply"): the form there opens with the role chosen.').optional(),
    applyLabel: line('The Apply link text. Default "Apply".', 30).optional(),
  },
  example: {
    heading: 'Open positions',
    positions: ['senior-data-engineer', 'salesforce-technical-architect'],
  },
});
