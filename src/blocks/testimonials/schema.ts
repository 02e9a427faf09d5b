import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { cta, sharedRef } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'testimonials',
  static: true,
  title: 'Testimonials',
  description: 'Three customer quotes (from shared.testimonials) with Get started and Contact us buttons. The heading fades in over 1 s and the cards slide in over 0.6 s, 0.2 s apart, when the block scrolls into view.',
  props: {
    ...headingProps('What our clients say'),
    items: z.array(sharedRef('testimonials')).length(3).describe('Exactly three testimonial ids.'),
    actions: z.array(cta()).min(1).max(2).optional().describe('Links under the quotes, e.g. Get started (/get-started) and Contact us; shown as quiet text links, since the page\'s closing band carries its buttons.'),
  },
  example: {
    eyebrow: 'Testimonials',
    heading: 'What our clients say',
    items: ['bank-cio', 'hospital-cmio', 'retailer-cdo'],
    actions: [
      { label: 'Get started', href: '/get-started' },
      { label: 'Contact us', href: '/contact', style: 'secondary', opensContactForm: true },
    ],
  },
});
