import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'approach',
  static: true,
  title: 'Approach statement',
  description: 'How we work on this kind of engagement: a statement and three to five numbered steps.',
  props: {
    ...headingProps('Our approach'),
    steps: z
      .array(z.strictObject({ title: line('The step, e.g. "Assess".', 60), text: text('What happens in this step and what the client gets.') }))
      .min(3)
      .max(5)
      .describe('Three to five steps, in order.'),
  },
  example: {
    eyebrow: 'Our approach',
    heading: 'Risk first, then speed',
    intro: 'Every engagement follows the same four steps, so you always know what comes next.',
    steps: [
      { title: 'Assess', text: 'Two weeks of interviews and system reviews end in a written baseline.' },
      { title: 'Design', text: 'A target architecture with costs, risks and a release plan.' },
      { title: 'Deliver', text: 'Fortnightly releases into production, behind feature flags.' },
    ],
  },
});
