/** Getting in and out of the dashboard: protected routes, sign-out, sign-out everywhere, an ended session. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type WatchedPage, releaseBrowser } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { GOOD_PASSWORD, api, apiLogin, createAccount, openSignedIn, putToken, startDashboardSite, submitContact, watchedPage } from './_helpers.ts';

/** The one submission on this site: its sender's name must vanish from a tab that is signed out. */
const SENDER = 'Octavia Tabletop';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const DASHBOARD_PATHS = ['/dashboard', '/dashboard/profile', '/dashboard/careers-form', '/dashboard/contact-us-form', '/dashboard/get-started-form', '/dashboard/settings'];

describe('dashboard access', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await createAccount(site, 'admin@northbeam.example', 'admin');
    await createAccount(site, 'staff@northbeam.example', 'staff');
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  it('sends a visitor without a token to /login, replacing the history entry', async () => {
    const { page, dialogs } = await watchedPage(browser);
    for (const path of DASHBOARD_PATHS) {
      await page.goto(`${site.url}/about-us`);
      await page.goto(`${site.url}${path}`);
      await page.waitForURL(`${site.url}/login`);
      // Back skips the dashboard entirely: it was replaced by /login.
      await page.goBack();
      await page.waitForURL(`${site.url}/about-us`);
    }
    await expect.poll(() => page.locator('.dash').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('an unknown dashboard path sends a visitor without a token to /login, replacing the history entry', async () => {
    const { page } = await watchedPage(browser);
    await page.goto(`${site.url}/about-us`);
    await page.goto(`${site.url}/dashboard/no-such-screen`);
    await page.waitForURL(`${site.url}/login`);
    await page.goBack();
    await page.waitForURL(`${site.url}/about-us`);
    // The server's answer for the unknown path may be a 404; nothing else may go wrong.
    expect(page.problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('an unknown dashboard path shows a "not found" inside the dashboard to a signed-in person', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'staff@northbeam.example', '/dashboard/no-such-screen');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect.poll(() => page.locator('.dash-main').getByText('/dashboard/no-such-screen').count()).toBe(1);
    await expect.poll(() => page.locator('header.site-header, footer.site-footer').count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect.poll(() => nav.getByRole('link').count()).toBe(6);
    await expect.poll(() => nav.locator('[aria-current="page"]').count()).toBe(0);
    await page.locator('.dash-main').getByRole('link', { name: 'Back to the overview' }).click();
    await page.waitForURL(`${site.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    // Reached inside the app too (a mistyped link), not only by loading the address.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/dashboard/settings/typo');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(page.problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('shows the signed-in user and the six screens in the navigation', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'staff@northbeam.example');
    await expect.poll(() => page.locator('.dash-user__name').textContent()).toBe('Sam Staff');
    await expect.poll(() => page.locator('.dash-user .dash-role').textContent()).toBe('Staff');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['Overview', 'Contact enquiries', 'Job applications', 'Get-started requests', 'Profile', 'Settings']);
    await expect.poll(() => nav.locator('[aria-current="page"]').textContent()).toBe('Overview');
    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${site.url}/dashboard/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.title()).toBe('Profile | Northbeam Consulting');
    await expect.poll(() => page.locator('header.site-header, footer').count()).toBe(0);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('signs out: the session ends on the server, the token is gone, and Back does not reopen the dashboard', async () => {
    const { page } = await watchedPage(browser);
    const token = await openSignedIn(page, site, 'staff@northbeam.example', '/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${site.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await api(site, '/auth/authenticate', token)).status).toBe(401);
    await page.goBack();
    await page.waitForURL(`${site.url}/login`);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('after signing out, the next person signing in on the same tab sees nothing of the last session', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'admin@northbeam.example', '/dashboard/settings');
    await page.locator('.dash-table--users').waitFor();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${site.url}/login`);
    // Same page, same JavaScript memory: sign in as someone else on the real sign-in screen.
    await page.locator('input[name="email"]').fill('staff@northbeam.example');
    await page.locator('input[name="password"]').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${site.url}/dashboard`);
    await expect.poll(() => page.locator('.dash-user__name').textContent()).toBe('Sam Staff');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByText('Only admins can add or change staff accounts.').waitFor();
    await expect.poll(() => page.locator('.dash-table--users').count()).toBe(0);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('"Sign out of all sessions" ends every session; another tab is sent to /login on its next call', async () => {
    const first = await watchedPage(browser);
    const second = await watchedPage(browser);
    const firstToken = await openSignedIn(first.page, site, 'admin@northbeam.example', '/dashboard/settings');
    const secondToken = await openSignedIn(second.page, site, 'admin@northbeam.example', '/dashboard');
    const untouched = await apiLogin(site, 'staff@northbeam.example');

    await first.page.getByRole('button', { name: 'Sign out of all sessions' }).click();
    await first.page.waitForURL(`${site.url}/login`);
    expect(await first.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await api(site, '/auth/authenticate', firstToken)).status).toBe(401);
    expect((await api(site, '/auth/authenticate', secondToken)).status).toBe(401);
    // Another person's session is not affected.
    expect((await api(site, '/auth/authenticate', untouched)).status).toBe(200);

    // The other tab still holds its token; its next call answers 401, which signs it out.
    await second.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Job applications' }).click();
    await second.page.waitForURL(`${site.url}/login`);
    expect(await second.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await first.page.context().close();
    await second.page.context().close();
  });

  it('a stored token the server no longer accepts leads to /login', async () => {
    const { page } = await watchedPage(browser);
    await putToken(page, site, 'not-a-real-token-000000000000');
    await page.goto(`${site.url}/dashboard/contact-us-form`);
    await page.waitForURL(`${site.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  describe('two tabs of one browser', () => {
    // Sent only now: the tests above expect a navigation without new-item counts.
    beforeAll(() => submitContact(site, { firstName: 'Octavia', lastName: 'Tabletop' }));

    /** A second tab of the same browser (shared local storage) showing the list with its one row. */
    async function secondTab(first: WatchedPage, path = '/dashboard/contact-us-form'): Promise<WatchedPage> {
      const second = (await first.context().newPage()) as WatchedPage;
      second.setDefaultTimeout(8000);
      await second.goto(`${site.url}${path}`);
      await second.getByRole('button', { name: SENDER }).waitFor();
      return second;
    }

    /** What a person sees once the tab has been signed out: the sign-in screen, nothing of the dashboard's data. */
    async function expectSignedOut(tab: WatchedPage): Promise<void> {
      await tab.waitForURL(`${site.url}/login`);
      await tab.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
      await expect.poll(() => tab.locator('body').innerText()).not.toContain(SENDER);
      await expect.poll(() => tab.getByRole('dialog').count()).toBe(0);
    }

    it('signing out in one tab sends another tab on the list to /login by itself, replacing its entry', async () => {
      const { page: first } = await watchedPage(browser);
      await openSignedIn(first, site, 'staff@northbeam.example', '/dashboard');
      const second = await secondTab(first);
      const entries = await second.evaluate(() => history.length);

      await first.getByRole('button', { name: 'Sign out', exact: true }).click();
      await first.waitForURL(`${site.url}/login`);
      // Nothing is clicked in the second tab: it follows the first.
      await expectSignedOut(second);
      expect(await second.evaluate(() => history.length)).toBe(entries);
      // Signed out on purpose (here or in the other tab): no "session ended" message.
      await expect.poll(() => first.getByText(SESSION_ENDED).count()).toBe(0);
      await expect.poll(() => second.getByText(SESSION_ENDED).count()).toBe(0);
      await first.context().close();
    });

    it('"Sign out of all sessions" in one tab closes an open submission in another and goes to /login', async () => {
      const { page: first } = await watchedPage(browser);
      await openSignedIn(first, site, 'admin@northbeam.example', '/dashboard/settings');
      const second = await secondTab(first);
      await second.getByRole('button', { name: SENDER }).click();
      await second.getByRole('dialog', { name: `Enquiry from ${SENDER}` }).getByRole('button', { name: 'Reply', exact: true }).waitFor();

      await first.getByRole('button', { name: 'Sign out of all sessions' }).click();
      await first.waitForURL(`${site.url}/login`);
      await expectSignedOut(second);
      await first.context().close();
    });

    it('a call made after the token left storage unnoticed (no storage event) signs the tab out instead of failing', async () => {
      const { page } = await watchedPage(browser);
      await openSignedIn(page, site, 'staff@northbeam.example', '/dashboard/contact-us-form');
      await page.getByRole('button', { name: SENDER }).waitFor();
      // Removed by this document itself, so no storage event reaches it: only the next call can tell.
      await page.evaluate(() => localStorage.removeItem('token'));
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expectSignedOut(page);
      await page.context().close();
    });
  });

  describe('the sign-in screen after a session ends', () => {
    it('a session ended on the server (a 401) leads to /login with a short explanation; signing in goes on to /dashboard', async () => {
      const { page } = await watchedPage(browser);
      const token = await openSignedIn(page, site, 'staff@northbeam.example', '/dashboard/contact-us-form');
      await page.getByRole('button', { name: SENDER }).waitFor();
      // The session ends on the server (as an idle timeout or a disabled account would end it).
      expect((await api(site, '/auth/logout', token, { method: 'POST' })).status).toBe(200);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForURL(`${site.url}/login`);
      await page.getByText(SESSION_ENDED).waitFor();
      await expect.poll(() => page.getByText(SESSION_ENDED).isVisible()).toBe(true);

      // Spec §4: after sign-in the person goes to /dashboard, not back to the list.
      await page.locator('input[name="email"]').fill('staff@northbeam.example');
      await page.locator('input[name="password"]').fill(GOOD_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${site.url}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      // The overview's own calls (counts, the weekly chart) must be answered before the session is
      // ended behind its back: a late one would meet the 401 and lead to /login on its own.
      await page.waitForLoadState('networkidle');

      // Signing out on purpose says nothing of an ended session, even when the server had ended it
      // already (sign-out's own call then answers 401).
      const again = (await page.evaluate(() => localStorage.getItem('token')))!;
      expect((await api(site, '/auth/logout', again, { method: 'POST' })).status).toBe(200);
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.waitForURL(`${site.url}/login`);
      await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
      await expect.poll(() => page.getByText(SESSION_ENDED).count()).toBe(0);
      await page.context().close();
    });

    it('says nothing of an ended session on a first visit, nor to a visitor without a token sent from the dashboard', async () => {
      const { page } = await watchedPage(browser);
      await page.goto(`${site.url}/login`);
      await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByText(SESSION_ENDED).count()).toBe(0);
      await page.goto(`${site.url}/dashboard/contact-us-form`);
      await page.waitForURL(`${site.url}/login`);
      await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
      await expect.poll(() => page.getByText(SESSION_ENDED).count()).toBe(0);
      await page.context().close();
    });
  });
});
