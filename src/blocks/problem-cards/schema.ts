import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { image, line, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'problem-cards',
  title: 'Problems solved',
  description: 'The problems this service solves, as cards with an icon. On phones they become a swipeable card carousel (280 px cards, autoplay every 7 s); on wide screens a grid. Also used for Salesforce "problems we solve".',
  landmarks: (section) => [{ name: section.heading, field: 'heading' }],
  props: {
    ...headingProps('Problems we solve'),
    cards: z
      .array(z.strictObject({ img: image('The card icon, e.g. "problems/<lucide-icon-name>.svg" (npm run gen:art draws it).'), title: line('The problem, in the client\'s words.', 100), description: text('How it shows up, and what we do about it.').optional() }))
      .min(3)
      .max(8)
      .describe('Three to eight cards.'),
    columns: z.union([z.literal(3), z.literal(4)]).optional().describe('Cards per row on wide screens: 3 (default) or 4.'),
  },
  example: {
    eyebrow: 'Problems we solve',
    heading: 'Sound familiar?',
    cards: [
      { img: { src: 'problems/hourglass.svg', alt: '' }, title: 'Month-end takes two weeks', description: 'Reconciliations run in spreadsheets; we automate them end to end.' },
      { img: { src: 'problems/shield-alert.svg', alt: '' }, title: 'Audit findings keep coming back', description: 'Controls live in people\'s heads; we put them in the pipeline.' },
      { img: { src: 'problems/unplug.svg', alt: '' }, title: 'Systems that do not talk', description: 'Point-to-point links break on every release; we introduce an integration layer.' },
    ],
  },
});
