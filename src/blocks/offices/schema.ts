import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { sharedRef } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'offices',
  static: true,
  title: 'Offices',
  description: 'Office cards (from shared.offices): city, postal address, phone and e-mail, with tap-to-call and e-mail links.',
  props: {
    ...headingProps('Our offices'),
    offices: z.array(sharedRef('offices')).min(1).max(8).describe('Office ids, in the order to show them.'),
  },
  example: {
    heading: 'Our offices',
    offices: ['austin', 'london'],
  },
});
