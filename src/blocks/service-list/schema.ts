import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { image, line, link, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'service-list',
  static: true,
  title: 'Services or solutions list',
  description: 'What we deliver: each item with a name, a description and an image, and a learn-more link (to /get-started unless you give one). Industry pages list five solutions.',
  props: {
    ...headingProps('What we deliver'),
    items: z
      .array(
        z.strictObject({
          name: line('The service or solution name.', 90),
          description: text('Two or three sentences: what it is and what it changes for the client.'),
          image: image('Artwork for the item, e.g. "solutions/<lucide-icon-name>.svg" (npm run gen:art draws it).'),
          href: link('Where "Learn more" goes. Leave out to send readers to /get-started.').optional(),
          linkLabel: line('The link text. Default "Learn more".', 40).optional(),
        }),
      )
      .min(2)
      .max(9)
      .describe('Two to nine items.'),
  },
  example: {
    eyebrow: 'Solutions',
    heading: 'What we deliver',
    items: [
      { name: 'Real-time fraud detection', description: 'Streaming models that score every payment in under 50 ms, with 80% fewer false positives.', image: { src: 'solutions/radar.svg', alt: '' } },
      { name: 'Regulatory reporting automation', description: 'Lineage-tracked pipelines that cut compliance cost by 30–50%.', image: { src: 'solutions/file-check.svg', alt: '' }, href: '/data-automation-ai/data-governance' },
    ],
  },
});
