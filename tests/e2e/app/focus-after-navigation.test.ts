/**
 * After a link inside the app, a keyboard or screen-reader user goes on from the new page: focus
 * is on its <h1> (or <main>), and the one polite live region holds its title. A fresh load leaves
 * focus to the browser. Links are taken from the registry and the served page, never by their words.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, waitForApp } from '../../helpers/browser.ts';
import { headerLink, megaMenu } from '../../helpers/registry-content.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started), { distDir: process.env.TEST_DIST_DIR ?? '.test-dist' });

/** What has focus: the page's heading, its main area, or something else (named for the failure message). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active && active === document.querySelector('main h1')) return 'h1';
    if (active && active === document.querySelector('main')) return 'main';
    return `${active?.tagName} ${active?.textContent?.slice(0, 40)}`;
  });
const announced = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[aria-live="polite"][data-page-announcer]')].map((region) => region.textContent));

/** Enter on a link (focused by the keyboard's way, .focus()), then the checks on the page it leads to. */
async function followByKeyboard(page: Page, link: Locator): Promise<void> {
  const before = new URL(page.url()).pathname;
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== before);
  await expect.poll(() => focused(page)).toMatch(/^(h1|main)$/);
  await expect.poll(() => announced(page)).toEqual([await page.title()]);
  // Not the page's own first heading by accident of a fresh load: the app did it.
  await expect.poll(() => page.locator('html[data-hydrated]').count()).toBe(1);
}

describe('focus after a link inside the app', () => {
  it('goes to the new page’s heading, and the live region says its title, after a header, a mega-menu and a footer link', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + '/');
    await waitForApp(page);
    // A fresh load: focus stays where the browser puts it, and nothing is announced.
    expect(await focused(page)).not.toMatch(/^(h1|main)$/);
    expect(await announced(page)).toEqual(['']);

    await followByKeyboard(page, page.locator(`header a[href="${headerLink.path}"]:visible`).first());

    const trigger = page.getByRole('button', { name: megaMenu.title, exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab'); // the first group
    await page.keyboard.press('Enter'); // focus moves to its first link
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.mega-menu__links') !== null)).toBe(true);
    await followByKeyboard(page, page.locator(':focus'));

    const here = new URL(page.url()).pathname;
    const footerLink = page.locator(`footer a[href^="/"]:not([href="${here}"]):not([href^="/#"])`).first();
    await followByKeyboard(page, footerLink);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });
});
