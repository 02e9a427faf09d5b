import { defineBlock } from '../define.ts';
import { line, sharedRef } from '../../registry/fields.ts';
import { z } from 'zod';

export default defineBlock({
  type: 'featured-quote',
  static: true,
  title: 'Featured quote',
  description: 'One client\'s words, large, with their portrait and an optional figure that proves them: a full-width band between sections.',
  // Named by its eyebrow, or by the person quoted ("What Priya Raman says").
  landmarks: (section, shared) => [{ name: section.eyebrow ?? `What ${String(shared.testimonials?.[section.testimonial]?.name ?? '').split(', ')[0]} says`, field: 'eyebrow' }],
  props: {
    eyebrow: line('A short label, e.g. "Client story".', 60).optional(),
    testimonial: sharedRef('testimonials').describe('The id of the testimonial in "shared.testimonials".'),
    figure: z
      .strictObject({ value: line('The figure, e.g. "80%".', 16), label: line('What it counts, e.g. "fewer false positives".', 90) })
      .optional()
      .describe('One figure from the story, shown beside the quote.'),
  },
  example: {
    eyebrow: 'Client story',
    testimonial: 'bank-cio',
    figure: { value: '80%', label: 'fewer false positives in fraud screening' },
  },
});
