import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'why-us',
  title: 'Why-us slides',
  description: 'Reasons to choose Northbeam, every title in view: the current one open with its text, moving on to the next after 3 seconds or the time its text takes to read, whichever is longer; a reader can open any, and pause.',
  landmarks: (section) => section.slides.map((slide, index) => ({ name: slide.title, field: `slides/${index}/title` })),
  props: {
    ...headingProps('Why enterprises choose Northbeam'),
    slides: z
      .array(z.strictObject({ title: line('The reason, short, e.g. "Senior people only".', 90), text: text('One or two sentences that prove it.') }))
      .min(2)
      .max(8)
      .describe('Two to eight slides.'),
  },
  example: {
    eyebrow: 'Why Northbeam',
    heading: 'Why enterprises choose us',
    slides: [
      { title: 'Senior people only', text: 'Every engagement is led by an architect with ten or more years in your industry.' },
      { title: 'Fixed-price roadmaps', text: 'You get a written plan with timeline, costs and milestones before you commit.' },
    ],
  },
});
