/**
 * A visitor on a slow phone types and submits before the app's scripts have run. Nothing typed may
 * go into an address (the history and server logs would keep it). A visitor form posts itself to
 * its page, which the server answers like the app would (src/server/forms/page-posts.ts); sign-in
 * needs the app, so its button waits for it. Once the app runs, what was typed is still there.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { holdScripts } from '../../helpers/browser.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { addUser, GOOD_PASSWORD } from '../../server/_app.ts';
import { DIST, open, ready } from './_helpers.ts';
import { formPage } from '../../helpers/registry-content.ts';

let site: RunningSite;
let browser: Browser;
useSite(async (started) => {
  ({ site, browser } = started);
  await addUser(site.app, 'early@northbeam.example', 'staff');
}, { distDir: DIST });

/** Every URL the page asked for, and the addresses it went to. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

const FORMS = [
  { path: '/login', form: 'form', button: 'Sign In', fields: { email: 'early@northbeam.example', password: 'secret-early-typed' } },
  { path: formPage('contact-us').path, form: 'main form.contact-form', button: 'Send enquiry', fields: { firstName: 'Early', message: 'typed-before-the-app-ran' }, choices: true },
  { path: formPage('get-started').path, form: 'main form.get-started-form', button: 'Request my 30-minute call', fields: { name: 'Early Bird', email: 'early@example.com' } },
  { path: formPage('careers').path, form: 'main form.careers-form', button: 'Send application', fields: { name: 'Early Bird', email: 'early@example.com' }, cv: true },
];

describe('a form before the app runs', () => {
  for (const { path, form: formSelector, button: buttonName, fields, choices, cv } of FORMS) {
    const fill = async (form: Locator) => {
      for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
      // A select and a ticked box, where the form has them.
      if (choices) {
        await form.locator('[name="industry"]').selectOption({ index: 1 });
        await form.locator('[name="services"]').first().check();
      }
      if (cv) await form.locator('input[type="file"]').setInputFiles({ name: 'early-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    };
    const expectFilled = async (form: Locator, { typedMore }: { typedMore: boolean }) => {
      const [firstName, firstValue] = Object.entries(fields)[0]!;
      for (const [name, value] of Object.entries(fields)) await expect.poll(() => form.locator(`[name="${name}"]`).inputValue(), { message: name }).toBe(typedMore && name === firstName ? `${firstValue}!` : value);
      if (choices) {
        expect(await form.locator('[name="industry"]').evaluate((select: HTMLSelectElement) => select.selectedIndex)).toBe(1);
        await expect.poll(() => form.locator('[name="services"]').first().isChecked()).toBe(true);
      }
    };

    it(`${path}: what was typed before the app ran is still there once it runs`, async () => {
      const page = await open(browser);
      const scripts = await holdScripts(page);
      await page.goto(site.url + path, { waitUntil: 'commit' });
      const form = page.locator(formSelector);
      await form.waitFor();
      await fill(form);
      await scripts.release();
      await ready(page);
      const button = form.getByRole('button', { name: buttonName });
      await expect.poll(() => button.isEnabled()).toBe(true);
      // One more keystroke makes the form render again from its state: what was typed early must be in it.
      const [firstName] = Object.keys(fields);
      await form.locator(`[name="${firstName}"]`).press('End');
      await form.locator(`[name="${firstName}"]`).pressSequentially('!');
      await expectFilled(form, { typedMore: true });
      // The CV chosen before the app ran is shown by its name, ready to send.
      if (cv) await expect.poll(() => form.locator('.dropzone__name').textContent()).toBe('early-cv.pdf');
      await page.context().close();
    });

    it(`${path}: a submit before the app runs ${path === '/login' ? 'does nothing (sign-in needs the app)' : 'posts the form to its page, and the answer keeps what was typed'}; nothing typed goes into an address`, async () => {
      const page = await open(browser);
      await holdScripts(page);
      const urls = recordRequests(page);
      await page.goto(site.url + path, { waitUntil: 'commit' });
      const form = page.locator(formSelector);
      await form.waitFor();
      const button = form.getByRole('button', { name: buttonName });
      await fill(form);
      if (path === '/login') {
        await expect.poll(() => button.isDisabled()).toBe(true);
        await form.locator(`[name="${Object.keys(fields)[0]}"]`).press('Enter');
        await button.click({ force: true });
        await page.waitForTimeout(500); // wait-ok: a native submit would have started by now (no event marks that none did)
        expect(page.url()).toBe(site.url + path);
      } else {
        // The fields are only partly filled: the server's answer is the form again, with its errors.
        const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url() === site.url + path);
        await button.click();
        expect((await answer).status()).toBe(400);
        await form.locator('[aria-invalid="true"]').first().waitFor();
        await expectFilled(form, { typedMore: false });
      }
      const typed = Object.values(fields);
      expect(urls.filter((url) => typed.some((value) => url.includes(encodeURIComponent(value).replace(/%20/g, '+')) || url.includes(value)))).toEqual([]);
      await page.context().close();
    });
  }

  it('signs in with what was typed before the app ran, once Sign In is enabled', async () => {
    const page = await open(browser);
    const scripts = await holdScripts(page);
    await page.goto(site.url + '/login', { waitUntil: 'commit' });
    await page.locator('input[name="email"]').fill('early@northbeam.example');
    await page.locator('input[name="password"]').fill(GOOD_PASSWORD);
    await scripts.release();
    // The click waits until the button is enabled, as a visitor's second tap would.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(site.url + '/dashboard');
    await page.context().close();
  });
});
