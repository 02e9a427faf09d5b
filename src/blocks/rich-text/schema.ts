import { defineBlock } from '../define.ts';
import { line, richContent, text } from '../../registry/fields.ts';
import { z } from 'zod';

export default defineBlock({
  type: 'rich-text',
  static: true,
  title: 'Rich text',
  description: 'Long-form text: legal pages, policies, articles. Headings, paragraphs and lists.',
  props: {
    heading: line('Optional heading above the text (h2).', 140).optional(),
    updated: z.iso.date().optional().describe('"Last updated" date shown above the text, as YYYY-MM-DD.'),
    intro: text('An optional lead paragraph, shown larger.').optional(),
    content: richContent(),
  },
  example: {
    heading: 'How we work with your data',
    updated: '2026-11-01',
    content: [
      { type: 'paragraph', text: 'We collect only what we need to answer your enquiry.' },
      { type: 'heading', level: 3, text: 'What we keep' },
      { type: 'list', items: ['Your name and work e-mail', 'The message you send us'] },
    ],
  },
});
