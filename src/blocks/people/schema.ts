import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { sharedRef } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'people',
  static: true,
  title: 'People',
  description: 'Portraits of the people a client would work with, with their roles: leadership on the about page, the team on careers. A person with a profile page links to it.',
  props: {
    ...headingProps('The people you would work with'),
    people: z.array(sharedRef('people')).min(2).max(12).describe('Two to twelve people, by their id in "shared.people".'),
    show: z.enum(['summary', 'quote']).optional().describe('What each card says under the role: "summary" (default: one sentence about them) or "quote" (their own words, e.g. on careers).'),
  },
  example: {
    eyebrow: 'Leadership',
    heading: 'The people you would work with',
    people: ['ruth-okonkwo', 'samuel-hart', 'ingrid-larsen'],
  },
});
