/*
 * The story's timeline as a reader sees it, on a test page of its own (the block's example, its
 * years repeated to a long list, so the test never depends on pages.json): on a wide screen the
 * heading stands beside the years and stays in view while they scroll; on a tablet and a phone it
 * stands above them.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import hero from '../../../src/blocks/hero/schema.ts';
import callToAction from '../../../src/blocks/call-to-action/schema.ts';
import timeline from '../../../src/blocks/timeline/schema.ts';
import { openPage, waitForWholePage } from '../../helpers/browser.ts';
import { withTestPage } from '../../helpers/registry-kinds.ts';
import { useSiteBuiltFrom, type RunningSite } from '../../helpers/site.ts';

const entries = Array.from({ length: 12 }, (_, index) => ({ ...timeline.example.entries[index % timeline.example.entries.length]!, year: 2010 + index, title: `Year ${2010 + index} under test` }));
const { registry: edited, path: testPath } = withTestPage('timeline-test', 'Timeline test', {
  template: 'basic',
  description: 'A test page holding a long timeline, to see where its heading stands.',
  sections: [{ ...hero.example, heading: 'Timeline under test' }, { ...timeline.example, entries }, callToAction.example],
});

let site: RunningSite;
let browser: Browser;
useSiteBuiltFrom(edited, (started) => ({ site, browser } = started));

describe('timeline', () => {
  it.each([375, 768, 1440])('its heading stands beside the years on a wide screen and stays in view, above them on a narrower one (%i px)', async (width) => {
    const page = await openPage(browser, { viewport: { width, height: 800 } });
    await page.goto(site.url + testPath);
    await waitForWholePage(page);
    const heading = page.getByRole('heading', { level: 2, name: timeline.example.heading });
    const list = page.locator('.timeline__list');
    const [headingBox, listBox] = [(await heading.boundingBox())!, (await list.boundingBox())!];
    if (width < 1024) {
      expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(listBox.y);
    } else {
      expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(listBox.x);
      // Halfway down the years, the heading is still on screen, below the site's header.
      await page.getByRole('heading', { level: 3, name: 'Year 2018 under test' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
      const header = (await page.locator('.site-header').boundingBox())!;
      await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      const after = (await heading.boundingBox())!;
      expect(after.y + after.height).toBeLessThanOrEqual(800);
    }
    expect(page.problems).toEqual([]);
    await page.context().close();
  });
});
