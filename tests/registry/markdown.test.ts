/*
 * Article bodies in Markdown, as an author meets them: `npm run validate`'s check names a broken
 * link, a missing picture or a heading out of order at its line and column in the Markdown file,
 * with the likely fix; raw HTML is shown as text; the reading time is counted from the words.
 */
import { describe, expect, it } from 'vitest';
import { checkRegistrySource } from '../../src/registry/check.ts';
import { markdownLinksTo } from '../../src/registry/links.ts';
import { readingMinutes, renderMarkdown, WORDS_PER_MINUTE } from '../../src/registry/markdown.ts';
import { insightFixture, SAMPLE_BODY } from './insight-fixture.ts';
import { positionOf } from './broken-registry.ts';

const check = (fixture: ReturnType<typeof insightFixture>) => checkRegistrySource(fixture.save(), { file: fixture.file });
const errorsOf = (fixture: ReturnType<typeof insightFixture>) => {
  const result = check(fixture);
  return result.ok ? [] : result.errors;
};
const options = { isRoute: (path: string) => ['/', '/insights'].includes(path), routes: ['/', '/insights'], image: () => undefined, images: () => [] };

describe('Markdown bodies', () => {
  it('a registry whose articles are Markdown files passes the check', () => {
    expect(errorsOf(insightFixture())).toEqual([]);
  });

  it('shows raw HTML as text, gives headings anchors, and renders lists, quotes and links', () => {
    const { html } = renderMarkdown(`${SAMPLE_BODY}\n> A quote.\n\n- one\n- two\n\n<script>alert(1)</script>\n`, { ...options, isRoute: () => true });
    expect(html).toContain('&lt;b&gt;raw HTML&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('<h2 id="the-first-part">The first part</h2>');
    expect(html).toContain('<a href="/insights/sample-two">link to the second sample</a>');
    expect(html).toMatch(/<blockquote>\s*<p>A quote.<\/p>/);
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
  });

  it('names a link to a path that is not a route at its line and column in the Markdown file, with the closest route', () => {
    const fixture = insightFixture();
    const file = fixture.body('sample-one', 'Opening words.\n\n## Part\n\nSee [the other one](/insigts/sample-two) and [home](/).\n');
    const errors = errorsOf(fixture);
    expect(errors).toEqual([`${file}:5:21  /pages/sample-one/sections/0/body  link to "/insigts/sample-two", which is not a route. Did you mean "/insights/sample-two"? Fix the link or add a route with this path.`]);
  });

  it('accepts links to the hub\'s filter pages, which the build makes', () => {
    const fixture = insightFixture();
    const practice = Object.keys(fixture.registry.shared.practices)[0];
    fixture.body('sample-one', `Opening words.\n\n## Part\n\nMore on [this practice](/insights/practice/${practice}).\n`);
    expect(errorsOf(fixture)).toEqual([]);
  });

  it('refuses a first-level heading and a heading that skips a level, at their lines', () => {
    const fixture = insightFixture();
    const file = fixture.body('sample-one', '# A second title\n\nWords.\n\n## Part\n\nWords.\n\n#### Too deep\n\nWords.\n');
    const errors = errorsOf(fixture);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(new RegExp(`^${file}:1:1  /pages/sample-one/sections/0/body  "# A second title" is a first-level heading`));
    expect(errors[1]).toMatch(new RegExp(`^${file}:9:1  .*"#### Too deep" skips a level: .*write "### " here`));
  });

  it('names a picture that is not in the image library, with the closest one', () => {
    const fixture = insightFixture();
    const file = fixture.body('sample-one', 'Words.\n\n![A diagram](library/clod.svg)\n');
    expect(errorsOf(fixture)).toEqual([expect.stringMatching(new RegExp(`^${file}:3:14  .*image "library/clod.svg" does not exist in src/assets/images\\. Did you mean "library/cloud.svg"\\?`))]);
  });

  it('names a body file that does not exist, in pages.json, with the closest file', () => {
    const fixture = insightFixture();
    fixture.registry.pages['sample-two'].sections[0].body = 'content/insights/sample-tow.md';
    const text = fixture.save();
    expect(errorsOf(fixture)).toEqual([`${fixture.file}:${positionOf(text, '"content/insights/sample-tow.md"')}  /pages/sample-two/sections/0/body  the Markdown file "content/insights/sample-tow.md" does not exist. Did you mean "content/insights/sample-two.md"? Create it (docs/insights.md) or fix the name.`]);
  });

  it('refuses a TODO left in a body when publishing, and previews it otherwise', () => {
    const fixture = insightFixture();
    const file = fixture.body('sample-two', 'Words.\n\n## TODO: a heading\n');
    expect(check(fixture).ok).toBe(true);
    const published = checkRegistrySource(fixture.save(), { file: fixture.file, publishing: true });
    expect(published.ok ? [] : published.errors).toEqual([expect.stringMatching(new RegExp(`^${file}:3:4  .*still reads "TODO: a heading"`))]);
  });

  it('lists the links inside bodies to a path, at their lines and columns (npm run validate -- --links-to)', () => {
    const fixture = insightFixture();
    const file = fixture.body('sample-two', 'Words.\n\n## Part\n\nBack to [the first](/insights/sample-one#the-first-part).\n');
    fixture.save();
    const checked = check(fixture);
    if (!checked.ok) throw new Error(checked.errors.join('\n'));
    expect(markdownLinksTo(checked.registry, '/insights/sample-one', fixture.dir)).toEqual([{ file, line: 5, column: 21, pointer: '/pages/sample-two/sections/0/body' }]);
  });

  it('refuses related reading that names a page which is not an article or a case study', () => {
    const fixture = insightFixture();
    fixture.registry.pages['sample-two'].sections[1].items = ['/contact'];
    expect(errorsOf(fixture)).toEqual([expect.stringMatching(/\/pages\/sample-two\/sections\/1\/items\/0 {2}"\/contact" is not an article or a case study/)]);
  });
});

describe('reading time', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

  it('is the words over the reading pace, rounded, and never under a minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE * 7)).toBe(7);
    expect(readingMinutes(WORDS_PER_MINUTE * 7 + WORDS_PER_MINUTE / 2 - 1)).toBe(7);
  });

  it('counts the words a reader reads: text, headings and link texts, not the Markdown around them', () => {
    const text = `${words(100)}\n\n## ${words(10)}\n\n- ${words(20)}\n- [${words(5)}](/insights)\n\n\`\`\`\ncode is not counted\n\`\`\`\n`;
    expect(renderMarkdown(text, options).words).toBe(135);
  });
});
