/*
 * Every public route of pages.json (so an author's new page is covered too), judged as a person
 * sees it, at 1440 px and on a 375 px phone:
 *  - it answers 200 and the app runs it with no console error, with the header and footer on site
 *    pages and neither on bare ones (sign-in), and one h1;
 *  - a page from the registry has no axe-core violation (WCAG 2.2 AA and best practice) and its
 *    headings start at its h1 and never skip a level;
 *  - on the phone nothing sticks out sideways, nothing fixed is trapped in a smaller box than the
 *    screen, and at 320 px (WCAG's reflow width) no page scrolls sideways.
 *
 * Each route is loaded once per width and every check reads that one load. The page is judged at
 * rest, with reduced motion: the layout checks ask where things stay, not where an entrance passes.
 * Routes run a few at a time: most of a load is waiting for the network to fall quiet.
 */
import { afterAll, describe, it } from 'vitest';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { axeViolations, MOBILE, openPage, waitForApp, type WatchedPage } from '../../helpers/browser.ts';
import { sticksOut, trappedFixed } from '../../helpers/layout-faults.ts';
import { pageRoutes } from '../../helpers/registry-content.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { pagePool } from '../../helpers/page-pool.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

/** Two tabs per width, each going from route to route as a reader would (a new tab per route costs a renderer process). */
const tabs = (options: BrowserContextOptions) =>
  pagePool(2, async () => {
    const page = await openPage(browser, options);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    return page;
  });

async function load(page: WatchedPage, path: string) {
  const response = await page.goto(site.url + path);
  await waitForApp(page);
  await page.waitForFunction(() => document.querySelector('.loader') === null);
  return response?.status();
}

/** What the axe-core run and the heading order find on a page from the registry. */
async function readingFaults(page: WatchedPage): Promise<string[]> {
  const faults = await axeViolations(page);
  const levels = await page.locator('main h1, main h2, main h3, main h4').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  if (levels[0] !== 1) faults.push(`main starts with an h${levels[0]}, not its h1`);
  const h1s = levels.filter((level) => level === 1).length;
  if (h1s !== 1) faults.push(`main has ${h1s} h1`);
  levels.forEach((level, index) => index > 0 && level - levels[index - 1]! > 1 && faults.push(`an h${level} follows an h${levels[index - 1]}`));
  return faults;
}

describe.concurrent('every route at 1440 px', () => {
  const wide = tabs({});
  afterAll(() => wide.close());
  for (const route of pageRoutes) {
    it(route.path, ({ expect }) =>
      wide.use(async (page) => {
        expect(await load(page, route.path)).toBe(200);
          const frame = async () => [await page.locator('header.site-header').count(), await page.locator('footer.site-footer').count()];
          await expect.poll(frame, { message: 'header and footer' }).toEqual(route.layout === 'bare' ? [0, 0] : [1, 1]);
          await expect.poll(() => page.locator('h1').count(), { message: 'one h1' }).toBe(1);
        if (route.page) expect(await readingFaults(page)).toEqual([]);
        expect(page.problems).toEqual([]);
      }),
    );
  }
});

describe.concurrent('every route on a phone (375 px, and 320 px for reflow)', () => {
  const phone = tabs(MOBILE);
  afterAll(() => phone.close());
  for (const route of pageRoutes) {
    it(route.path, ({ expect }) =>
      phone.use(async (page) => {
        await page.setViewportSize(MOBILE.viewport);
        await load(page, route.path);
        if (route.page) expect(await readingFaults(page)).toEqual([]);
        expect([...(await sticksOut(page)), ...(await trappedFixed(page))], 'at 375 px').toEqual([]);
        // Narrowed as a person zooming in would: what was laid out for 375 px must reflow.
        await page.setViewportSize({ width: 320, height: 640 });
        await expect.poll(() => sticksOut(page), { message: 'at 320 px' }).toEqual([]);
        expect(page.problems).toEqual([]);
      }),
    );
  }
});
