import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, drainTasks, MOBILE, stopClock } from '../../helpers/browser.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { NOTIFY } from '../../server/_app.ts';
import { DIST, open, ready, recordConsole, rows } from './_helpers.ts';
import { formPage } from '../../helpers/registry-content.ts';
import { routesWith } from '../../helpers/registry-kinds.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started), { distDir: DIST });

const SUBMIT_URL = '**/api/form/submit/contact-us-form';
// Pages picked by kind: the page holding the contact form, and a page whose main content has a
// Contact us button that opens the dialog (that page itself when it has one, as today).
const CONTACT = formPage('contact-us').path;
const WITH_OPENER = [CONTACT, ...routesWith({}).map((route) => route.path)].find((path) => {
  const file = join(DIST, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
  if (!existsSync(file)) return false;
  const html = readFileSync(file, 'utf8');
  return /<a [^>]*aria-haspopup="dialog"/.test(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
})!;

async function openFromHeader(page: Page) {
  await page.goto(site.url + '/');
  await ready(page);
  const button = page.locator('header .site-header__cta a');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await dialog.waitFor();
  return { button, dialog };
}

async function fillValid(page: Page, scope = page.getByRole('dialog')) {
  await scope.getByLabel('First name').fill('Ada');
  await scope.getByLabel('Last name').fill('Lovelace');
  await scope.getByLabel('Email', { exact: false }).first().fill('ada@example.com');
  await scope.getByLabel('Contact number').fill('+44 20 7946 0000');
  await scope.getByLabel('Country').fill('United Kingdom');
  await scope.getByLabel('Company name').fill('Analytical Engines Ltd');
  await scope.getByLabel('Industry').selectOption({ index: 1 });
  await scope.getByRole('checkbox').nth(0).check();
  await scope.getByRole('checkbox').nth(1).check();
  await scope.getByLabel('Message').fill('We would like a roadmap for moving our data platform to the cloud.');
}

describe('contact dialog', () => {
  it('sends an enquiry from the header: stored, notified, confirmed, cleared and closed after 3 s with focus back on the button', async () => {
    const page = await open(browser);
    // The 3 s are counted on the page's clock, which the test moves on: a busy machine's late timers do not count.
    await page.clock.install();
    const { button, dialog } = await openFromHeader(page);
    await expect.poll(() => dialog.getAttribute('aria-modal')).toBe('true');
    // Focus starts in the form.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('firstName');
    // The fields of spec §3 with their types.
    await expect.poll(() => dialog.getByLabel('Email').first().getAttribute('type')).toBe('email');
    await expect.poll(() => dialog.getByLabel('Contact number').getAttribute('type')).toBe('tel');
    await expect.poll(() => dialog.getByLabel('Message').getAttribute('placeholder')).toBe('Write your message (max 3000 characters)');
    const industryOptions = await dialog.getByLabel('Industry').locator('option').allTextContents();
    expect(industryOptions[0]).toBe('Please Select');
    expect(industryOptions.length).toBeGreaterThan(1);
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBeGreaterThan(1);

    await fillValid(page);
    const industry = await dialog.getByLabel('Industry').inputValue();
    const services = await dialog.getByRole('checkbox').evaluateAll((boxes) => (boxes as HTMLInputElement[]).filter((box) => box.checked).map((box) => box.value));
    // From here the page's time moves only when the test says: the confirmation's 3 s are exact.
    await stopClock(page);
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    const confirmation = dialog.getByText('Form submitted successfully!');
    await confirmation.waitFor();
    // Cleared.
    await expect.poll(() => dialog.getByLabel('First name').inputValue()).toBe('');
    await expect.poll(() => dialog.getByLabel('Message').inputValue()).toBe('');
    await expect.poll(() => dialog.getByRole('checkbox', { checked: true }).count()).toBe(0);
    // Still there just before 3 s, closed at 3 s.
    await page.clock.runFor(2999);
    await drainTasks(page);
    await expect.poll(() => confirmation.isVisible(), { message: 'the confirmation at 2.999 s' }).toBe(true);
    await page.clock.runFor(1);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.clock.resume();

    const stored = await rows(site, 'contact_us_forms');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      contact_number: '+44 20 7946 0000',
      country: 'United Kingdom',
      company_name: 'Analytical Engines Ltd',
      industry,
      message: 'We would like a roadmap for moving our data platform to the cloud.',
    });
    expect(JSON.parse(String(stored[0]!.services))).toEqual(services);
    const mail = await site.smtp.waitForMail((candidate) => candidate.to.includes(NOTIFY) && candidate.subject.includes('Ada Lovelace'));
    expect(mail.text).toContain('Analytical Engines Ltd');
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('opens from a button on a page; closes with Escape, the close button and a backdrop click, each time returning focus', async () => {
    // bypassCSP: axe-core is injected as an inline script.
    const page = await open(browser, { bypassCSP: true });
    await page.goto(site.url + WITH_OPENER);
    await ready(page);
    const button = page.locator('main a[aria-haspopup="dialog"]').first();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    const isFocused = () => button.evaluate((element) => element === document.activeElement);

    await button.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused()).toBe(true);

    await button.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused()).toBe(true);

    await button.click();
    await dialog.waitFor();
    await page.mouse.click(5, 5); // the backdrop, outside the panel
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused()).toBe(true);

    // Keyboard: Enter on the focused button opens it; Tab and Shift+Tab stay inside.
    await button.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // The honeypot is never reached by Tab.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).not.toBe('website'); // wait-ok: proves where focus is not, after the Tab presses above
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('checks the fields inline: required, e-mail format, and at most 3000 characters with a live count', async () => {
    const page = await open(browser);
    const { dialog } = await openFromHeader(page);
    let sent = 0;
    await page.route(SUBMIT_URL, (route) => {
      sent++;
      return route.continue();
    });
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    for (const label of ['First name', 'Last name', 'Company name', 'Message']) {
      const field = dialog.getByLabel(label);
      await expect.poll(() => field.getAttribute('aria-invalid'), { message: label }).toBe('true');
      const errorId = (await field.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))!;
      await expect.poll(() => page.locator(`[id="${errorId}"]`).textContent(), { message: label }).toMatch(/required/);
    }
    await expect.poll(() => dialog.getByLabel('Email').first().getAttribute('aria-invalid')).toBe('true');
    // Focus goes to the first invalid field.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('firstName');
    await expect.poll(() => dialog.getByLabel('Contact number').getAttribute('aria-invalid')).toBeNull();

    await fillValid(page);
    await dialog.getByLabel('Email').first().fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await dialog.getByText('Enter a valid e-mail address').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('email');

    const message = dialog.getByLabel('Message');
    await message.fill('');
    await message.pressSequentially('Hello');
    await expect.poll(() => dialog.getByTestId('message-count').textContent()).toBe('5 / 3000 characters');
    await message.fill('x'.repeat(3100));
    expect((await message.inputValue()).length).toBe(3000);
    await expect.poll(() => dialog.getByTestId('message-count').textContent()).toBe('3000 / 3000 characters');
    expect(sent).toBe(0);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('blocks a filled honeypot silently: nothing sent or stored, no message, a log line', async () => {
    const before = (await rows(site, 'contact_us_forms')).length;
    const page = await open(browser);
    const logs = recordConsole(page);
    const { dialog } = await openFromHeader(page);
    let sent = 0;
    await page.route(SUBMIT_URL, (route) => {
      sent++;
      return route.continue();
    });
    const honeypot = dialog.locator('input[name="website"]');
    await expect.poll(() => honeypot.getAttribute('tabindex')).toBe('-1');
    await expect.poll(() => honeypot.getAttribute('autocomplete')).toBe('off');
    expect(await honeypot.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await fillValid(page);
    await honeypot.fill('https://spam.example', { force: true });
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    // The form says it caught a bot (in the console) instead of sending: wait for that, then nothing went out.
    await expect.poll(() => logs.some((entry) => entry.type === 'log' && /bot detected/i.test(entry.text))).toBe(true);
    expect(sent).toBe(0);
    await expect.poll(() => dialog.getByText('Form submitted successfully!').count()).toBe(0);
    await expect.poll(() => dialog.getByLabel('First name').inputValue()).toBe('Ada');
    expect(logs.some((entry) => entry.type === 'log' && /bot detected/i.test(entry.text))).toBe(true);
    expect((await rows(site, 'contact_us_forms')).length).toBe(before);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('server down: logs "Failed to submit form", shows nothing and keeps every field filled', async () => {
    const page = await open(browser);
    const logs = recordConsole(page);
    const { dialog } = await openFromHeader(page);
    await page.route(SUBMIT_URL, (route) => route.abort('connectionrefused'));
    await fillValid(page);
    const before = await dialog.locator('input:not([type=checkbox]), select, textarea').evaluateAll((elements) => (elements as HTMLInputElement[]).map((element) => element.value));
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForFunction(() => !document.querySelector('form[aria-busy="true"]'));
    await expect.poll(() => logs.some((entry) => entry.text.startsWith('Failed to submit form'))).toBe(true);
    await expect.poll(() => dialog.getByText('Form submitted successfully!').count()).toBe(0);
    await expect.poll(() => dialog.locator('[role="alert"]:not(:empty)').count()).toBe(0);
    const after = await dialog.locator('input:not([type=checkbox]), select, textarea').evaluateAll((elements) => (elements as HTMLInputElement[]).map((element) => element.value));
    expect(after).toEqual(before);
    await expect.poll(() => dialog.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The failed request is the only problem Chromium reports (the log line is a warning, not an error).
    expect(page.problems.filter((problem) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(problem))).toEqual([]);
    await page.context().close();
  });
});

describe('loading', () => {
  it('loads the dialog code only when a Contact Us button is approached, and the toasts not at all', async () => {
    const page = await open(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url + '/');
    await ready(page);
    expect(scripts.some((path) => /ContactDialog-|toaster-/.test(path))).toBe(false);
    await page.locator('header .site-header__cta a').hover();
    await expect.poll(() => scripts.some((path) => /ContactDialog-/.test(path))).toBe(true);
    expect(scripts.some((path) => /toaster-/.test(path))).toBe(false);
    await page.context().close();
  });

  it('works on a phone: the dialog fits the screen and scrolls, and the form sends', async () => {
    const page = await open(browser, MOBILE);
    await page.goto(site.url + '/');
    await ready(page);
    await page.locator('main a[aria-haspopup="dialog"]').first().tap();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeLessThanOrEqual(740);
    await fillValid(page);
    await dialog.getByRole('button', { name: 'Send enquiry' }).tap();
    await dialog.getByText('Form submitted successfully!').waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 4500 });
    expect(page.problems).toEqual([]);
    await page.context().close();
  });
});

describe('the contact page form', () => {
  it('is in the prerendered HTML', async () => {
    const page = await open(browser, { javaScriptEnabled: false });
    await page.goto(site.url + CONTACT);
    const form = page.locator('main form.contact-form');
    await expect.poll(() => form.count()).toBe(1);
    await expect.poll(() => form.getByLabel('First name').count()).toBe(1);
    await expect.poll(() => form.getByRole('checkbox').count()).toBeGreaterThan(1);
    await page.context().close();
  });

  it('hydrates without warnings, sends inline and stays on the page', async () => {
    const page = await open(browser, { bypassCSP: true });
    const logs = recordConsole(page);
    await page.goto(site.url + CONTACT);
    await ready(page);
    const form = page.locator('main form.contact-form');
    await fillValid(page, form as never);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await form.getByText('Form submitted successfully!').waitFor();
    await expect.poll(() => form.getByLabel('First name').inputValue()).toBe('');
    // The confirmation had focus; as it hides, focus goes to the form's first field, not to the page.
    await expect.poll(() => form.getByText('Form submitted successfully!').evaluate((element) => element === document.activeElement)).toBe(true);
    await form.getByText('Form submitted successfully!').waitFor({ state: 'hidden', timeout: 4000 });
    await expect.poll(() => form.getByLabel('First name').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(CONTACT);
    expect(logs.filter((entry) => entry.type === 'warning' || entry.type === 'error')).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
