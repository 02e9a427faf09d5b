import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { cta, image, line, text } from '../../registry/fields.ts';

const figure = () =>
  z.strictObject({
    value: line('The figure, short, e.g. "92%" or "20–40%".', 16),
    label: line('What it counts, e.g. "of programmes on time and on budget in 2025".', 90),
  });

export default defineBlock({
  type: 'hero',
  static: true,
  pageHeading: true,
  title: 'Hero',
  description:
    'The opening banner of a page: the page heading (the only h1), a short promise, one main button and at most one other. Its look follows the page\'s template: a large statement on the home page, words beside a diagram on practice and service pages, the outcomes first on industry pages, words beside the form on contact and get-started pages, a plain title on legal pages.',
  landmarks: (section) => [{ name: section.heading, field: 'heading' }],
  props: {
    eyebrow: line('A short label above the heading, e.g. "Data, Automation & AI".', 60).optional(),
    heading: line('The page heading. Every page has exactly one hero, so this is its h1.', 140),
    text: text('One or two sentences under the heading.').optional(),
    actions: z.array(cta()).max(2).optional().describe('One main button and at most one other (style "secondary"), e.g. Get started and Contact us.'),
    image: image('A picture of the work beside the heading on wide screens, e.g. a diagram from "diagrams/".').optional(),
    figure: figure().optional().describe('One headline figure shown beside the heading: the firm\'s proof (home page).'),
    outcomes: z.array(figure()).min(2).max(3).optional().describe('Two or three outcome figures under the heading (industry pages lead with them).'),
    steps: z.array(line('One step, e.g. "A senior practitioner replies within one working day".', 120)).min(2).max(4).optional().describe('What happens next, as two to four short numbered steps (contact and get-started pages show them beside the form).'),
  },
  example: {
    eyebrow: 'Digital Engineering & Experience',
    heading: 'Cloud engineering that ships on Monday and scales on Friday',
    text: 'We design, build and run cloud platforms for regulated enterprises, with a written roadmap after a 30-minute call.',
    actions: [
      { label: 'Get started', href: '/get-started' },
      { label: 'Contact us', href: '/contact', style: 'secondary', opensContactForm: true },
    ],
  },
});
