import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from '../../helpers/browser.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { NOTIFY } from '../../server/_app.ts';
import { formPage, openPositions } from '../../helpers/registry-content.ts';
import { HOSTILE_PDFS } from '../../helpers/hostile-cv.ts';
import { ACTIVE_CONTENT_MESSAGE } from '../../../src/server/forms/cv/inspect.ts';
import { DIST, open, ready, recordConsole, rows } from './_helpers.ts';
import { builtManifest } from '../../helpers/built-manifest.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started), { distDir: DIST });

// The pages that hold each form, whichever they are in pages.json today.
const GET_STARTED = formPage('get-started').path;
const CAREERS = formPage('careers').path;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function openForm(page: Page, path: string, selector: string): Promise<Locator> {
  await page.goto(site.url + path);
  await ready(page);
  const form = page.locator(`main form${selector}`);
  await form.waitFor();
  return form;
}

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);

describe('get-started form', () => {
  it('is prerendered', async () => {
    const page = await open(browser, { javaScriptEnabled: false });
    await page.goto(site.url + GET_STARTED);
    await expect.poll(() => page.locator('main form.get-started-form input[name="name"]').count()).toBe(1);
    await page.context().close();
  });

  it('shows inline errors, focuses the first, then sends, stores, mails and shows a clear success state', async () => {
    const page = await open(browser, { bypassCSP: true });
    const logs = recordConsole(page);
    const form = await openForm(page, GET_STARTED, '.get-started-form');
    await form.getByRole('button', { name: 'Request my 30-minute call' }).click();
    // The checks' code loads as focus enters the form (the button's press), so the errors come a moment later.
    await form.locator('[aria-invalid="true"]').first().waitFor();
    for (const name of ['name', 'email', 'company', 'budget', 'timeline']) {
      await expect.poll(() => form.locator(`[name="${name}"]`).getAttribute('aria-invalid'), { message: name }).toBe('true');
    }
    expect(await focusedName(page)).toBe('name');
    await expect.poll(() => form.getByText('Budget is required').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Work email').fill('grace@example.com');
    await form.getByLabel('Company').fill('Compilers Inc');
    await form.getByLabel('Phone').fill('+1 555 0100');
    await form.getByRole('checkbox').first().check();
    await form.getByLabel('Budget').selectOption({ index: 2 });
    await form.getByLabel('Timeline').selectOption({ index: 1 });
    await form.getByLabel('Anything else').fill('Mainframe to cloud.');
    // Fixed errors go away as the visitor edits.
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBe(0);
    await form.getByRole('button', { name: 'Request my 30-minute call' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Thank you, your request is on its way' });
    await done.waitFor();
    await expect.poll(() => done.evaluate((element) => element === document.activeElement)).toBe(true);
    const stored = await rows(site, 'get_started_forms');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', company: 'Compilers Inc', phone: '+1 555 0100', message: 'Mainframe to cloud.' });
    await site.smtp.waitForMail((mail) => mail.to.includes(NOTIFY) && mail.subject.includes('Grace Hopper'));
    // And another, from an empty form, where focus now is (not lost to the page).
    await page.getByRole('button', { name: 'Send another request' }).click();
    await expect.poll(() => page.locator('main form.get-started-form input[name="name"]').inputValue()).toBe('');
    await expect.poll(() => focusedName(page)).toBe('name');
    expect(logs.filter((entry) => entry.type === 'error' || entry.type === 'warning')).toEqual([]);
    await page.context().close();
  });

  it('on failure shows a visible message, the server’s field issues inline, and keeps every value', async () => {
    const page = await open(browser);
    const form = await openForm(page, GET_STARTED, '.get-started-form');
    await form.getByLabel('Name').fill('Alan Turing');
    await form.getByLabel('Work email').fill('alan@example.com');
    await form.getByLabel('Company').fill('Bletchley');
    await form.getByLabel('Budget').selectOption({ index: 1 });
    await form.getByLabel('Timeline').selectOption({ index: 1 });
    await form.getByRole('checkbox').nth(1).check();

    await page.route('**/api/form/submit/get-started-form', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Request my 30-minute call' }).click();
    await form.getByRole('alert').filter({ hasText: 'We could not send your request' }).waitFor();
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('Alan Turing');
    await expect.poll(() => form.getByLabel('Company').inputValue()).toBe('Bletchley');
    await expect.poll(() => form.getByRole('checkbox', { checked: true }).count()).toBe(1);

    await page.unroute('**/api/form/submit/get-started-form');
    await page.route('**/api/form/submit/get-started-form', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'Please check the highlighted fields', issues: [{ path: 'company', message: 'Company is not accepted' }] }) }),
    );
    await form.getByRole('button', { name: 'Request my 30-minute call' }).click();
    await form.getByText('Company is not accepted').waitFor();
    await expect.poll(() => form.getByLabel('Company').getAttribute('aria-invalid')).toBe('true');
    expect(await focusedName(page)).toBe('company');
    await expect.poll(() => form.getByRole('alert').filter({ hasText: 'Please check the highlighted fields' }).count()).toBe(1);
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('Alan Turing');
    await page.context().close();
  });
});

