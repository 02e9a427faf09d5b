/*
 * How the words of a link read: a card link's arrow stands a space apart from its words, and an
 * office's e-mail address on a phone breaks only after its "@" or a dot, in the footer and in the
 * offices block. Checked on a test page of the test's own, built from the blocks' examples, with the
 * footer's offices given addresses of the test's own (one long enough to wrap at 375 px), so no edit
 * of pages.json can change what is checked.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import blogTeasers from '../../../src/blocks/blog-teasers/schema.ts';
import callToAction from '../../../src/blocks/call-to-action/schema.ts';
import hero from '../../../src/blocks/hero/schema.ts';
import industriesServed from '../../../src/blocks/industries-served/schema.ts';
import insightCards from '../../../src/blocks/insight-cards/schema.ts';
import serviceList from '../../../src/blocks/service-list/schema.ts';
import { MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import { withTestPage } from '../../helpers/registry-kinds.ts';
import { useSiteBuiltFrom, type RunningSite } from '../../helpers/site.ts';
import { linesOf } from '../../helpers/text-lines.ts';

/** No part longer than EmailText's 24 characters, so each may only break after its "@" or a dot; the first wraps at 375 px. */
const ADDRESSES = ['procurement@northwind-logistics.example', 'info@northbeam.example', 'enquiries@northbeam.example', 'alliances@northbeam.example'];
/** The blocks whose card links end in an arrow, by their section's class. */
const ARROWED = [industriesServed, insightCards, blogTeasers, serviceList];

const { registry, path: testPath } = withTestPage('link-text-test', 'Link text test', {
  template: 'basic',
  description: 'A test page with every block whose card links end in an arrow, and an offices block.',
  sections: [{ ...hero.example, heading: 'Link text under test' }, ...ARROWED.map((block) => block.example), callToAction.example],
});
// The footer's four offices get the test's addresses, and an offices block before the closing band lists them too.
const officeIds = registry.site.offices as string[];
for (const [index, id] of officeIds.entries()) registry.shared.offices![id]!.email = ADDRESSES[index % ADDRESSES.length]!;
registry.pages[testPath.slice(1)]!.sections.splice(-1, 0, { type: 'offices', heading: 'Our offices', offices: officeIds });

let site: RunningSite;
let browser: Browser;
useSiteBuiltFrom(registry, (started) => ({ site, browser } = started));

describe('card links', () => {
  it('set their arrow a space apart from their words ("Learn more →", not "Learn more→")', async () => {
    const page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(site.url + testPath);
    await waitForApp(page);
    const gaps = await page.locator('main a span[aria-hidden="true"]').evaluateAll((spans, blockTypes) =>
      spans
        .filter((span) => span.textContent?.trim() === '→' && span.getBoundingClientRect().width > 0)
        .map((span) => {
          // The arrow character itself against the end of the words before it (a space inside the
          // arrow's span has no width where the link lays its parts out as flex items).
          const arrow = document.createRange();
          const text = span.firstChild!;
          const at = text.textContent!.indexOf('→');
          arrow.setStart(text, at);
          arrow.setEnd(text, at + 1);
          const words = document.createRange();
          words.selectNodeContents(span.closest('a')!.firstChild!);
          const section = span.closest('section')!;
          return { block: blockTypes.find((type) => section.classList.contains(type)) ?? section.className, label: span.closest('a')!.textContent!.trim(), gap: arrow.getBoundingClientRect().left - words.getBoundingClientRect().right };
        }),
      ARROWED.map((block) => block.type),
    );
    // Every such block showed its arrowed links.
    expect([...new Set(gaps.map(({ block }) => block))].sort()).toEqual(ARROWED.map((block) => block.type).sort());
    for (const { block, label, gap } of gaps) expect(gap, `${block}: ${label}`).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });
});

describe('office e-mail addresses on a phone (375 px)', () => {
  it('break only after their "@" or a dot, in the footer and in the offices block', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(site.url + testPath);
    await waitForApp(page);
    const links = page.locator('.site-footer a[href^="mailto:"], .offices a[href^="mailto:"]');
    await expect.poll(() => links.count()).toBe(2 * officeIds.length);
    let wrapped = 0;
    for (const link of await links.all()) {
      const lines = await linesOf(link);
      expect(lines.join('')).toBe((await link.getAttribute('href'))!.slice('mailto:'.length));
      expect(lines.slice(0, -1).filter((line) => !/[@.]$/.test(line)), lines.join(' | ')).toEqual([]);
      if (lines.length > 1) wrapped++;
    }
    // The long address wraps somewhere, or the rule above was never put to the test.
    expect(wrapped).toBeGreaterThan(0);
    await page.context().close();
  });
});
