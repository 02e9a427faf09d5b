import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { image, line, link, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

export default defineBlock({
  type: 'blog-teasers',
  static: true,
  title: 'Blog teasers',
  description: 'Teasers for articles (e.g. the Data Cloud posts on Salesforce pages): image, date, reading time, title, excerpt and a read-more link (to /get-started unless given). A post that links to an article shows that article\'s date and reading time.',
  props: {
    ...headingProps('From the blog'),
    posts: z
      .array(
        z.strictObject({
          title: line('The article title.', 120),
          excerpt: text('One or two sentences from the article.'),
          date: z.iso.date().describe('Publication date, YYYY-MM-DD.'),
          readingMinutes: z.number().int().min(1).max(60).optional().describe('Reading time in minutes. Leave out when "href" names an article: the build counts it from the article.'),
          image: image('Cover artwork, e.g. "insights/<name>.svg".'),
          href: link('Where "Read more" goes. Leave out to send readers to /get-started.').optional(),
        }),
      )
      .min(1)
      .max(6)
      .describe('One to six posts.'),
  },
  example: {
    heading: 'Data Cloud, from the field',
    posts: [
      { title: 'Zero-copy in practice', excerpt: 'What federated access to your warehouse really costs, and when to ingest instead.', date: '2026-09-14', readingMinutes: 7, image: { src: 'insights/zero-copy-data-cloud.svg', alt: '' } },
    ],
  },
});
