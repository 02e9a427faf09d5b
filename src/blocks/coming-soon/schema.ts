import { defineBlock } from '../define.ts';
import { cta, image, line, text } from '../../registry/fields.ts';

export default defineBlock({
  type: 'coming-soon',
  static: true,
  pageHeading: true,
  title: 'Coming soon',
  description: 'A full-screen placeholder for content not ready yet: background image under a 60% black overlay, a heading and a line that fade in.',
  landmarks: (section) => [{ name: section.heading, field: 'heading' }],
  props: {
    heading: line('The big heading.', 60),
    text: text('The line under the heading.'),
    background: image('The full-screen background image.'),
    action: cta().optional().describe('An optional button, e.g. back to the home page.'),
  },
  example: {
    heading: 'COMING SOON',
    text: "We're currently working on this",
    background: { src: 'backgrounds/coming-soon.svg', alt: '' },
  },
});
