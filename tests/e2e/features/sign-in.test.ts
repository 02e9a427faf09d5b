import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, drainTasks, stopClock } from '../../helpers/browser.ts';
import { enterCodeWhenAsked } from '../../helpers/mfa.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { addUser, GOOD_PASSWORD, PUBLIC_URL } from '../../server/_app.ts';
import { DIST, open, ready, sleep } from './_helpers.ts';

let site: RunningSite;
let browser: Browser;
useSite(async (started) => {
  ({ site, browser } = started);
  await addUser(site.app, 'admin@northbeam.example', 'admin');
  await addUser(site.app, 'staff@northbeam.example', 'staff');
  await addUser(site.app, 'forgetful@northbeam.example', 'staff');
}, { distDir: DIST });

async function openLogin(page: Page) {
  await page.goto(site.url + '/login');
  await ready(page);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The whole sign-in of an account with two-step sign-in (an admin): the password, then the app's code. */
async function signInWithCode(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await enterCodeWhenAsked(page, site.app, email);
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Moves the page's stopped clock (stopClock) on by `ms` and lets the page render what its timers
 * did: the timings below are the page's, exact, whatever else the machine is doing.
 */
async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await drainTasks(page);
}

describe('sign-in', () => {
  it('has the fields of spec §2: e-mail of email type, password with a show/hide toggle, accessible', async () => {
    const page = await open(browser, { bypassCSP: true });
    await openLogin(page);
    await expect.poll(() => page.getByLabel('Email').getAttribute('type')).toBe('email');
    const password = page.locator('input[name="password"]');
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    // Both required: nothing is sent, the first empty field gets focus.
    let sent = 0;
    await page.route('**/auth/login', (route) => {
      sent++;
      return route.continue();
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('email');
    expect(sent).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('signs an admin in: loading while the call runs, "Login successful!" green for 1 s, /dashboard after 1 s, token stored', async () => {
    const page = await open(browser);
    await page.clock.install();
    await openLogin(page);
    // Hold the answer for a moment to see the loading state.
    await page.route('**/auth/login', async (route) => {
      await sleep(400); // wait-ok: holds the server's answer (a slow network), not the test
      await route.continue();
    });
    await stopClock(page);
    // Staff without two-step sign-in: the answer to the password is the sign-in.
    await signIn(page, 'staff@northbeam.example', GOOD_PASSWORD);
    const button = page.getByRole('button', { name: 'Sign In' });
    await expect.poll(() => button.isDisabled()).toBe(true);
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    const success = toast(page, 'Login successful!');
    await success.waitFor();
    await expect.poll(() => success.getAttribute('class')).toContain('toast--success');
    expect(await success.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(21, 128, 61)');
    // The toast shows for 1 s; the redirect comes 1 s after the success (on the page's clock).
    await advance(page, 999);
    await expect.poll(() => success.isVisible(), { message: 'the toast at 0.999 s' }).toBe(true);
    expect(path(page), 'still signing in at 0.999 s').toBe('/login');
    await advance(page, 1);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => success.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/.{16,}/);
    await page.clock.resume();
    await page.context().close();
  });

  it("counts the redirect's second from when the success toast shows, even when the toast's code arrives after the answer", async () => {
    const page = await open(browser);
    // A slow phone: the toasts' code (loaded on first use, warmed while the visitor types) is still on its way when the answer comes.
    let releaseToaster!: () => void;
    const toasterHeld = new Promise<void>((resolve) => (releaseToaster = resolve));
    await page.route(/\/toaster-[^/]+\.js$/, async (route) => {
      await toasterHeld;
      await route.continue();
    });
    await page.clock.install();
    // Not openLogin: the network is never idle while the toasts' code is held.
    await page.goto(site.url + '/login');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await stopClock(page);
    await signInWithCode(page, 'admin@northbeam.example', GOOD_PASSWORD);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    // The toasts' code comes 0.7 s after the answer (on the page's clock).
    await advance(page, 700);
    releaseToaster();
    const success = toast(page, 'Login successful!');
    await success.waitFor();
    // A second from the toast, not from the answer: still here 0.999 s after it showed.
    await advance(page, 999);
    expect(path(page), 'still signing in 0.999 s after the toast').toBe('/login');
    await expect.poll(() => success.isVisible()).toBe(true);
    await advance(page, 1);
    await page.waitForURL('**/dashboard');
    await page.clock.resume();
    await page.context().close();
  });

  it('shows the server message in a red toast with a cross for 2 s on a wrong password, and stays', async () => {
    const page = await open(browser);
    await page.clock.install();
    await openLogin(page);
    await stopClock(page);
    await signIn(page, 'staff@northbeam.example', 'wrong-password-123');
    const failure = toast(page, 'Invalid email or password');
    await failure.waitFor();
    await expect.poll(() => failure.getAttribute('class')).toContain('toast--error');
    await expect.poll(() => failure.locator('.toast__icon').textContent()).toBe('✕');
    expect(await failure.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(185, 28, 28)');
    // Two seconds on the page's clock, then gone.
    await advance(page, 1999);
    await expect.poll(() => failure.isVisible(), { message: 'the toast at 1.999 s' }).toBe(true);
    await advance(page, 1);
    await failure.waitFor({ state: 'detached' });
    await page.clock.resume();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(false);
    // The button was disabled while the call ran; focus is back on it, not lost to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Sign In');
    expect(page.problems.filter((problem) => !/401/.test(problem))).toEqual([]);
    await page.context().close();
  });

  it("says 'Login failed' when the answer has no message or its status is not 'success'", async () => {
    const page = await open(browser);
    await page.clock.install();
    await openLogin(page);
    // Each 'Login failed' stays 2 s: the clock is moved on past it, so the next one is a new toast.
    const next = async () => {
      await page.clock.fastForward(2000);
      await toast(page, 'Login failed').waitFor({ state: 'detached' });
    };
    await page.route('**/auth/login', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'fail', data: { token: 'x'.repeat(32), userDetails: { role: 'admin' } } }) }));
    await signIn(page, 'staff@northbeam.example', GOOD_PASSWORD);
    await toast(page, 'Login failed').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.unroute('**/auth/login');
    await page.route('**/auth/login', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await next();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Login failed').waitFor();
    await page.unroute('**/auth/login');
    await page.route('**/auth/login', (route) => route.abort('connectionrefused'));
    await next();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Login failed').waitFor();
    await page.context().close();
  });

  it('sends a visitor with a stored token from /login to /dashboard at once', async () => {
    const page = await open(browser);
    await openLogin(page);
    await signIn(page, 'staff@northbeam.example', GOOD_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(site.url + '/login');
    await page.waitForURL('**/dashboard', { timeout: 3000 });
    // Replaced, not pushed: Back does not return to /login.
    await page.context().close();
  });
});

describe('forgot password', () => {
  it('does nothing for a blank address; Cancel and Escape close it; accessible', async () => {
    const page = await open(browser, { bypassCSP: true });
    await openLogin(page);
    let sent = 0;
    await page.route('**/auth/reset-password-email', (route) => {
      sent++;
      return route.continue();
    });
    const opener = page.getByRole('button', { name: 'Forgot Password?' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.waitFor();
    await dialog.getByLabel('Email').fill('   ');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await sleep(300); // wait-ok: a blank address does nothing, so no event marks that nothing was sent
    expect(sent).toBe(0);
    await expect.poll(() => dialog.getByTestId('forgot-password-notice').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it("shows 'Failed to send email' for 1.5 s on failure and stays open", async () => {
    const page = await open(browser);
    await page.clock.install();
    await openLogin(page);
    await page.route('**/auth/reset-password-email', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByLabel('Email').fill('forgetful@northbeam.example');
    await stopClock(page);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const notice = dialog.getByTestId('forgot-password-notice');
    await notice.filter({ hasText: 'Failed to send email' }).waitFor();
    await expect.poll(() => notice.getAttribute('class')).toContain('toast--error');
    // 1.5 s on the page's clock, then gone; the dialog stays.
    await advance(page, 1499);
    await expect.poll(() => notice.isVisible(), { message: 'the notice at 1.499 s' }).toBe(true);
    await advance(page, 1);
    await notice.waitFor({ state: 'detached' });
    await advance(page, 1500);
    await expect.poll(() => dialog.isVisible(), { message: 'the dialog 1.5 s after the notice went' }).toBe(true);
    await page.clock.resume();

    // A server answer with its own message shows that message.
    await page.unroute('**/auth/reset-password-email');
    await page.route('**/auth/reset-password-email', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'Too many requests, wait a minute' }) }));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await notice.filter({ hasText: 'Too many requests, wait a minute' }).waitFor();
    await page.context().close();
  });

  it('goes from the e-mailed link to signing in with the new password', async () => {
    const page = await open(browser, { bypassCSP: true });
    await page.clock.install();
    await openLogin(page);
    const requests: { contentType: string | undefined; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/reset-password-email')) requests.push({ contentType: request.headers()['content-type'], authorization: request.headers().authorization });
    });
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByLabel('Email').fill('forgetful@northbeam.example');
    await stopClock(page);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const notice = dialog.getByTestId('forgot-password-notice');
    await notice.waitFor();
    // The server's own message (it has one), green.
    await expect.poll(() => notice.textContent()).toContain('If an account exists for that e-mail, a reset link is on its way.');
    await expect.poll(() => notice.getAttribute('class')).toContain('toast--success');
    // Shown 1.5 s on the page's clock, and the dialog closes then.
    await advance(page, 1499);
    await expect.poll(() => notice.isVisible(), { message: 'the notice at 1.499 s' }).toBe(true);
    await advance(page, 1);
    await dialog.waitFor({ state: 'detached' });
    // Back to the page's own time for the rest (its next page loads on timers).
    await page.clock.resume();
    // Spec §7: the one call without the JSON content type or a Bearer header.
    expect(requests[0]?.contentType).not.toMatch(/application\/json/);
    expect(requests[0]?.authorization).toBeUndefined();

    const mail = await site.smtp.waitForMail((candidate) => candidate.to.includes('forgetful@northbeam.example') && /reset/i.test(candidate.subject));
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const opened = await page.goto(link!.replace(PUBLIC_URL, site.url));
    // The page sends no Referer, and drops the token from the address bar and history once read.
    expect(opened!.headers()['referrer-policy']).toBe('no-referrer');
    await ready(page);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.waitForFunction(() => !location.search.includes('token='), undefined, { timeout: 3000 });
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    const fresh = 'a-brand-new-passphrase-77';
    // Too short: the policy message, inline, nothing changed.
    await page.locator('input[name="password"]').fill('short');
    await page.locator('input[name="confirm"]').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 12 characters').waitFor();
    await expect.poll(() => page.locator('input[name="password"]').getAttribute('aria-invalid')).toBe('true');
    // Too common: the server's issue, shown on the field.
    await page.locator('input[name="password"]').fill('password1234');
    await page.locator('input[name="confirm"]').fill('password1234');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/too common/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('input[name="password"]').fill(fresh);
    await page.locator('input[name="confirm"]').fill(fresh);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');

    await signIn(page, 'forgetful@northbeam.example', GOOD_PASSWORD);
    await toast(page, 'Invalid email or password').waitFor();
    // That toast stays 2 s: move the clock on past it, so the next toast is a new one.
    await page.clock.fastForward(2000);
    await toast(page, 'Invalid email or password').waitFor({ state: 'detached' });
    await page.locator('input[name="password"]').fill(fresh);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Login successful!').waitFor();
    await page.waitForURL('**/dashboard');

    // The link works once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link!.replace(PUBLIC_URL, site.url));
    await ready(page);
    await page.locator('input[name="password"]').fill('another-fine-passphrase-9');
    await page.locator('input[name="confirm"]').fill('another-fine-passphrase-9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/invalid or has expired/).waitFor();
    await page.context().close();
  });

  it('explains a link without a token', async () => {
    const page = await open(browser);
    await page.goto(site.url + '/reset-password');
    await ready(page);
    await page.getByText('This link is incomplete').waitFor();
    expect(page.problems).toEqual([]);
    await page.context().close();
  });
});
