import { defineBlock } from '../define.ts';
import { line } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'industry-directory',
  static: true,
  title: 'Every industry',
  description:
    'Lists every industry in shared.industries, in the order written there, each with its picture, summary and a link to its page. An industry added to shared.industries appears here with no other change.',
  listsAllShared: 'industries',
  props: {
    ...headingProps('Choose your industry'),
    buttonLabel: line('The link text on every card. Default "Explore the industry".', 40).optional(),
  },
  example: {
    eyebrow: 'Our industries',
    heading: 'Choose your industry',
    intro: 'Each page shows the solutions, challenges and results specific to that industry.',
  },
});
