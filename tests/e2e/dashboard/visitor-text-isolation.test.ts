/**
 * Visitor text cannot reorder the dashboard's own words: a name, company, e-mail, CV file name or
 * message with right-to-left (Arabic, Hebrew) and Latin text is shown inside a <bdi>, in the
 * overview's latest list, the list and the detail, so the labels and text around it keep their order.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, releaseBrowser } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { createAccount, openSignedIn, startDashboardSite, submitCareers, submitContact, watchedPage } from './_helpers.ts';

const ADMIN = 'admin@northbeam.example';
/** Arabic then Latin: without isolation the Arabic run would pull the neighbouring "from" and digits across. */
const NAME = 'سارة Cohen 42';
const COMPANY = 'שלום Labs';
const CV_NAME = 'سيرة ذاتية 2026.pdf';

describe('visitor text isolation', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await createAccount(site, ADMIN, 'admin');
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  /** The element holding exactly this text, and whether it (or an ancestor within its cell) isolates it. */
  const isolated = (text: string) =>
    `Array.from(document.querySelectorAll('bdi, [dir="auto"]')).some((el) => el.textContent.trim() === ${JSON.stringify(text)})`;

  it('a contact enquiry: overview, list and detail show the name and company isolated, the labels intact', async () => {
    const first = NAME.split(' ')[0]!;
    const id = await submitContact(site, { firstName: first, lastName: NAME.slice(first.length + 1), companyName: COMPANY, message: 'مرحبا\nHello from Tel Aviv' });
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, ADMIN, '/dashboard');
    const latest = page.locator('.dash-table--latest tbody tr').first();
    await expect.poll(() => latest.locator('bdi').first().textContent()).toBe(NAME);

    await page.goto(`${site.url}/dashboard/contact-us-form`);
    const row = page.locator('.dash-table tbody tr').filter({ hasText: COMPANY });
    await expect.poll(() => row.locator('th bdi').first().textContent()).toBe(NAME);
    await expect.poll(() => page.evaluate(isolated(COMPANY))).toBe(true);

    await page.goto(`${site.url}/dashboard/contact-us-form?open=${id}`);
    const dialog = page.getByRole('dialog');
    const title = dialog.locator('.modal__title');
    // The heading's own words come first, then the isolated name.
    const beforeAndName = (heading: Element) => {
      const name = heading.querySelector('bdi');
      const before = [...heading.childNodes].slice(0, name ? [...heading.childNodes].indexOf(name) : 0).map((node) => node.textContent).join('');
      return [before, name?.textContent];
    };
    await expect.poll(() => title.evaluate(beforeAndName)).toEqual(['Enquiry from ', NAME]);
    const field = (label: string) => dialog.locator('.dash-field').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    await expect.poll(() => field('Company').locator('dd bdi').textContent()).toBe(COMPANY);
    await expect.poll(() => field('Company').locator('dt').textContent()).toBe('Company');
    await expect.poll(() => field('Message').locator('dd bdi').textContent()).toBe('مرحبا\nHello from Tel Aviv');
    // Rendered: the label sits left of the value, as in any left-to-right row.
    const [labelBox, valueBox] = await Promise.all([field('Company').locator('dt').boundingBox(), field('Company').locator('dd bdi').boundingBox()]);
    expect(labelBox!.y <= valueBox!.y || labelBox!.x < valueBox!.x).toBe(true);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('an application: the CV file name is isolated, its size after it', async () => {
    const id = await submitCareers(site, { name: NAME }, { name: CV_NAME, bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20), Buffer.from('\n%%EOF\n')]) });
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, ADMIN, `/dashboard/careers-form?open=${id}`);
    const dialog = page.getByRole('dialog');
    const cv = dialog.locator('.dash-field').filter({ has: page.locator('dt', { hasText: /^CV$/ }) }).locator('dd');
    await expect.poll(() => cv.locator('bdi').textContent()).toBe(CV_NAME);
    await expect.poll(() => cv.evaluate((dd) => dd.lastElementChild?.textContent)).toBe('(4 KB)');
    await page.context().close();
  });
});
