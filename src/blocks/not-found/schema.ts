import { defineBlock } from '../define.ts';
import { cta, line, text } from '../../registry/fields.ts';

export default defineBlock({
  type: 'not-found',
  static: true,
  pageHeading: true,
  title: 'Not found',
  description: 'The message of the 404 page, with a link back home.',
  landmarks: (section) => [{ name: section.heading, field: 'heading' }],
  props: {
    heading: line('The heading, e.g. "Page Not Found".', 80),
    text: text('What happened and what to do.'),
    action: cta().describe('The way out, e.g. "Back to Home" to "/".'),
  },
  example: {
    heading: 'Page Not Found',
    text: "Sorry, the page you're looking for doesn't exist or has been moved.",
    action: { label: 'Back to Home', href: '/', style: 'link' },
  },
});
