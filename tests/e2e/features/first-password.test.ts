/**
 * A generated password is for one sign-in: an admin adds a staff account, the new person signs in
 * with the password the admin was shown, is made to choose their own, and reaches the dashboard;
 * the generated one no longer works.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { addUser } from '../../server/_app.ts';
import { openSignedIn, watchedPage } from '../dashboard/_helpers.ts';
import { DIST, open, ready } from './_helpers.ts';

const ADMIN = 'admin@northbeam.example';
const NEWCOMER = 'newcomer@northbeam.example';
const CHOSEN = 'my-Own-chosen-passphrase-9';

let site: RunningSite;
let browser: Browser;
useSite(async (started) => {
  ({ site, browser } = started);
  await addUser(site.app, ADMIN, 'admin');
}, { distDir: DIST });

const loginStatus = async (password: string) =>
  (await fetch(`${site.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: NEWCOMER, password }) })).status;

describe('first password', () => {
  it('a new account signs in with its generated password, must choose its own, then reaches the dashboard', async () => {
    const admin = await watchedPage(browser);
    await openSignedIn(admin.page, site, ADMIN, '/dashboard/settings');
    await admin.page.getByLabel('E-mail', { exact: true }).fill(NEWCOMER);
    await admin.page.getByLabel('Name', { exact: true }).fill('Nia Newcomer');
    await admin.page.getByRole('button', { name: 'Add account' }).click();
    const generated = (await admin.page.getByTestId('one-time-password').textContent())!.trim();
    expect(generated.length).toBeGreaterThanOrEqual(12);

    const page = await open(browser);
    await page.goto(`${site.url}/login`);
    await ready(page);
    await page.getByLabel('Email').fill(NEWCOMER);
    await page.locator('input[name="password"]').fill(generated);
    await page.getByRole('button', { name: 'Sign In' }).click();

    // Straight to choosing a password: nothing else of the dashboard is offered.
    await page.getByRole('heading', { name: 'Choose your password', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toContain('Choose your password');
    await expect.poll(() => page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false);
    await page.getByLabel('Password you were given').fill(generated);
    await page.getByLabel('New password', { exact: true }).fill(CHOSEN);
    await page.getByLabel('Repeat the new password').fill(CHOSEN);
    await page.getByRole('button', { name: 'Change password' }).click();

    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await expect.poll(() => page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(true);
    // The overview's own staff calls are served now.
    await page.getByText('Welcome, Nia Newcomer. Nothing new is waiting.').waitFor();

    expect(await loginStatus(generated)).toBe(401);
    expect(await loginStatus(CHOSEN)).toBe(200);
    expect(page.problems).toEqual([]);
    expect(admin.page.problems).toEqual([]);
  }, 60_000);
});
