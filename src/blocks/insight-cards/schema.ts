import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { cta, image, line, link, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'insight-cards',
  title: 'Ideas and insights',
  description: 'Idea or insight cards (title, description, image, learn-more link to /get-started unless given), with an optional offer of a 30-minute call and a written roadmap underneath. A card carousel on phones.',
  landmarks: (section) => [{ name: section.heading, field: 'heading' }],
  props: {
    ...headingProps('Ideas worth stealing'),
    cards: z
      .array(
        z.strictObject({
          tag: line('A short label, e.g. "Playbook" or "Case study".', 30).optional(),
          title: line('The idea or insight.', 120),
          description: text('Two sentences that make the reader want the rest.'),
          image: image('Cover artwork, e.g. "insights/<name>.svg".'),
          href: link('Where "Learn more" goes. Leave out to send readers to /get-started.').optional(),
          linkLabel: line('The link text. Default "Learn more".', 40).optional(),
        }),
      )
      .min(2)
      .max(6)
      .describe('Two to six cards.'),
    offer: z
      .strictObject({
        heading: line('The offer, e.g. "Turn an idea into a plan in 30 minutes".', 120),
        text: text('What the reader gets: the 30-minute call and the written roadmap.'),
        actions: z.array(cta()).min(1).max(3).describe('Buttons, e.g. "Book a 30-minute call" and "Request a written roadmap".'),
      })
      .optional()
      .describe('The panel under the cards that offers the 30-minute call and the written roadmap. Leave it out when the closing call to action comes next: that band makes the same offer (validation refuses the two in a row).'),
  },
  example: {
    eyebrow: 'Insights',
    heading: 'Ideas worth stealing',
    cards: [
      { tag: 'Playbook', title: 'The 90-day data platform', description: 'How to land a governed lakehouse in one quarter.', image: { src: 'insights/data-lakehouse-economics.svg', alt: '' } },
      { tag: 'Case study', title: 'Claims triage with ML', description: 'A mid-size insurer cut handling time by a third.', image: { src: 'insights/claims-automation.svg', alt: '' } },
    ],
    offer: {
      heading: 'Turn an idea into a plan',
      text: 'A 30-minute call with a senior architect, then a written roadmap with timeline, costs and milestones.',
      actions: [
        { label: 'Book a 30-minute call', href: '/get-started' },
        { label: 'Request a written roadmap', href: '/get-started', style: 'secondary' },
      ],
    },
  },
});
