/**
 * The visitor forms with JavaScript off, on a phone: the browser posts each form to its page, the
 * server checks and stores it as the API does, and answers with the page: the thank-you text, or
 * the form again with what was typed and each error beside its field. The form pages are found
 * in the registry by their form block.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MOBILE } from '../../helpers/browser.ts';
import { formPage, registry } from '../../helpers/registry-content.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { NOTIFY } from '../../server/_app.ts';
import { VISITOR_FORM_TEXTS } from '../../../src/forms/visitor-texts.ts';
import { DIST, open, rows } from './_helpers.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started), { distDir: DIST });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function openWithoutScript(kind: 'contact-us' | 'get-started' | 'careers'): Promise<{ page: Page; form: Locator }> {
  const page = await open(browser, { ...MOBILE, javaScriptEnabled: false });
  await page.goto(site.url + formPage(kind).path);
  const form = page.locator('main form:has(input[name="form"][value="' + kind + '"])');
  await form.waitFor();
  return { page, form };
}

const send = (form: Locator) => form.locator('button[type="submit"]').click();
/** The success panel the server put where the form was. */
const thanks = (page: Page, kind: 'contact-us' | 'get-started' | 'careers') => page.getByRole('status').filter({ hasText: VISITOR_FORM_TEXTS[kind].done.title });

/** The error shown beside a field: the text of the element its aria-describedby names last. */
async function errorBeside(field: Locator): Promise<{ invalid: string | null; message: string }> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const slot = field.page().locator(`[id="${ids.at(-1)}"]`);
  const message = (await slot.isVisible()) ? await slot.textContent() : '';
  return { invalid: await field.getAttribute('aria-invalid'), message: message ?? '' };
}

