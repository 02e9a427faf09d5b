import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { cta, image, line, text } from '../../registry/fields.ts';

export default defineBlock({
  type: 'hero',
  pageHeading: true,
  title: 'Hero',
  description: 'The opening banner of a page: the page heading (the only h1), a short promise and up to three buttons.',
  props: {
    eyebrow: line('A short label above the heading, e.g. "Data, Automation & AI".', 60).optional(),
    heading: line('The page heading. Every page has exactly one hero, so this is its h1.', 140),
    text: text('One or two sentences under the heading.').optional(),
    actions: z.array(cta()).max(3).optional().describe('Up to three buttons, e.g. Get Started and Contact us.'),
    image: image('Artwork shown beside the heading on wide screens.').optional(),
  },
  example: {
    eyebrow: 'Digital Engineering & Experience',
    heading: 'Cloud engineering that ships on Monday and scales on Friday',
    text: 'We design, build and run cloud platforms for regulated enterprises, with a written roadmap after a 30-minute call.',
    actions: [
      { label: 'Get Started', href: '/get-started' },
      { label: 'Contact us', href: '/contact', style: 'secondary', opensContactForm: true },
    ],
  },
});
