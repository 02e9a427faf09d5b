/**
 * Two tabs of one browser, and the person changes in one of them (sign out, sign in as someone
 * else): the other tab follows, showing the new person's name, role and menus, and nothing an
 * admin alone may see once the new person is not one.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type WatchedPage, releaseBrowser } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { GOOD_PASSWORD, apiLogin, createAccount, openSignedIn, startDashboardSite, watchedPage } from './_helpers.ts';

const ADMIN = 'admin@northbeam.example';
const STAFF = 'staff@northbeam.example';

describe('another person signs in in another tab', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await createAccount(site, ADMIN, 'admin');
    await createAccount(site, STAFF, 'staff');
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  /** Tab B: the admin on Settings, account management in view. */
  async function adminOnSettings(first: WatchedPage): Promise<WatchedPage> {
    const second = (await first.context().newPage()) as WatchedPage;
    second.setDefaultTimeout(8000);
    second.problems = [];
    second.on('console', (message) => message.type() === 'error' && second.problems.push(`console: ${message.text()}`));
    second.on('pageerror', (error) => second.problems.push(`exception: ${error.message}`));
    await second.goto(`${site.url}/dashboard/settings`);
    await second.getByRole('heading', { name: 'Add an account' }).waitFor();
    await expect.poll(() => second.locator('.dash-user__name').innerText()).toBe('Ada Admin');
    return second;
  }

  /** What tab B shows of the person: the staff member's name and role, no account management. */
  async function expectStaffShown(tab: WatchedPage): Promise<void> {
    await expect.poll(() => tab.locator('.dash-user__name').innerText(), { timeout: 8000 }).toBe('Sam Staff');
    await expect.poll(() => tab.locator('.dash-role').innerText()).toBe('Staff');
    await expect.poll(() => tab.getByRole('heading', { name: 'Add an account' }).count()).toBe(0);
    await expect.poll(() => tab.getByRole('button', { name: /^(Disable|Make admin|Reset password)/ }).count()).toBe(0);
  }

  it('the stored session changes straight to another person: the other tab shows that person, without the admin screens', async () => {
    const { page: first } = await watchedPage(browser);
    await openSignedIn(first, site, ADMIN, '/dashboard');
    const second = await adminOnSettings(first);

    // Tab A's storage now holds the staff member's session (as a sign-in there leaves it).
    const staffToken = await apiLogin(site, STAFF);
    await first.evaluate((token) => localStorage.setItem('token', token), staffToken);

    await expectStaffShown(second);
    // Settings still shows, as a staff member sees it.
    await second.getByText('Only admins can add or change staff accounts.').waitFor();
    expect(second.url()).toBe(`${site.url}/dashboard/settings`);
    expect(second.problems).toEqual([]);
    await first.context().close();
  });

  it('sign out and sign in as a staff member in one tab: the other tab follows to the dashboard as that person', async () => {
    const { page: first } = await watchedPage(browser);
    await openSignedIn(first, site, ADMIN, '/dashboard');
    const second = await adminOnSettings(first);

    await first.getByRole('button', { name: 'Sign out', exact: true }).click();
    await first.waitForURL(`${site.url}/login`);
    await second.waitForURL(`${site.url}/login`);
    await first.locator('input[name="email"]').fill(STAFF);
    await first.locator('input[name="password"]').fill(GOOD_PASSWORD);
    await first.getByRole('button', { name: 'Sign In' }).click();
    await first.waitForURL(`${site.url}/dashboard`);

    // Nothing is done in tab B: it follows the new sign-in.
    await second.waitForURL(`${site.url}/dashboard`);
    await expectStaffShown(second);
    expect(second.problems).toEqual([]);
    await first.context().close();
  });
});
