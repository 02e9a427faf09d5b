/*
 * The shell's data (site facts, menus, routes) and the page's data (its blocks' props) are JSON
 * files the app fetches before it hydrates (src/app/hydrate.tsx). A dropped request is asked for
 * again; if one never arrives the visitor still has the page as served: its text, and links that
 * load the next page in full.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import { headerLink } from '../../helpers/registry-content.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

describe.each([
  { what: 'shell data', files: '**/assets/data/shell-*.json' },
  { what: 'page data', files: '**/assets/data/*/*.json' },
])('the $what', ({ files }) => {
  it('hydrates after dropped requests, on a later attempt', async () => {
    const page = await openPage(browser, MOBILE);
    let asked = 0;
    // The entry's preload and the app's first fetch are both dropped: only a retry brings the data.
    await page.route(files, (route) => (++asked <= 2 ? route.abort('connectionreset') : route.continue()));
    await page.goto(site.url + '/');
    await waitForApp(page);
    expect(asked).toBe(3);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).toBe('true');
    // The dropped requests are the only complaints.
    expect(page.problems.filter((problem) => !problem.includes('ERR_CONNECTION_RESET'))).toEqual([]);
    await page.context().close();
  });

  it('keeps the page as served when it never arrives: readable, its links load in full', async () => {
    const page = await openPage(browser);
    let asked = 0;
    await page.route(files, (route) => {
      asked++;
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto(site.url + '/');
    await expect.poll(() => page.problems.some((problem) => problem.includes('did not arrive')), { timeout: 10_000 }).toBe(true);
    expect(asked).toBeGreaterThanOrEqual(3); // three attempts (the first may be the entry's preload)
    const askedOnHome = asked;
    await expect.poll(() => page.locator('html[data-hydrated]').count()).toBe(0);
    await expect.poll(() => page.locator('h1').isVisible()).toBe(true);

    const link = page.locator(`.site-nav a[href="${headerLink.path}"]`).first();
    await link.click();
    await page.waitForURL(site.url + headerLink.path);
    // A full page load: a new document, which asks for its data again.
    await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThan(askedOnHome);
    await expect.poll(() => page.locator('h1').isVisible()).toBe(true);
    await page.context().close();
  }, 40_000);
});
