/**
 * axe-core on every dashboard screen (desktop and 375 px), open dialogs included; the small-screen
 * menu by keyboard; a list that stays readable with one long unbroken value in it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, axeViolations, launchBrowser, waitForApp, releaseBrowser } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { createAccount, openSignedIn, startDashboardSite, submitCareers, submitContact, submitGetStarted, watchedPage } from './_helpers.ts';

const SCREENS: Array<[string, string]> = [
  ['/dashboard', 'Overview'],
  ['/dashboard/contact-us-form', 'Contact enquiries'],
  ['/dashboard/careers-form', 'Job applications'],
  ['/dashboard/get-started-form', 'Get-started requests'],
  ['/dashboard/profile', 'Profile'],
  ['/dashboard/settings', 'Settings'],
];

describe('dashboard accessibility', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await createAccount(site, 'admin@northbeam.example', 'admin');
    await createAccount(site, 'staff@northbeam.example', 'staff');
    for (let i = 0; i < 3; i++) await submitContact(site);
    // Long unbroken values must wrap, not widen the page.
    await submitContact(site, { companyName: 'W'.repeat(150), email: `${'x'.repeat(60)}@${'y'.repeat(60)}.example`, message: 'z'.repeat(3000) });
    await submitCareers(site);
    await submitGetStarted(site);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  for (const [label, options] of [
    ['desktop', {}],
    ['375 px', MOBILE],
  ] as const) {
    it(`every screen is axe-clean for an admin (${label})`, async () => {
      const { page } = await watchedPage(browser, options);
      await openSignedIn(page, site, 'admin@northbeam.example');
      for (const [path, heading] of SCREENS) {
        await page.goto(`${site.url}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.locator('.dash-user__name').waitFor({ state: 'attached' });
        await waitForApp(page);
        expect(await axeViolations(page), path).toEqual([]);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} overflows`).toBe(true);
      }
      // An open item and the delete confirmation.
      await page.goto(`${site.url}/dashboard/careers-form`);
      await page.locator('.dash-rowlink').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Download CV' }).waitFor();
      expect(await axeViolations(page), 'detail dialog').toEqual([]);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete this application?' }).waitFor();
      expect(await axeViolations(page), 'confirm dialog').toEqual([]);
      expect(page.problems).toEqual([]);
      await page.context().close();
    });
  }

  it('staff screens are axe-clean too', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'staff@northbeam.example', '/dashboard/settings');
    await page.getByText('Only admins can add or change staff accounts.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('at 375 px the navigation opens from a menu button, by keyboard', async () => {
    const { page } = await watchedPage(browser, MOBILE);
    await openSignedIn(page, site, 'admin@northbeam.example', '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect.poll(() => nav.isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await menu.focus();
    await page.keyboard.press('Enter');
    await nav.waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Contact enquiries');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/contact-us-form$/);
    await page.getByRole('heading', { level: 1, name: 'Contact enquiries' }).waitFor();
    // Choosing a screen closes the menu.
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('at 375 px Escape closes the menu and puts focus back on the Menu button', async () => {
    const { page } = await watchedPage(browser, MOBILE);
    await openSignedIn(page, site, 'admin@northbeam.example', '/dashboard');
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const button = page.locator('.dash-bar__menu');
    const focusOnButton = () => page.evaluate(() => document.activeElement?.classList.contains('dash-bar__menu') ?? false);

    // Opened by a tap, closed by Escape.
    await button.click();
    await nav.waitFor();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => button.textContent()).toBe('Menu');
    expect(await focusOnButton()).toBe(true);

    // Opened by keyboard, Escape from a link inside it: focus comes back to the button, not lost.
    await page.keyboard.press('Enter');
    await nav.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe('Dashboard');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusOnButton()).toBe(true);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('below 900 px the menu starts closed on the next screen, even with the pointer resting on its bar', async () => {
    const { page } = await watchedPage(browser, { viewport: { width: 800, height: 900 } });
    await openSignedIn(page, site, 'admin@northbeam.example', '/dashboard/profile');
    await waitForApp(page);
    // The brand link sits in the bar beside the menu button; the pointer stays there after the click.
    await page.locator('.dash-brand').click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await waitForApp(page);
    await expect.poll(() => page.locator('.dash-bar__menu').getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false);
    await page.context().close();
  });

  it('at 1440 px one long unbroken value wraps in its own cell; headers, badges and dates stay on one line', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'admin@northbeam.example', '/dashboard/contact-us-form');
    await page.locator('.dash-table tbody tr').nth(3).waitFor();
    await waitForApp(page);
    // How many lines an element's text takes: the height of its text over its line height.
    const linesOf = (selector: string) =>
      page.locator(selector).evaluateAll((elements) =>
        elements.map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const style = getComputedStyle(element);
          const lineHeight = style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
          return `${element.textContent}: ${Math.round(range.getBoundingClientRect().height / lineHeight)}`;
        }),
      );
    const oneLine = (texts: string[]) => texts.map((text) => text.replace(/: \d+$/, ': 1'));
    const headers = await linesOf('.dash-table thead th:not(.dash-cell-pick)');
    expect(headers).toEqual(['Name: 1', 'Company: 1', 'E-mail: 1', 'Received: 1', 'Status: 1']);
    const dates = await linesOf('.dash-table tbody td[data-label="Received"]');
    expect(dates).toEqual(oneLine(dates));
    const badges = await linesOf('.dash-table tbody .dash-badge');
    expect(badges).toEqual(oneLine(badges));

    // The long value itself wraps inside its cell: all of it is there to read, nothing hidden or overflowing.
    const longEmail = `${'x'.repeat(60)}@${'y'.repeat(60)}.example`;
    const cell = page.locator('.dash-table tbody td[data-label="E-mail"]').filter({ hasText: longEmail });
    await expect.poll(() => cell.textContent()).toBe(longEmail);
    expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('keeps focus on a button that is disabled while its request runs: Refresh, Export CSV, Save name', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'admin@northbeam.example', '/dashboard/contact-us-form');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    // Each request is held a moment, so the button is disabled long enough to lose focus.
    let held = 0;
    await page.route('**/api/form/**', async (route) => {
      held++;
      await new Promise((resolve) => setTimeout(resolve, 300)); // wait-ok: holds the server's answer (a slow network), not the test
      await route.continue();
    });
    for (const name of ['Refresh', 'Export CSV']) {
      const button = page.getByRole('button', { name });
      await button.focus();
      const heldBefore = held;
      await page.keyboard.press('Enter');
      await expect.poll(() => held, { message: `${name} asked the server` }).toBeGreaterThan(heldBefore);
      await expect.poll(() => button.isDisabled()).toBe(false);
      await expect.poll(focused).toBe(name);
    }
    // Save name stays disabled after saving (nothing left to save): focus goes to the name field.
    await page.goto(site.url + '/dashboard/profile');
    await waitForApp(page);
    await page.getByLabel('Name').fill('Admin Renamed');
    await page.getByRole('button', { name: 'Save name' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Your name has been saved.').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');
    await page.context().close();
  });

  it('the detail dialog works by keyboard: opens from the row, Tab stays inside, Escape returns focus', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'admin@northbeam.example', '/dashboard/contact-us-form');
    const first = page.locator('.dash-rowlink').first();
    const name = (await first.textContent())!;
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Enquiry from ${name}` });
    await dialog.getByRole('button', { name: 'Reply', exact: true }).waitFor();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
    await page.context().close();
  });
});