describe('a failed send', () => {
  const fillGetStarted = async (form: Locator) => {
    await form.getByLabel('Name').fill('Alan Turing');
    await form.getByLabel('Work email').fill('alan@example.com');
    await form.getByLabel('Company').fill('Bletchley');
    await form.getByLabel('Budget').selectOption({ index: 1 });
    await form.getByLabel('Timeline').selectOption({ index: 1 });
  };
  const fillCareers = async (form: Locator) => {
    await form.locator('[name="name"]').fill('Alan Turing');
    await form.getByLabel('Email').fill('alan@example.com');
    await form.getByLabel('Phone').fill('555 0100');
    await form.getByLabel('Position').selectOption({ index: 1 });
    await form.getByLabel('CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  };
  const forms = [
    { path: GET_STARTED, selector: '.get-started-form', submit: 'Request my 30-minute call', url: '**/api/form/submit/get-started-form', fill: fillGetStarted },
    { path: CAREERS, selector: '.careers-form', submit: 'Send application', url: '**/api/form/submit/careers-form', fill: fillCareers },
  ];

  it.each(forms)('on $path says a server error is ours and a network failure is the connection, keeping the values', async ({ path, selector, submit, url, fill }) => {
    const page = await open(browser);
    const form = await openForm(page, path, selector);
    await fill(form);
    const alert = form.getByRole('alert');
    await page.route(url, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'Internal error' }) }));
    await form.getByRole('button', { name: submit }).click();
    await expect.poll(() => alert.textContent()).not.toBe('');
    const serverText = (await alert.textContent())!;
    expect(serverText).toMatch(/on our side/i);
    expect(serverText).toMatch(/try again later/i);
    expect(serverText).not.toMatch(/connection/i);
    expect(serverText).toMatch(/still here/i);
    await expect.poll(() => form.locator('[name="name"]').inputValue()).toBe('Alan Turing');

    await page.unroute(url);
    await page.route(url, (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: submit }).click();
    await expect.poll(() => alert.textContent()).toMatch(/connection/i);
    await expect.poll(() => form.locator('[name="name"]').inputValue()).toBe('Alan Turing');
    await page.context().close();
  });
});