describe('the visitor forms without script, at 375 px', () => {
  it('has its submit button enabled in the HTML', async () => {
    const { page, form } = await openWithoutScript('get-started');
    await expect.poll(() => form.locator('button[type="submit"]').isEnabled()).toBe(true);
    await page.context().close();
  });

  it('sends the contact form: stored, mailed, and thanked', async () => {
    const { page, form } = await openWithoutScript('contact-us');
    await form.locator('[name="firstName"]').fill('Nora');
    await form.locator('[name="lastName"]').fill('Noscript');
    await form.locator('[name="email"]').fill('nora@example.com');
    await form.locator('[name="companyName"]').fill('Plain HTML Ltd');
    await form.locator('[name="industry"]').selectOption({ index: 1 });
    await form.locator('[name="services"]').nth(0).check();
    await form.locator('[name="services"]').nth(1).check();
    await form.locator('[name="message"]').fill('Sent without JavaScript.');
    await send(form);
    await thanks(page, 'contact-us').waitFor();
    await expect.poll(async () => (await rows(site, 'contact_us_forms')).find((row) => row.email === 'nora@example.com')).toMatchObject({ first_name: 'Nora', company_name: 'Plain HTML Ltd', message: 'Sent without JavaScript.' });
    const row = (await rows(site, 'contact_us_forms')).find((each) => each.email === 'nora@example.com')!;
    expect(JSON.parse(String(row.services))).toHaveLength(2);
    await site.smtp.waitForMail((mail) => mail.to.includes(NOTIFY) && mail.subject.includes('Nora Noscript'));
    await expect.poll(() => page.locator('script').count()).toBe(0);
    await page.context().close();
  });

  it('sends the get-started form: stored, mailed, and thanked', async () => {
    const { page, form } = await openWithoutScript('get-started');
    await form.locator('[name="name"]').fill('Gus Getstarted');
    await form.locator('[name="email"]').fill('gus@example.com');
    await form.locator('[name="company"]').fill('No Script Co');
    await form.locator('[name="budget"]').selectOption({ index: 2 });
    await form.locator('[name="timeline"]').selectOption({ index: 1 });
    await send(form);
    await thanks(page, 'get-started').waitFor();
    await expect.poll(async () => (await rows(site, 'get_started_forms')).find((row) => row.email === 'gus@example.com')).toMatchObject({ name: 'Gus Getstarted', company: 'No Script Co' });
    await site.smtp.waitForMail((mail) => mail.to.includes(NOTIFY) && mail.subject.includes('Gus Getstarted'));
    await page.context().close();
  });

  it('sends an application with a PDF CV: stored with the file, mailed, and thanked', async () => {
    const { page, form } = await openWithoutScript('careers');
    await form.locator('[name="name"]').fill('Cleo Careers');
    await form.locator('[name="email"]').fill('cleo@example.com');
    await form.locator('[name="phone"]').fill('+44 20 7946 0000');
    await form.locator('[name="position"]').selectOption({ index: 1 });
    await form.locator('input[type="file"]').setInputFiles({ name: 'cleo-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await send(form);
    await thanks(page, 'careers').waitFor();
    await expect.poll(async () => (await rows(site, 'careers_forms')).find((row) => row.email === 'cleo@example.com')).toMatchObject({ name: 'Cleo Careers', cv_content_type: 'application/pdf' });
    const row = (await rows(site, 'careers_forms')).find((each) => each.email === 'cleo@example.com')!;
    expect(Buffer.from(row.cv_data as Uint8Array).equals(PDF)).toBe(true);
    await site.smtp.waitForMail((mail) => mail.to.includes(NOTIFY) && mail.subject.includes('Cleo Careers'));
    await page.context().close();
  });

  it('answers an invalid form with the errors beside their fields and every value kept', async () => {
    const { page, form } = await openWithoutScript('get-started');
    const before = (await rows(site, 'get_started_forms')).length;
    await form.locator('[name="name"]').fill('Ivy Invalid');
    await form.locator('[name="email"]').fill('not-an-address');
    await form.locator('[name="services"]').nth(1).check();
    await form.locator('[name="timeline"]').selectOption({ index: 2 });
    await form.locator('[name="message"]').fill('Keep <this> & that.');
    await send(form);
    const answered = page.locator('main form:has(input[name="form"][value="get-started"])');
    await answered.locator('[aria-invalid="true"]').first().waitFor();

    expect(await errorBeside(answered.locator('[name="email"]'))).toEqual({ invalid: 'true', message: 'Enter a valid e-mail address' });
    expect(await errorBeside(answered.locator('[name="company"]'))).toEqual({ invalid: 'true', message: 'Company is required' });
    expect(await errorBeside(answered.locator('[name="budget"]'))).toEqual({ invalid: 'true', message: 'Budget is required' });
    expect((await errorBeside(answered.locator('[name="name"]'))).invalid).toBeNull();
    await expect.poll(() => answered.locator('[name="name"]').inputValue()).toBe('Ivy Invalid');
    await expect.poll(() => answered.locator('[name="email"]').inputValue()).toBe('not-an-address');
    await expect.poll(() => answered.locator('[name="message"]').inputValue()).toBe('Keep <this> & that.');
    await expect.poll(() => answered.locator('[name="services"]').nth(1).isChecked()).toBe(true);
    await expect.poll(() => answered.locator('[name="services"]').nth(0).isChecked()).toBe(false);
    expect(await answered.locator('[name="timeline"]').evaluate((select: HTMLSelectElement) => select.selectedIndex)).toBe(2);
    await expect.poll(() => answered.getByRole('alert').textContent()).toContain('Please check the highlighted fields');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
    expect(await rows(site, 'get_started_forms')).toHaveLength(before);

    // Fixed, it goes.
    await answered.locator('[name="email"]').fill('ivy@example.com');
    await answered.locator('[name="company"]').fill('Valid At Last');
    await answered.locator('[name="budget"]').selectOption({ index: 1 });
    await send(answered);
    await thanks(page, 'get-started').waitFor();
    await expect.poll(async () => (await rows(site, 'get_started_forms')).find((row) => row.email === 'ivy@example.com')).toMatchObject({ company: 'Valid At Last', message: 'Keep <this> & that.' });
    await page.context().close();
  });

  it('asks for the CV again when only other fields were wrong, since the browser does not keep the file', async () => {
    const { page, form } = await openWithoutScript('careers');
    await form.locator('[name="name"]').fill('Cleo Again');
    await form.locator('[name="email"]').fill('cleo-again@example.com');
    await form.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await send(form);
    const answered = page.locator('main form:has(input[name="form"][value="careers"])');
    await answered.locator('[aria-invalid="true"]').first().waitFor();
    expect((await errorBeside(answered.locator('[name="phone"]'))).message).toBe('Phone is required');
    expect((await errorBeside(answered.locator('input[type="file"]'))).message).toMatch(/Attach your CV again/);
    await expect.poll(() => answered.locator('[name="name"]').inputValue()).toBe('Cleo Again');
    await page.context().close();
  });
});

describe('the staff screens without script', () => {
  // Signing in keeps its token in the browser's storage, and a reset link's token must leave the address bar: both need script.
  for (const component of ['login', 'reset-password']) {
    const path = registry.routes.find((route) => route.component === component)?.path;
    it(`${path ?? component} says that it needs JavaScript, with no button that cannot work`, async () => {
      expect(path, `a route with the ${component} screen`).toBeDefined();
      const page = await open(browser, { ...MOBILE, javaScriptEnabled: false });
      await page.goto(site.url + path + (component === 'reset-password' ? '?token=' + 'a'.repeat(43) : ''));
      await page.getByText(/needs JavaScript/).waitFor();
      await expect.poll(() => page.locator('main button[type="submit"], main input').filter({ visible: true }).count()).toBe(0);
      await page.context().close();
    });
  }
});
