/**
 * A list page past the end (its rows were read or deleted meanwhile, or an old link): the list
 * moves to the last page that has rows, and the summary, the table and the pager agree. And the
 * pager's Next, Previous and Last, which move by the server's cursors, show the pages by number.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, releaseBrowser } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { api, createAccount, openSignedIn, startDashboardSite, submitContact, waitForQuery, watchedPage, type PageWatch } from './_helpers.ts';

const ADMIN = 'admin@northbeam.example';
const TOTAL = 13;

describe('a list page past the end', () => {
  let site: RunningSite;
  let browser: Browser;
  let admin: PageWatch;
  let token: string;

  const rows = () => admin.page.locator('.dash-table tbody tr');
  const summary = () => admin.page.locator('.dash-toolbar__summary');
  const pager = () => admin.page.getByRole('navigation', { name: 'Pages' });
  /** Which of First, Previous, Next, Last can be pressed. */
  const pagerButtons = async () => {
    const state: Record<string, boolean> = {};
    for (const name of ['First', 'Previous', 'Next', 'Last']) state[name] = await pager().getByRole('button', { name, exact: true }).isEnabled();
    return state;
  };

  /** What was shown since the page loaded that contradicts itself or the page. */
  const contradictions = async () => {
    const shown = await admin.page.evaluate(() => (window as unknown as { shown: string[] }).shown);
    expect(shown.length, 'the recorder saw the list').toBeGreaterThan(0);
    return shown.filter((text) => {
      const range = /Showing (\d+)–(\d+)/.exec(text);
      return (range && Number(range[1]) > Number(range[2])) || text.includes('past the end');
    });
  };

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await createAccount(site, ADMIN, 'admin');
    for (let i = 0; i < TOTAL; i++) await submitContact(site);
    admin = await watchedPage(browser);
    // Every text the list's summary and state line show, each page load from its start: a flash
    // of "Showing 11–10" or "past the end" on the way to the right page counts too.
    await admin.page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { shown: string[] }).shown = seen;
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('.dash-toolbar__summary, .dash-state, .dash-pager__where')) {
          if (element.textContent && seen.at(-1) !== element.textContent) seen.push(element.textContent);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    token = await openSignedIn(admin.page, site, ADMIN, '/dashboard');
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  it('reading the last rows of "new" page 2 moves the list to page 1, with summary and pager agreeing', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard/contact-us-form?status=new&limit=10&page=2`);
    await expect.poll(() => rows().count()).toBe(3);
    const entries = await page.evaluate(() => history.length);

    // Opening a row marks it read, so it leaves the "new" filter when the dialog closes.
    for (let left = 3; left > 0; left--) {
      await rows().first().getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Reply', exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });
      if (left > 1) await expect.poll(() => rows().count()).toBe(left - 1);
    }

    await waitForQuery(page, { status: 'new', limit: '10' });
    await expect.poll(() => summary().textContent()).toBe('Showing 1–10 of 10 enquiries');
    await expect.poll(() => rows().count()).toBe(10);
    await expect.poll(() => pager().locator('.dash-pager__where').textContent()).toBe('Page 1 of 1');
    expect(await pagerButtons()).toEqual({ First: false, Previous: false, Next: false, Last: false });
    expect(await contradictions()).toEqual([]);
    // The address was replaced, not added to: Back does not return to the empty page.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(page.problems).toEqual([]);
  });

  it('a link to a page far past the end opens the last page that has rows', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard/contact-us-form?page=9&limit=10`);
    // The last page is asked for by the server's cursor for it (read from the oldest end).
    await waitForQuery(page, { page: '2', limit: '10', before: expect.stringMatching(/^[\w-]+$/) });
    await expect.poll(() => summary().textContent()).toBe(`Showing 11–${TOTAL} of ${TOTAL} enquiries`);
    await expect.poll(() => rows().count()).toBe(TOTAL - 10);
    await expect.poll(() => pager().locator('.dash-pager__where').textContent()).toBe('Page 2 of 2');
    expect(await pagerButtons()).toEqual({ First: true, Previous: true, Next: false, Last: false });
    expect(await contradictions()).toEqual([]);
    expect(page.problems).toEqual([]);
  });

  it('a page past the end of a list with no rows at all goes to page 1 and says nothing matches', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/dashboard/contact-us-form?q=nobody-wrote-this&page=4`);
    await waitForQuery(page, { q: 'nobody-wrote-this' });
    await page.getByText('No enquiries match these filters.').waitFor();
    await expect.poll(() => summary().textContent()).toBe('No enquiries');
    await expect.poll(() => pager().count()).toBe(0);
    expect(page.problems).toEqual([]);
  });

  it('Next, Last, Previous and First move by cursor and show the same rows as the pages by number', async () => {
    const { page } = admin;
    const shownIds = async () => (await rows().locator('th').allTextContents()).join('|');
    await page.goto(`${site.url}/dashboard/contact-us-form?limit=10`);
    await expect.poll(() => rows().count()).toBe(10);
    const first = await shownIds();
    await pager().getByRole('button', { name: 'Next', exact: true }).click();
    await waitForQuery(page, { page: '2', limit: '10', after: expect.stringMatching(/^[\w-]+$/) });
    await expect.poll(() => summary().textContent()).toBe(`Showing 11–${TOTAL} of ${TOTAL} enquiries`);
    const second = await shownIds();
    await pager().getByRole('button', { name: 'Previous', exact: true }).click();
    await waitForQuery(page, { limit: '10' });
    await expect.poll(shownIds).toBe(first);
    await pager().getByRole('button', { name: 'Last', exact: true }).click();
    await waitForQuery(page, { page: '2', limit: '10', before: expect.stringMatching(/^[\w-]+$/) });
    await expect.poll(shownIds).toBe(second);
    await expect.poll(() => pager().locator('.dash-pager__where').textContent()).toBe('Page 2 of 2');
    await pager().getByRole('button', { name: 'First', exact: true }).click();
    await waitForQuery(page, { limit: '10' });
    await expect.poll(shownIds).toBe(first);
    expect(page.problems).toEqual([]);
  });

  it('deleting the only row of the last page shows the page before, with the confirmation', async () => {
    const { page } = admin;
    // At 10 a page, page 2 holds the three oldest (ids 1-3); two of them go through the API first.
    for (const id of [2, 3]) expect((await api(site, `/api/form/delete/contact-us/${id}`, token, { method: 'DELETE' })).status).toBe(200);
    await page.goto(`${site.url}/dashboard/contact-us-form?page=2&limit=10`);
    await expect.poll(() => rows().count()).toBe(1);
    const name = (await rows().first().locator('th .dash-rowlink').textContent())!;
    await rows().first().getByRole('button').click();
    await page.getByRole('dialog', { name: `Enquiry from ${name}` }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this enquiry?' }).getByRole('button', { name: 'Delete enquiry' }).click();
    await page.getByText(`Deleted the enquiry from ${name}.`).waitFor();
    await waitForQuery(page, { limit: '10' });
    await expect.poll(() => summary().textContent()).toBe(`Showing 1–10 of ${TOTAL - 3} enquiries`);
    await expect.poll(() => pager().locator('.dash-pager__where').textContent()).toBe('Page 1 of 1');
    expect(page.problems).toEqual([]);
  });
});
