/**
 * The submission lists against the real server: overview counts, filters kept in the URL, paging,
 * the detail view (marks read), delete for admins only, CSV export, CV download, and stored
 * script payloads staying inert text.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, releaseBrowser } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import {
  PDF,
  api,
  apiLogin,
  createAccount,
  openSignedIn,
  queryOf,
  setReceived,
  startDashboardSite,
  statusOf,
  submitCareers,
  submitContact,
  submitGetStarted,
  waitForQuery,
  watchedPage,
  type PageWatch,
} from './_helpers.ts';

const ADMIN = 'admin@northbeam.example';
const STAFF = 'staff@northbeam.example';
const XSS_NAME = '<img src=x onerror="alert(1)">';
const XSS_MESSAGE = '<script>alert("stored")</script>\nSecond line <b>bold?</b> javascript:alert(2)';
const REGULAR = 22;

describe('dashboard form lists', () => {
  let site: RunningSite;
  let browser: Browser;
  let zebraId: number;
  let januaryIds: number[];
  let careerIds: number[];
  let contactTotal: number;
  let admin: PageWatch;

  const rows = (watch: PageWatch) => watch.page.locator('.dash-table tbody tr');
  const summary = (watch: PageWatch) => watch.page.locator('.dash-toolbar__summary');

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await createAccount(site, ADMIN, 'admin');
    await createAccount(site, STAFF, 'staff');
    for (let i = 0; i < REGULAR; i++) await submitContact(site);
    zebraId = await submitContact(site, { firstName: 'Zoe', lastName: 'Quill', companyName: 'Zebra Logistics', email: 'zoe@zebra.example', message: 'Fleet data, "quoted", with, commas' });
    await submitContact(site, { firstName: XSS_NAME, lastName: 'Payload', companyName: '<svg onload=alert(3)>', message: XSS_MESSAGE });
    await submitContact(site, { firstName: 'Émilie', lastName: 'Dubois', email: 'e.dubois@example.fr', companyName: 'Société Générale' });
    contactTotal = REGULAR + 3;
    januaryIds = [1, 2];
    await setReceived(site, 'contact-us', 1, '2026-01-10T09:00:00.000Z');
    await setReceived(site, 'contact-us', 2, '2026-01-31T23:30:00.000Z');
    await setReceived(site, 'contact-us', 3, '2026-02-01T00:30:00.000Z');
    careerIds = [await submitCareers(site, { name: 'Ada Lovelace' }, { name: 'Ada CV.pdf', bytes: PDF }), await submitCareers(site, { name: 'Charles Babbage' })];
    for (let i = 0; i < 3; i++) await submitGetStarted(site);
    // Times and date filters follow the reader's time zone; this reader is on UTC.
    admin = await watchedPage(browser, { timezoneId: 'UTC' });
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  it('overview: counts of new items per type, latest arrivals, cards linking to the lists', async () => {
    await openSignedIn(admin.page, site, ADMIN, '/dashboard');
    const card = (table: string) => admin.page.locator(`.dash-card[data-table="${table}"] .dash-card__number`);
    await card('contact-us').waitFor();
    await expect.poll(() => card('contact-us').textContent()).toBe(String(contactTotal));
    await expect.poll(() => card('careers').textContent()).toBe('2');
    await expect.poll(() => card('get-started').textContent()).toBe('3');
    // The navigation shows the same counts.
    await expect.poll(() => admin.page.getByRole('link', { name: /Contact enquiries/ }).first().textContent()).toContain(String(contactTotal));
    const latest = admin.page.locator('.dash-table--latest tbody tr');
    await expect.poll(() => latest.count()).toBe(10);
    // Newest first: the three get-started requests were sent last.
    await expect.poll(() => latest.first().locator('td').first().textContent()).toBe('Get-started requests');
    await admin.page.getByRole('link', { name: 'Read new contact enquiries' }).click();
    await admin.page.waitForURL(/\/dashboard\/contact-us-form\?stage=new$/);
    await expect.poll(() => summary(admin).textContent()).toContain(`of ${contactTotal} enquiries`);
    expect(admin.page.problems).toEqual([]);
  });

  it('a latest arrival on the overview opens straight into its detail', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard`);
    const first = page.locator('.dash-table--latest tbody tr').first();
    const name = (await first.locator('th').textContent())!;
    await first.getByRole('link').click();
    await page.waitForURL(/\/dashboard\/get-started-form\?open=\d+$/);
    await page.getByRole('dialog', { name: `Request from ${name}` }).getByRole('button', { name: 'Reply', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await waitForQuery(page, {});
    // Focus lands in the list's screen, not nowhere: a frame after the dialog goes (src/ui/form/Modal.tsx),
    // which a loaded machine can put after the address has changed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(page.problems).toEqual([]);
  });

  it('lists 20 per page with paging and page size kept in the URL (a reload keeps them)', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard/contact-us-form`);
    await expect.poll(() => summary(admin).textContent()).toBe(`Showing 1–20 of ${contactTotal} enquiries`);
    await expect.poll(() => rows(admin).count()).toBe(20);
    await expect.poll(() => rows(admin).locator('.dash-badge--stage-new').count()).toBe(20);
    await expect.poll(() => page.locator('.dash-pager__where').textContent()).toBe('Page 1 of 2');

    // Next, Last and Previous ask for their page by the server's cursor, kept in the URL with the number.
    const cursor = expect.stringMatching(/^[\w-]+$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForQuery(page, { page: '2', after: cursor });
    await expect.poll(() => summary(admin).textContent()).toBe(`Showing 21–${contactTotal} of ${contactTotal} enquiries`);
    await expect.poll(() => rows(admin).count()).toBe(contactTotal - 20);
    await page.reload();
    await expect.poll(() => summary(admin).textContent()).toBe(`Showing 21–${contactTotal} of ${contactTotal} enquiries`);
    await expect.poll(() => page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);

    await page.getByLabel('Rows per page').selectOption('10');
    await waitForQuery(page, { limit: '10' });
    await expect.poll(() => summary(admin).textContent()).toBe(`Showing 1–10 of ${contactTotal} enquiries`);
    await page.getByRole('button', { name: 'Last', exact: true }).click();
    await waitForQuery(page, { limit: '10', page: '3', before: cursor });
    await expect.poll(() => rows(admin).count()).toBe(contactTotal - 20);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await waitForQuery(page, { limit: '10', page: '2', before: cursor });
    await expect.poll(() => rows(admin).count()).toBe(10);
    expect(page.problems).toEqual([]);
  });

  it('search, status and date filters go into the URL; a shared link opens the same list', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard/contact-us-form`);
    await page.getByLabel('Search').fill('zebra');
    await waitForQuery(page, { q: 'zebra' });
    await expect.poll(() => rows(admin).count()).toBe(1);
    await expect.poll(() => rows(admin).first().locator('th .dash-rowlink').textContent()).toBe('Zoe Quill');
    await expect.poll(() => summary(admin).textContent()).toBe('Showing 1–1 of 1 enquiry');

    // Searching starts again at page 1 and keeps the page size.
    await page.goto(`${site.url}/dashboard/contact-us-form?page=2&limit=10`);
    await page.getByLabel('Search').fill('Hopper1');
    await page.getByLabel('Search').press('Enter');
    await waitForQuery(page, { q: 'Hopper1', limit: '10' });

    await page.goto(`${site.url}/dashboard/contact-us-form`);
    await page.getByLabel('From').fill('2026-01-01');
    await waitForQuery(page, { from: '2026-01-01' });
    await page.getByLabel('To').fill('2026-01-31');
    await waitForQuery(page, { from: '2026-01-01', to: '2026-01-31' });
    await expect.poll(() => summary(admin).textContent()).toBe('Showing 1–2 of 2 enquiries');
    const ids = await rows(admin).locator('th .dash-rowlink').allTextContents();
    expect(ids).toHaveLength(januaryIds.length);

    // A shared link with every filter: the inputs show them and the list matches.
    await page.goto(`${site.url}/dashboard/contact-us-form?q=grace&status=new&from=2026-01-01&to=2026-02-28`);
    await expect.poll(() => summary(admin).textContent()).toBe('Showing 1–3 of 3 enquiries');
    await expect.poll(() => page.getByLabel('Search').inputValue()).toBe('grace');
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('new');
    await expect.poll(() => page.getByLabel('From').inputValue()).toBe('2026-01-01');
    await expect.poll(() => page.getByLabel('To').inputValue()).toBe('2026-02-28');

    // Nothing matches: a clear empty state that offers to clear the filters.
    await page.getByLabel('Search').fill('no such sender anywhere');
    await page.getByText('No enquiries match these filters.').waitFor();
    await page.locator('.dash-state').getByRole('button', { name: 'Clear filters' }).click();
    await waitForQuery(page, {});
    await expect.poll(() => page.getByLabel('Search').inputValue()).toBe('');
    await expect.poll(() => summary(admin).textContent()).toBe(`Showing 1–20 of ${contactTotal} enquiries`);
    expect(page.problems).toEqual([]);
  });

  it('search ignores case and accents: "emilie" finds Émilie', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard/contact-us-form`);
    await page.getByLabel('Search').fill('emilie');
    await waitForQuery(page, { q: 'emilie' });
    await expect.poll(() => rows(admin).locator('th .dash-rowlink').allTextContents()).toEqual(['Émilie Dubois']);
    await expect.poll(() => summary(admin).textContent()).toBe('Showing 1–1 of 1 enquiry');
    expect(page.problems).toEqual([]);
  });

  it('opening an item shows every field, marks it read, and the status filter follows', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard/contact-us-form?q=zebra`);
    const open = page.getByRole('button', { name: 'Zoe Quill' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Enquiry from Zoe Quill' });
    await dialog.waitFor();
    await waitForQuery(page, { q: 'zebra', open: String(zebraId) });
    await expect.poll(() => dialog.locator('.dash-field').filter({ hasText: 'Company' }).locator('dd').textContent()).toBe('Zebra Logistics');
    await expect.poll(() => dialog.locator('.dash-field').filter({ hasText: 'Message' }).locator('dd').textContent()).toBe('Fleet data, "quoted", with, commas');
    await expect.poll(() => dialog.locator('.dash-field').filter({ hasText: 'Industry' }).locator('dd').textContent()).toBe('Not given');
    await expect.poll(() => dialog.locator('.dash-field').filter({ hasText: 'E-mail' }).locator('dd').textContent()).toBe('zoe@zebra.example');
    expect(await statusOf(site, 'contact-us', zebraId)).toBe('read');

    // Escape closes it, focus goes back to the row, and the row is no longer marked unread (its stage stays New).
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForQuery(page, { q: 'zebra' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Zoe Quill');
    await expect.poll(() => rows(admin).first().getAttribute('class')).toBeNull();
    await expect.poll(() => rows(admin).first().locator('.dash-badge').textContent()).toBe('New');

    await page.getByLabel('Status').selectOption('new');
    await waitForQuery(page, { q: 'zebra', status: 'new' });
    await page.getByText('No enquiries match these filters.').waitFor();
    await page.getByLabel('Status').selectOption('read');
    await expect.poll(() => rows(admin).count()).toBe(1);

    // The overview's new count stays: reading an item is not triaging it (its stage is still New).
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /Overview/ }).click();
    await expect.poll(() => page.locator('.dash-card[data-table="contact-us"] .dash-card__number').textContent()).toBe(String(contactTotal));
    expect(page.problems).toEqual([]);
  });

  it('stored script payloads are shown as inert text: no dialog, no script, no CSP violation', async () => {
    const { page, dialogs } = admin;
    await page.goto(`${site.url}/dashboard/contact-us-form?q=payload`);
    await page.getByRole('button', { name: `${XSS_NAME} Payload` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.dash-field').first().waitFor();
    await expect.poll(() => dialog.locator('.dash-field').filter({ hasText: 'First name' }).locator('dd').textContent()).toBe(XSS_NAME);
    await expect.poll(() => dialog.locator('.dash-field').filter({ hasText: 'Message' }).locator('dd').textContent()).toBe(XSS_MESSAGE);
    await expect.poll(() => dialog.locator('.dash-field').filter({ hasText: 'Company' }).locator('dd').textContent()).toBe('<svg onload=alert(3)>');
    await expect.poll(() => page.locator('.dash-main img, .dash-main svg, .dash script, dialog b').count()).toBe(0);
    await page.waitForTimeout(300); // wait-ok: an injected handler would have opened a dialog by now (no event marks that none did)
    expect(dialogs).toEqual([]);
    expect(page.problems).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('exports the current filter as CSV through the authenticated call', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard/contact-us-form?q=zebra`);
    await expect.poll(() => rows(admin).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contact-us-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('email');
    expect(lines[1]).toContain('zoe@zebra.example');
    expect(lines[1]).toContain('"Fleet data, ""quoted"", with, commas"');
    await page.getByText(/Exported contact-us-.*\.csv \(current filters\)\./).waitFor();

    // No filter: every row.
    await page.goto(`${site.url}/dashboard/contact-us-form`);
    await expect.poll(() => rows(admin).count()).toBe(20);
    const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const allLines = (await readFile((await all.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(allLines.length).toBeGreaterThanOrEqual(contactTotal + 1);
    expect(page.problems).toEqual([]);
  });

  it('downloads an applicant\'s CV with the stored bytes and name', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard/careers-form`);
    await expect.poll(() => rows(admin).count()).toBe(2);
    await expect.poll(() => rows(admin).first().locator('td:not(.dash-cell-pick)').first().textContent()).toBe('Cloud Engineer');
    // A click anywhere on the row opens it too.
    await rows(admin).filter({ hasText: 'Ada Lovelace' }).locator('td:not(.dash-cell-pick)').first().click();
    const dialog = page.getByRole('dialog', { name: 'Application from Ada Lovelace' });
    await dialog.waitFor();
    await dialog.getByText('Ada CV.pdf').waitFor();
    await expect.poll(() => dialog.getByRole('link', { name: 'https://www.linkedin.com/in/ada' }).getAttribute('rel')).toContain('noopener');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CV' }).click()]);
    expect(download.suggestedFilename()).toBe('Ada CV.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.equals(PDF)).toBe(true);
    expect(await statusOf(site, 'careers', careerIds[0]!)).toBe('read');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.problems).toEqual([]);
  });

  it('admins delete after confirming; Cancel keeps the item', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard/get-started-form`);
    await expect.poll(() => rows(admin).count()).toBe(3);
    const name = (await rows(admin).first().locator('th .dash-rowlink').textContent())!;
    await rows(admin).first().getByRole('button').click();
    const detail = page.getByRole('dialog', { name: `Request from ${name}` });
    await detail.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this request?' });
    await confirm.waitFor();
    // The safe choice has focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => detail.isVisible()).toBe(true);
    // Escape closes only the confirmation.
    await detail.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => detail.isVisible()).toBe(true);
    expect(await statusOf(site, 'get-started', 3)).toBeDefined();

    await detail.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete request' }).click();
    await detail.waitFor({ state: 'detached' });
    await page.getByText(`Deleted the request from ${name}.`).waitFor();
    await expect.poll(() => rows(admin).count()).toBe(2);
    await expect.poll(() => rows(admin).locator('th .dash-rowlink').allTextContents()).not.toContain(name);
    const count = await site.app.ctx.db.selectFrom('get_started_forms').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    expect(admin.dialogs).toEqual([]);
    expect(page.problems).toEqual([]);
  });

  it('staff see no delete control, and the server refuses them with 403', async () => {
    const staff = await watchedPage(browser);
    const token = await openSignedIn(staff.page, site, STAFF, '/dashboard/careers-form');
    await staff.page.getByRole('button', { name: 'Charles Babbage' }).click();
    const dialog = staff.page.getByRole('dialog', { name: /Application from Charles Babbage/ });
    await dialog.getByRole('button', { name: 'Download CV' }).waitFor();
    await expect.poll(() => staff.page.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    expect((await api(site, `/api/form/delete/careers/${careerIds[1]}`, token, { method: 'DELETE' })).status).toBe(403);
    expect((await api(site, `/api/form/delete/careers/${careerIds[1]}`, await apiLogin(site, ADMIN), { method: 'GET' })).status).toBe(404);
    expect(await statusOf(site, 'careers', careerIds[1]!)).toBe('read');
    expect(staff.page.problems).toEqual([]);
    await staff.page.context().close();
  });

  it('shows a clear error with a retry when the list cannot be loaded', async () => {
    const { page } = admin;
    await page.route('**/api/form/type/**', (route) => route.abort());
    await page.goto(`${site.url}/dashboard/get-started-form`);
    const alert = page.locator('.dash-state--error');
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toContain('Could not reach the server');
    await page.unroute('**/api/form/type/**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => rows(admin).count()).toBe(2);
    page.problems.length = 0; // the aborted requests were logged on purpose
  });

  it('date filters mean the reader\'s local days', async () => {
    // 2026-01-31T23:30Z and 2026-02-01T00:30Z are both 31 January in New York.
    const ny = await watchedPage(browser, { timezoneId: 'America/New_York' });
    await openSignedIn(ny.page, site, ADMIN, '/dashboard/contact-us-form?from=2026-01-01&to=2026-01-31');
    await expect.poll(() => ny.page.locator('.dash-toolbar__summary').textContent()).toBe('Showing 1–3 of 3 enquiries');
    await expect.poll(() => ny.page.locator('.dash-table tbody td[data-label="Received"]').allTextContents()).toEqual([
      '31 Jan 2026, 19:30',
      '31 Jan 2026, 18:30',
      '10 Jan 2026, 04:00',
    ]);
    // The export follows the same days.
    const [download] = await Promise.all([ny.page.waitForEvent('download'), ny.page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect((await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/)).toHaveLength(4);
    expect(ny.page.problems).toEqual([]);
    await ny.page.context().close();
  });

  it('an empty list says so', async () => {
    const fresh = await watchedPage(browser);
    await openSignedIn(fresh.page, site, ADMIN, '/dashboard/careers-form?q=nobody-applied-like-this');
    await fresh.page.getByText('No applications match these filters.').waitFor();
    expect(queryOf(fresh.page)).toEqual({ q: 'nobody-applied-like-this' });
    await expect.poll(() => fresh.page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    // A link to an item that is gone says so.
    await fresh.page.goto(`${site.url}/dashboard/contact-us-form?open=999999`);
    await fresh.page.getByRole('dialog').getByText('This enquiry no longer exists.').waitFor();
    fresh.page.problems.length = 0; // the 404 is logged on purpose
    await fresh.page.context().close();
  });
});
