/**
 * Two-step sign-in in the browser, as an admin meets it: signed in with the password alone, the
 * dashboard offers nothing but setting it up; the admin scans (here: reads the key from the page
 * and computes the code, as an authenticator app would), saves the recovery codes, signs out,
 * signs in with a code, then with a recovery code (which works once). Ten minutes later (on the
 * server's test clock) an export first asks "Confirm it's you", then downloads.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE, releaseBrowser } from '../../helpers/browser.ts';
import { freshCode, rememberSecret, serverClock } from '../../helpers/mfa.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { addUser } from '../../server/_app.ts';
import { GOOD_PASSWORD, startDashboardSite, submitContact, watchedPage, type PageWatch } from './_helpers.ts';

const ADMIN = 'new.admin@northbeam.example';
const SHOTS = process.env.MFA_SHOTS_DIR;

describe('two-step sign-in', () => {
  let site: RunningSite;
  let browser: Browser;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await addUser(site.app, ADMIN, 'admin', GOOD_PASSWORD, 'Nia Admin', { mfa: false });
    await submitContact(site);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  async function shoot(watch: PageWatch, name: string) {
    if (SHOTS) await watch.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }

  async function passwordStep(watch: PageWatch) {
    const { page } = watch;
    await page.goto(`${site.url}/login`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill(ADMIN);
    await page.locator('input[name="password"]').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  async function signOut(watch: PageWatch) {
    await watch.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await watch.page.waitForURL(`${site.url}/login`);
  }

  it('an admin sets it up first, then signs in with a code or a recovery code (once), and confirms before an export', async () => {
    const admin = await watchedPage(browser);
    const { page } = admin;

    // Signed in with the password alone: only the set-up, whatever address is asked for.
    await passwordStep(admin);
    await page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }).waitFor();
    await page.goto(`${site.url}/dashboard/contact-us-form`);
    await page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }).waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('[data-secret]').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    rememberSecret(site.app, ADMIN, secret);
    await shoot(admin, 'enrol-1440');
    const code = page.getByLabel('Enter the 6-digit code the app shows');
    await code.fill('000000' === (await freshCode(site.app, ADMIN)) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByText('That code is not right').waitFor();
    await code.fill(await freshCode(site.app, ADMIN));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recovery = (await codes.allTextContents()).map((text) => text.trim());
    await shoot(admin, 'codes-1440');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .txt' }).click()]);
    expect(download.suggestedFilename()).toBe('northbeam-recovery-codes.txt');
    const saved = readFileSync((await download.path())!, 'utf8');
    for (const one of recovery) expect(saved).toContain(one);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();

    // Signing in now takes the code from the app.
    await signOut(admin);
    await passwordStep(admin);
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    await shoot(admin, 'code-step-1440');
    await page.locator('input[name="code"]').fill(await freshCode(site.app, ADMIN));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${site.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();

    // Or a recovery code, once.
    await signOut(admin);
    await passwordStep(admin);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.locator('input[name="code"]').fill(recovery[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${site.url}/dashboard`);
    await signOut(admin);
    await passwordStep(admin);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.locator('input[name="code"]').fill(recovery[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right').waitFor();
    await page.getByRole('button', { name: 'Use a code from your app instead' }).click();
    await page.locator('input[name="code"]').fill(await freshCode(site.app, ADMIN));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${site.url}/dashboard`);

    // Ten minutes on: the export asks first, then downloads.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /Enquiries|Contact/ }).first().click();
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await expect.poll(() => exportButton.isEnabled()).toBe(true);
    serverClock(site.app).advance(10 * 60_000 + 1000);
    await exportButton.click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.waitFor();
    await shoot(admin, 'step-up-1440');
    await dialog.locator('input[name="code"]').fill(await freshCode(site.app, ADMIN));
    const [csv] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Confirm' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^contact-us-\d{4}-\d{2}-\d{2}\.csv$/);
    await dialog.waitFor({ state: 'detached' });
    expect(admin.dialogs).toEqual([]);
    // The refusals this test caused on purpose (a wrong code, a spent recovery code, the step-up,
    // the calls of a screen opened before the session said it must set up first) are the only ones.
    expect(page.problems.filter((problem) => !/status of (400|401|403) /.test(problem))).toEqual([]);
    await page.context().close();
  });

  it('fits a phone: the set-up, the code step and the step-up dialog at 375 px', async () => {
    await addUser(site.app, 'phone.admin@northbeam.example', 'admin', GOOD_PASSWORD, 'Pia Phone', { mfa: false });
    const phone = await watchedPage(browser, MOBILE);
    const { page } = phone;
    await page.goto(`${site.url}/login`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill('phone.admin@northbeam.example');
    await page.locator('input[name="password"]').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('[data-secret]').textContent())!.replace(/\s/g, '');
    rememberSecret(site.app, 'phone.admin@northbeam.example', secret);
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await expect.poll(noSideways).toBe(true);
    await shoot(phone, 'enrol-375');
    await page.getByLabel('Enter the 6-digit code the app shows').fill(await freshCode(site.app, 'phone.admin@northbeam.example'));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByRole('button', { name: 'I have saved my codes' }).waitFor();
    await expect.poll(noSideways).toBe(true);
    await shoot(phone, 'codes-375');
    for (const name of ['Copy codes', 'Download .txt', 'I have saved my codes']) {
      await expect.poll(async () => (await page.getByRole('button', { name }).boundingBox())?.height, { message: name }).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${site.url}/login`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill('phone.admin@northbeam.example');
    await page.locator('input[name="password"]').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('input[name="code"]').waitFor();
    await expect.poll(noSideways).toBe(true);
    await shoot(phone, 'code-step-375');
    await page.locator('input[name="code"]').fill(await freshCode(site.app, 'phone.admin@northbeam.example'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${site.url}/dashboard`);
    await page.goto(`${site.url}/dashboard/contact-us-form`);
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await expect.poll(() => exportButton.isEnabled()).toBe(true);
    serverClock(site.app).advance(10 * 60_000 + 1000);
    await exportButton.click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.waitFor();
    await shoot(phone, 'step-up-375');
    // Polled: the dialog slides in, and a button measured mid-way came out 43.99997 px tall.
    await expect.poll(async () => (await dialog.getByRole('button', { name: 'Confirm' }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Cancelled: nothing downloaded, the refusal is said beside the button.
    await page.getByText("Could not export: Please confirm it's you to do this").waitFor();
    expect(phone.dialogs).toEqual([]);
    await page.context().close();
  });
});
