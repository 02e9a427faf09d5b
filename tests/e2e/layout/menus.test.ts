/*
 * The menus as a visitor meets them: the footer names the same pages as the menu it repeats, the
 * phone menu ends with the page's primary action, and without script the phone menu still opens
 * and leads to a service deep in the mega-menu.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import { lastLink, megaGroups, registry } from '../../helpers/registry-content.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

const menus = (registry as unknown as { menus: { footer: { title: string; menu?: string }[]; headerCta: { label: string }; main: { id: string; menuItems?: { title: string }[] }[] } }).menus;

describe('footer', () => {
  it('lists, in a column that repeats a menu, the same names as that menu', async () => {
    const repeating = menus.footer.filter((column) => column.menu);
    const page = await openPage(browser);
    await page.goto(site.url + '/');
    for (const column of repeating) {
      const names = await page.getByRole('navigation', { name: column.title, exact: true }).getByRole('link').allTextContents();
      const menu = menus.main.find((item) => item.id === column.menu)!;
      expect(names, column.title).toEqual(menu.menuItems!.map((item) => item.title));
    }
    await page.context().close();
  });
});

describe('phone menu', () => {
  it('ends with the header\'s call to action', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(site.url + '/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('navigation', { name: 'Mobile' }).waitFor();
    const last = panel.locator('a[href], button').last();
    expect((await last.textContent())?.trim()).toBe(menus.headerCta.label);
    await expect.poll(() => last.isVisible()).toBe(true);
    await page.context().close();
  });

  it('without script, opens from the Menu link and leads to a service in the last group of the mega-menu', async () => {
    const service = lastLink(megaGroups.at(-1)!.menuItems, 'link in the mega-menu\'s last group');
    const page = await openPage(browser, { ...MOBILE, javaScriptEnabled: false });
    await page.goto(site.url + '/');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: service.title, exact: true });
    await expect.poll(() => link.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(site.url + service.path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    // And the menu closes again from its own link.
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await page.getByRole('link', { name: 'Close menu' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: service.title, exact: true }).isVisible()).toBe(false);
    await page.context().close();
  });
});
