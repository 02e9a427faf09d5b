/*
 * A page the visitor is already reading does not move when the app wakes. On a slow phone the
 * prerendered page is on screen, styled and scrollable, well before its script has run; a block
 * that is one height as HTML and another once live (the why-us reasons, all open and then one)
 * pushed everything below it, under the visitor's eyes. Checked on a test page holding every
 * block's own example, and on one page of each kind with blocks of its own (an article, a form
 * page…), at 375, 768 and 1440 px: each part's height with the scripts held back, and again once the app
 * runs and every part has been on screen (a carousel wakes when it nears the screen).
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../../src/blocks/index.ts';
import hero from '../../../src/blocks/hero/schema.ts';
import callToAction from '../../../src/blocks/call-to-action/schema.ts';
import { holdScripts, MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import { pageRoutes, registry } from '../../helpers/registry-content.ts';
import { withTestPage } from '../../helpers/registry-kinds.ts';
import { useSiteBuiltFrom, type RunningSite } from '../../helpers/site.ts';

/** Blocks that open a page (its one h1) or belong to one page type's own data, and cannot stand in the middle of a plain page. */
const NOT_IN_THE_MIDDLE = new Set(['hero', 'coming-soon', 'not-found', 'article', 'case-study', 'person-profile', 'insights-index', 'related-insights', 'form', 'call-to-action']);

const { registry: edited, path: testPath } = withTestPage('waking-test', 'Waking test', {
  template: 'basic',
  description: 'A test page holding every block that can stand on a plain page, with its own example.',
  sections: [{ ...hero.example, heading: 'Every block, waking' }, ...blocks.filter((block) => !NOT_IN_THE_MIDDLE.has(block.type)).map((block) => block.example), callToAction.example],
});

/** And one page of each kind those blocks make (an article, a profile, the insights index, a form page…), as pages.json has them today. */
const pagesOfTheirOwn = [
  ...new Set(
    [...NOT_IN_THE_MIDDLE].flatMap((type) => pageRoutes.find((route) => route.page && registry.pages[route.page]?.sections.some((section) => section.type === type))?.path ?? []),
  ),
];

let site: RunningSite;
let browser: Browser;
useSiteBuiltFrom(edited, (started) => ({ site, browser } = started));

/** Each part of the page (by its place and class, less the state classes a part gains as it shows) and its height, after the visitor has scrolled down through it all. */
async function partHeights(page: Page): Promise<Record<string, number>> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      // Two frames: what nears the screen hears it from its IntersectionObserver in between.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    scrollTo(0, 0);
  });
  // Pictures have their size before they load (width and height), but the test waits for them anyway.
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => !image.src || image.complete))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('main > .page > *, .site-footer')].map((part, index) => [`${index} ${[...part.classList].filter((name) => !/^(is|reveal)-/.test(name)).join(' ')}`, Math.round(part.getBoundingClientRect().height)])));
}

describe('a page waking up', () => {
  it.each([
    ['375', MOBILE],
    ['768', { viewport: { width: 768, height: 1024 }, hasTouch: true }],
    ['1440', { viewport: { width: 1440, height: 900 } }],
  ])('keeps every part at its height at %s px', async (_width, options) => {
    for (const path of [testPath, ...pagesOfTheirOwn]) {
      const page = await openPage(browser, options);
      const scripts = await holdScripts(page);
      await page.goto(site.url + path);
      // The inline loader has applied the whole stylesheet and laid out the whole page.
      await page.locator('html[data-full-layout]').waitFor({ state: 'attached' });
      const asHtml = await partHeights(page);
      expect(await page.locator('html[data-hydrated]').count(), 'the app was held back').toBe(0); // wait-ok: its scripts are held, nothing can arrive to change it

      await scripts.release();
      await waitForApp(page);
      expect(await partHeights(page), path).toEqual(asHtml);
      await page.context().close();
    }
  }, 180_000);
});
