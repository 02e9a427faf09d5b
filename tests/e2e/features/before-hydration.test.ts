/**
 * A visitor on a slow phone types and submits before the app's scripts have run. The bare HTML's
 * form must not send itself natively (a GET would put the password or the enquiry into the
 * address, the history and server logs, and lose it); once the app runs, what they typed is
 * still there and sends.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { addUser, GOOD_PASSWORD } from '../../server/_app.ts';
import { DIST, open, ready } from './_helpers.ts';

let site: RunningSite;
let browser: Browser;
useSite(async (started) => {
  ({ site, browser } = started);
  await addUser(site.app, 'early@northbeam.example', 'staff');
}, { distDir: DIST });

/** Holds every script of the page until `release()`: the page stays the prerendered HTML. */
async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

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
  { path: '/contact', form: 'main form.contact-form', button: 'Submit', fields: { firstName: 'Early', message: 'typed-before-the-app-ran' }, choices: true },
  { path: '/get-started', form: 'main form.get-started-form', button: 'Get Started', fields: { name: 'Early Bird', email: 'early@example.com' } },
  { path: '/careers', form: 'main form.careers-form', button: 'Send application', fields: { name: 'Early Bird', email: 'early@example.com' }, cv: true },
];

describe('a form before the app runs', () => {
  for (const { path, form: formSelector, button: buttonName, fields, choices, cv } of FORMS) {
    it(`${path}: Enter and a click on the disabled submit send nothing; after hydration the typed values are still there`, async () => {
      const page = await open(browser);
      const scripts = await holdScripts(page);
      const urls = recordRequests(page);
      await page.goto(site.url + path, { waitUntil: 'commit' });
      const form = page.locator(formSelector);
      await form.waitFor();
      const button = form.getByRole('button', { name: buttonName });
      expect(await button.isDisabled()).toBe(true);

      for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
      // A select and a ticked box, where the form has them.
      const industry = form.locator('[name="industry"]');
      const firstService = form.locator('[name="services"]').first();
      if (choices) {
        await industry.selectOption({ index: 1 });
        await firstService.check();
      }
      if (cv) await form.locator('input[type="file"]').setInputFiles({ name: 'early-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await form.locator(`[name="${Object.keys(fields)[0]}"]`).press('Enter');
      await button.click({ force: true });
      await page.waitForTimeout(500); // a native submit would have started by now

      const typed = Object.values(fields);
      expect(urls.filter((url) => typed.some((value) => url.includes(encodeURIComponent(value).replace(/%20/g, '+')) || url.includes(value)))).toEqual([]);
      expect(page.url()).toBe(site.url + path);

      await scripts.release();
      await ready(page);
      await expect.poll(() => button.isEnabled()).toBe(true);
      // One more keystroke makes the form render again from its state: what was typed early must be in it.
      const [firstName, firstValue] = Object.entries(fields)[0]!;
      await form.locator(`[name="${firstName}"]`).press('End');
      await form.locator(`[name="${firstName}"]`).pressSequentially('!');
      for (const [name, value] of Object.entries(fields)) expect(await form.locator(`[name="${name}"]`).inputValue(), name).toBe(name === firstName ? `${firstValue}!` : value);
      if (cv) expect(await form.getByText('Selected: early-cv.pdf').count()).toBe(1);
      if (choices) {
        expect(await industry.evaluate((select: HTMLSelectElement) => select.selectedIndex)).toBe(1);
        expect(await firstService.isChecked()).toBe(true);
      }
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
