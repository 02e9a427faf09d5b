import { defineBlock } from '../define.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'insights-index',
  static: true,
  landmarks: (section) => [{ name: section.heading, field: 'heading' }],
  title: 'Insights index',
  description:
    'Every article and case study of the site, newest first, twelve to a page, with filters by practice and by industry. The build finds them (pages whose first block is an "article" or a "case-study") and makes a page for each filter and each further page (e.g. /insights/practice/data-automation-ai, /insights/page/2): plain links that work without script.',
  props: {
    ...headingProps('Latest thinking'),
  },
  example: {
    heading: 'Latest thinking',
  },
});
