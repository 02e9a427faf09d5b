/*
 * A copy of the real pages.json with insights of its own: two sample articles and a sample case
 * study, their Markdown bodies written into a temporary folder beside the copy. The tests look
 * only at the samples, so they never depend on what an author writes (the real articles stay,
 * their bodies found in the project: src/registry/content-file.ts).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realRegistry, source } from './broken-registry.ts';

type Raw = any;

export const SAMPLE_BODY = `The opening paragraph says what the reader will learn.

## The first part

A paragraph with a [link to the second sample](/insights/sample-two) and <b>raw HTML</b> typed by an author.

### A detail

More words here.
`;

const closing = { type: 'call-to-action', heading: 'Talk to us', text: 'A call, then a written plan.', actions: [{ label: 'Get started', href: '/get-started' }, { label: 'Contact us', href: '/contact', style: 'secondary', opensContactForm: true }] };

export interface InsightFixture {
  dir: string;
  file: string;
  registry: Raw;
  /** Writes a sample's Markdown body. */
  body(slug: string, text: string): string;
  /** Writes pages.json and returns its text. */
  save(): string;
}

export function insightFixture(): InsightFixture {
  const dir = mkdtempSync(join(tmpdir(), 'insights-'));
  const file = join(dir, 'pages.json');
  const registry = realRegistry();
  const person = Object.keys(registry.shared.people)[0];
  const [practice, other] = Object.keys(registry.shared.practices) as [string, string];
  const industry = Object.keys(registry.shared.industries)[0];
  const image = { src: 'insights/release-frequency-bank.svg', alt: '' };
  const article = (slug: string, date: string, practices: string[]) => ({
    template: 'article',
    description: `The ${slug} fixture article, written for the insights tests and nothing else at all.`,
    sections: [
      { type: 'article', title: `Sample ${slug}`, standfirst: `What ${slug} teaches.`, author: person, date, practices, industries: [industry], image, body: `content/insights/${slug}.md` },
      { type: 'related-insights', heading: 'Related reading', items: ['/insights/sample-case'] },
      { ...closing, heading: `Talk to us about ${slug}` },
    ],
  });
  registry.pages['sample-one'] = article('sample-one', '2026-03-01', [practice]);
  registry.pages['sample-two'] = article('sample-two', '2026-05-01', [other]);
  registry.pages['sample-case'] = {
    template: 'case-study',
    description: 'The sample case study, written for the insights tests and for nothing else whatsoever.',
    sections: [
      { type: 'case-study', title: 'Sample case', standfirst: 'A client did better.', client: 'Sample Client', industry, practices: [practice], date: '2026-04-01', image, challenge: ['It was hard.'], approach: ['We helped.'], outcomes: [{ figure: '10×', label: 'faster' }, { figure: '0', label: 'incidents' }] },
      { type: 'related-insights', heading: 'Related reading', items: ['/insights/sample-one'] },
      { ...closing, heading: 'Talk to us about the sample case' },
    ],
  };
  for (const slug of ['sample-one', 'sample-two', 'sample-case']) registry.routes.push({ id: slug, path: `/insights/${slug}`, title: `Sample ${slug} | Northbeam Consulting`, page: slug });

  const fixture: InsightFixture = {
    dir,
    file,
    registry,
    body(slug, text) {
      const path = join(dir, 'content/insights', `${slug}.md`);
      mkdirSync(join(dir, 'content/insights'), { recursive: true });
      writeFileSync(path, text);
      return path;
    },
    save() {
      const text = source(registry);
      writeFileSync(file, text);
      return text;
    },
  };
  fixture.body('sample-one', SAMPLE_BODY);
  fixture.body('sample-two', 'A short second sample.\n\n## Its only part\n\nA few more words.\n');
  fixture.save();
  return fixture;
}
