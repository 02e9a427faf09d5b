import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { image, isoDate, line, markdownFile, sharedRef, text } from '../../registry/fields.ts';

export default defineBlock({
  type: 'article',
  static: true,
  pageHeading: true,
  title: 'Article',
  description:
    'An article: its title (the page\'s h1), standfirst, author, date, tags and picture, then its body from a Markdown file. The reading time is counted from the body by the build. Put a "related-insights" block after it.',
  props: {
    title: line('The article\'s title, shown as the page heading, e.g. "Zero-downtime core banking, one slice at a time".', 120),
    standfirst: text('One or two sentences under the title that say what the reader will learn; also the summary in the insights hub and the feed.'),
    author: sharedRef('people').describe('Who wrote it: an id in "shared.people", e.g. "ruth-okonkwo". Their name, role and profile link show under the title.'),
    date: isoDate('The day it was published, YYYY-MM-DD. The hub lists articles newest first.'),
    updated: isoDate('The day it was last changed in substance, YYYY-MM-DD (leave out if never). Search engines and the feed use it.').optional(),
    practices: z.array(sharedRef('practices')).min(1).max(4).describe('The practice groups it is about: ids in "shared.practices". The hub filters by them.'),
    industries: z.array(sharedRef('industries')).max(6).optional().describe('The industries it is about: ids in "shared.industries" (leave out for a cross-industry piece).'),
    image: image('The picture at the top, e.g. "insights/<name>.svg". Its alt is usually "" (the title says what it is).'),
    body: markdownFile('The article\'s text: a Markdown file, e.g. "content/insights/my-article.md" (docs/insights.md says what it may contain).'),
  },
  example: {
    title: 'Zero-downtime core banking, one slice at a time',
    standfirst: 'Why the big-bang core replacement keeps failing, and the strangler pattern that lets a bank move one product line a quarter without a maintenance window.',
    author: 'ruth-okonkwo',
    date: '2026-10-02',
    practices: ['digital-engineering-experience'],
    industries: ['banking-financial'],
    image: { src: 'insights/core-banking-slices.svg', alt: '' },
    body: 'content/examples/article.md', // the block catalogue's preview (no page uses it); articles' bodies live in content/insights/
  },
});
