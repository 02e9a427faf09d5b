import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { image, line, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'why-us',
  title: 'Why-us slides',
  description: 'Reasons to choose Northbeam as a slide carousel: one slide at a time, advancing every 3 seconds, with arrows and swipe.',
  props: {
    ...headingProps('Why enterprises choose Northbeam'),
    slides: z
      .array(z.strictObject({ title: line('The reason, short, e.g. "Senior people only".', 90), text: text('One or two sentences that prove it.'), image: image('Artwork for the slide.') }))
      .min(2)
      .max(8)
      .describe('Two to eight slides.'),
  },
  example: {
    eyebrow: 'Why Northbeam',
    heading: 'Why enterprises choose us',
    slides: [
      { title: 'Senior people only', text: 'Every engagement is led by an architect with ten or more years in your industry.', image: { src: 'slides/senior-team.svg', alt: '' } },
      { title: 'Fixed-price roadmaps', text: 'You get a written plan with timeline, costs and milestones before you commit.', image: { src: 'slides/written-roadmap.svg', alt: '' } },
    ],
  },
});
