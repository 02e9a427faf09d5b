import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, sharedRef } from '../../registry/fields.ts';

export default defineBlock({
  type: 'logo-wall',
  static: true,
  title: 'Logo wall',
  description: 'The logos of clients the firm works for, in one quiet row under a short label: proof at a glance.',
  landmarks: (section) => [{ name: section.heading, field: 'heading' }],
  props: {
    heading: line('The label above the logos, e.g. "Trusted by teams at".', 80),
    clients: z.array(sharedRef('clients')).min(3).max(12).describe('Three to twelve client ids from "shared.clients"; six or twelve fill the rows best.'),
  },
  example: {
    heading: 'Trusted by teams at',
    clients: ['harborline-bank', 'lakeshore-health', 'brightway-stores'],
  },
});