describe('job application form', () => {
  it('an Apply button chooses its role in the form and moves focus to the form', async () => {
    const page = await open(browser);
    const form = await openForm(page, openPositions.path, '.careers-form');
    const apply = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('link');
    const title = openPositions.titles[2] ?? openPositions.titles.at(-1)!;
    await apply(title).click();
    await expect.poll(() => form.getByLabel('Position').inputValue()).toBe(title);
    await expect.poll(() => focusedName(page)).toBe('name');
    // The focused field is on screen, not somewhere the visitor must look for.
    const onScreen = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(onScreen).toBe(true);
    // Another role replaces the choice and keeps what was typed.
    await form.locator('[name="name"]').fill('Dorothy Vaughan');
    const other = openPositions.titles[0]!;
    await apply(other).click();
    await expect.poll(() => form.getByLabel('Position').inputValue()).toBe(other);
    await expect.poll(() => form.locator('[name="name"]').inputValue()).toBe('Dorothy Vaughan');
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('sends an application with a CV: stored with the file, mailed, success shown', async () => {
    const page = await open(browser, { bypassCSP: true });
    const logs = recordConsole(page);
    const form = await openForm(page, CAREERS, '.careers-form');
    const positions = await form.getByLabel('Position').locator('option').allTextContents();
    expect(positions[0]).toBe('Please Select');
    expect(positions.length).toBeGreaterThan(1);

    await form.getByRole('button', { name: 'Send application' }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    for (const name of ['name', 'email', 'phone', 'position', 'cv']) {
      await expect.poll(() => form.locator(`[name="${name}"]`).getAttribute('aria-invalid'), { message: name }).toBe('true');
    }
    await expect.poll(() => form.getByText('Attach your CV (PDF or Word)').count()).toBe(1);
    expect(await focusedName(page)).toBe('name');
    expect(await axeViolations(page)).toEqual([]);

    await form.locator('[name="name"]').fill('Katherine Johnson');
    await form.getByLabel('Email').fill('katherine@example.com');
    await form.getByLabel('Phone').fill('+1 555 0199');
    await form.getByLabel('Position').selectOption({ index: 1 });
    await form.getByLabel('LinkedIn or portfolio link').fill('https://example.com/katherine');
    await form.getByLabel('Cover message').fill('I calculate trajectories.');
    // The browser refuses a file that is not PDF or Word, and one over 5 MB.
    await form.getByLabel('CV').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await form.getByText('The CV must be a PDF or Word document').waitFor();
    // 5 MB through the browser's debugging protocol takes seconds on a busy machine.
    await form.getByLabel('CV').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) }, { timeout: 45_000 });
    await form.getByText('The CV must be at most 5 MB').waitFor();
    await form.getByLabel('CV').setInputFiles({ name: 'katherine-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => form.getByLabel('CV').getAttribute('aria-invalid')).toBeNull();
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you, your application has arrived' }).waitFor();
    // Another one starts on the empty form's first field, not on the page.
    await page.getByRole('button', { name: 'Send another application' }).click();
    await expect.poll(() => focusedName(page)).toBe('name');
    await expect.poll(() => form.getByLabel('Position').inputValue()).toBe('');

    const stored = await rows(site, 'careers_forms');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Katherine Johnson',
      email: 'katherine@example.com',
      phone: '+1 555 0199',
      position: positions[1],
      profile_url: 'https://example.com/katherine',
      cover_message: 'I calculate trajectories.',
      cv_content_type: 'application/pdf',
      cv_size: PDF.length,
    });
    expect(Buffer.from(stored[0]!.cv_data as Uint8Array).equals(PDF)).toBe(true);
    await site.smtp.waitForMail((mail) => mail.to.includes(NOTIFY) && mail.subject.includes('Katherine Johnson'));
    expect(logs.filter((entry) => entry.type === 'error' || entry.type === 'warning')).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("shows the server's verdict on a disguised file inline and keeps the values", async () => {
    const page = await open(browser);
    const form = await openForm(page, CAREERS, '.careers-form');
    await form.locator('[name="name"]').fill('Mallory');
    await form.getByLabel('Email').fill('mallory@example.com');
    await form.getByLabel('Phone').fill('555 0000');
    await form.getByLabel('Position').selectOption({ index: 1 });
    // Named .pdf, but not a PDF inside: the server checks the bytes.
    await form.getByLabel('CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf at all') });
    await form.getByRole('button', { name: 'Send application' }).click();
    await form.getByText('The CV must be a PDF or Word document').waitFor();
    await expect.poll(() => form.getByLabel('CV').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => form.getByRole('alert').filter({ hasText: 'Please check the highlighted fields' }).count()).toBe(1);
    await expect.poll(() => form.locator('[name="name"]').inputValue()).toBe('Mallory');
    await expect.poll(() => form.getByLabel('Position').inputValue()).not.toBe('');
    // The verdict on the page is the server's answer: it had refused the file before answering.
    expect((await rows(site, 'careers_forms')).filter((row) => row.name === 'Mallory')).toEqual([]);
    await page.context().close();
  });

  it('refuses a CV with active content, saying how to send it instead', async () => {
    const page = await open(browser);
    const form = await openForm(page, CAREERS, '.careers-form');
    await form.locator('[name="name"]').fill('Mallory Macro');
    await form.getByLabel('Email').fill('mallory@example.com');
    await form.getByLabel('Phone').fill('555 0000');
    await form.getByLabel('Position').selectOption({ index: 1 });
    await form.getByLabel('CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: HOSTILE_PDFS['an /OpenAction running JavaScript']! });
    await form.getByRole('button', { name: 'Send application' }).click();
    await form.getByText(ACTIVE_CONTENT_MESSAGE).waitFor();
    await expect.poll(() => form.getByLabel('CV').getAttribute('aria-invalid')).toBe('true');
    expect((await rows(site, 'careers_forms')).filter((row) => row.name === 'Mallory Macro')).toEqual([]);
    await page.context().close();
  });
});

describe('the forms’ checks (the server’s zod schema) load when a visitor starts on a form', () => {
  const firstLoad = (path: string) =>
    builtManifest(DIST).routes.find((route) => route.path === path)!.chunks;

  it('are not downloaded with the page, arrive as focus enters the form, and then show the errors', async () => {
    const stored = (await rows(site, 'get_started_forms')).length;
    const page = await open(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url + GET_STARTED, { waitUntil: 'networkidle' });
    await ready(page);
    // Only what the size table counts for the page: the checks are not part of it.
    expect([...scripts].sort()).toEqual([...firstLoad(GET_STARTED)].sort());

    const form = page.locator('main form.get-started-form');
    const checks = page.waitForRequest((request) => request.resourceType() === 'script');
    await form.getByLabel('Name').focus();
    expect(firstLoad(GET_STARTED)).not.toContain(new URL((await checks).url()).pathname);
    await form.getByLabel('Work email').fill('not an address');
    await form.getByRole('button', { name: 'Request my 30-minute call' }).click();
    await form.getByText('Enter a valid e-mail address').waitFor();
    await expect.poll(() => form.getByLabel('Work email').getAttribute('aria-invalid')).toBe('true');
    expect(await focusedName(page)).toBe('name');
    expect(await rows(site, 'get_started_forms')).toHaveLength(stored);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('that cannot load leave the checking to the server, whose answer shows on the fields', async () => {
    const stored = (await rows(site, 'get_started_forms')).length;
    const page = await open(browser);
    const logs = recordConsole(page);
    const form = await openForm(page, GET_STARTED, '.get-started-form');
    await page.waitForLoadState('networkidle');
    // From here every script download fails, as on a connection that just dropped.
    await page.route('**/*.js', (route) => route.abort('internetdisconnected'));
    await form.getByLabel('Name').fill('Alan Turing');
    await form.getByLabel('Work email').fill('not an address');
    await form.getByLabel('Company').fill('Bletchley');
    await form.getByLabel('Budget').selectOption({ index: 1 });
    await form.getByLabel('Timeline').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Request my 30-minute call' }).click();
    // The server's own check of the same schema: its message, on the field.
    await form.getByText('Enter a valid e-mail address').waitFor();
    await expect.poll(() => form.getByLabel('Work email').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('Alan Turing');
    expect(logs.some((entry) => entry.type === 'warning' && /checks did not load/.test(entry.text))).toBe(true);
    expect(await rows(site, 'get_started_forms')).toHaveLength(stored);
    await page.context().close();
  });
});
