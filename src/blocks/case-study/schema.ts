import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { image, isoDate, line, link, sharedRef, text } from '../../registry/fields.ts';

export default defineBlock({
  type: 'case-study',
  static: true,
  pageHeading: true,
  // Its outcomes are a region of their own, under a fixed heading.
  landmarks: () => [{ name: 'Outcomes', field: 'outcomes' }],
  title: 'Case study',
  description:
    'A client story: the title (the page\'s h1), the client and its industry, the challenge, what we did, the outcomes in figures, the client\'s words, the practices involved and the services it used. Put a "related-insights" block after it.',
  props: {
    title: line('What changed for the client, as a headline, e.g. "A regional bank ships weekly instead of quarterly".', 120),
    standfirst: text('One or two sentences that tell the story in short; also the summary in the insights hub and the feed.'),
    client: line('The client as we may name them, e.g. "Harborline Bank" or "A top-ten US health insurer".', 80),
    industry: sharedRef('industries').describe('The client\'s industry: an id in "shared.industries".'),
    practices: z.array(sharedRef('practices')).min(1).max(4).describe('The practice groups that did the work: ids in "shared.practices".'),
    date: isoDate('The day the story was published, YYYY-MM-DD. The hub lists it by this date.'),
    image: image('The picture at the top, e.g. "insights/<name>.svg".'),
    challenge: z.array(text('One paragraph.')).min(1).max(4).describe('The challenge: what the client faced, one to four paragraphs.'),
    approach: z.array(text('One paragraph.')).min(1).max(6).describe('What we did, one to six paragraphs.'),
    outcomes: z
      .array(
        z.strictObject({
          figure: line('The figure, short, e.g. "38%" or "12 weeks".', 16),
          label: line('What it measures, e.g. "fewer failed deployments".', 100),
        }),
      )
      .min(2)
      .max(4)
      .describe('Two to four outcomes, each a figure and what it measures.'),
    quote: z
      .strictObject({
        text: text('What the client said, in their words.'),
        name: line('Who said it, e.g. "Maria Chen".', 80),
        role: line('Their role and organisation, e.g. "CIO, Harborline Bank".', 100).optional(),
      })
      .optional()
      .describe('The client\'s words about the work.'),
    services: z.array(link('A service page, e.g. "/data-automation-ai/data-engineering".')).max(6).optional().describe('The services it used: their pages, listed by their names at the end.'),
  },
  example: {
    title: 'A regional bank ships weekly instead of quarterly',
    standfirst: 'Harborline Bank moved its release train from quarterly to weekly in nine months, without one failed change reaching a customer.',
    client: 'Harborline Bank',
    industry: 'banking-financial',
    practices: ['digital-engineering-experience'],
    date: '2026-09-15',
    image: { src: 'insights/release-frequency-bank.svg', alt: '' },
    challenge: ['Releases took a weekend and four teams. Every quarter, something broke.'],
    approach: ['We built one paved road from commit to production, and moved teams onto it one at a time.'],
    outcomes: [
      { figure: '12×', label: 'more releases a year' },
      { figure: '0', label: 'failed changes reaching customers' },
    ],
    quote: { text: 'We stopped fearing Fridays.', name: 'Maria Chen', role: 'CIO, Harborline Bank' },
  },
});
