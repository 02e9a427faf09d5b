/**
 * The dashboard as staff use it every day: the overview's picture of the week (the chart's table
 * counts what was sent through the real endpoints, and follows a new arrival), the message
 * preview under each row, every keyboard shortcut (and none while typing), the folding filters on
 * a phone, 44 px pill targets at 375 px, e-mail addresses that break only after "@" or a dot, and
 * the sole admin never offered to demote or disable themself.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, launchBrowser, type WatchedPage, releaseBrowser } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { POSITIONS, createAccount, openSignedIn, setReceived, startDashboardSite, submitCareers, submitContact, submitGetStarted, watchedPage } from './_helpers.ts';
import { linesOf } from '../../helpers/text-lines.ts';

const LONG_EMAIL = 'maximilian.featherstonehaugh@procurement.northwind-logistics.example';
const LONG_MESSAGE = `We are moving our core banking platform to the cloud next year. ${'We would like a written roadmap with timeline, costs and milestones. '.repeat(8)}The end.`;
const DAY = 86_400_000;

/** Monday 00:00 UTC of this week, as the server counts weeks. */
function thisMonday(): number {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY;
}

/** The weekly table's numbers for one week: [contact, careers, get started, total]. */
async function weekRow(page: WatchedPage, start: string): Promise<string[]> {
  return page.locator(`.dash-table--weekly tr[data-week="${start}"] td`).allInnerTexts();
}

/** Visible controls (in the page or an open dialog) smaller than 44 × 44 px, or buttons that are not pills. */
function smallTargets(page: WatchedPage): Promise<string[]> {
  return page.evaluate(() => {
    const scope = document.querySelector('dialog[open]') ?? document;
    const found: string[] = [];
    for (const element of scope.querySelectorAll<HTMLElement>('button, summary, select, input:not([type="hidden"]), a[href]')) {
      // A box inside its label: the label is what a finger hits.
      const target = element.matches('input[type="checkbox"], input[type="radio"]') ? (element.closest('label') ?? element) : element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0) continue; // hidden, or the off-screen skip link
      if (element.closest('.visually-hidden')) continue;
      // Links inside running text (a profile link in a field's value) are sized by the text, as the site's are.
      if (element.tagName === 'A' && element.closest('dd, p:not(.dash-card__links)')) continue;
      const name = `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
      if (box.height < 43.5 || box.width < 43.5) found.push(`${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
      if (element.classList.contains('dash-btn') && parseFloat(getComputedStyle(element).borderTopLeftRadius) < box.height / 2 - 0.5) found.push(`${name} is not a pill`);
    }
    return found;
  });
}

describe('the dashboard for daily use', () => {
  let site: RunningSite;
  let browser: Browser;
  const ids = { contact: [] as number[], careers: [] as number[], getStarted: 0, careersNoCover: 0 };

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await createAccount(site, 'admin@northbeam.example', 'admin');
    await createAccount(site, 'staff@northbeam.example', 'staff');
    ids.contact.push(await submitContact(site, { firstName: 'Octavia', lastName: 'Butler', message: LONG_MESSAGE }));
    ids.contact.push(await submitContact(site, { firstName: 'Maximilian', lastName: 'Featherstonehaugh', email: LONG_EMAIL, message: 'Short note.\nSecond line.' }));
    ids.contact.push(await submitContact(site, { firstName: 'Ursula', lastName: 'Le Guin', message: 'Three weeks ago.' }));
    ids.careers.push(await submitCareers(site, { coverMessage: 'I build engines.' }));
    ids.careersNoCover = await submitCareers(site, { coverMessage: '', position: POSITIONS[1]! });
    ids.getStarted = await submitGetStarted(site);
    // Ursula's enquiry arrived three weeks ago (Tuesday of that week), the rest this week.
    await setReceived(site, 'contact-us', ids.contact[2]!, new Date(thisMonday() - 3 * 7 * DAY + DAY).toISOString());
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  it('the overview charts arrivals per week, with the same numbers in a table, and follows a new arrival', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'staff@northbeam.example', '/dashboard');
    const chart = page.getByRole('img', { name: /Arrivals per week for the last 12 weeks/ });
    await chart.waitFor();
    await expect.poll(() => chart.getAttribute('aria-label')).toContain('6 in all (3 contact enquiries, 2 job applications, 1 get-started requests)');
    await expect.poll(() => page.locator('.dash-chart__legend li').allInnerTexts()).toEqual(['Contact enquiries', 'Job applications', 'Get-started requests']);
    await page.getByText('No replies yet').waitFor();
    await expect.poll(() => page.locator('.dash-weekly__figure').innerText()).toMatch(/Median time to first reply\W*No replies yet/i);

    const table = page.locator('.dash-table--weekly');
    await expect.poll(() => table.isVisible()).toBe(false);
    await page.getByText('Show as table').click();
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(12);
    const week = (offset: number) => new Date(thisMonday() - offset * 7 * DAY).toISOString().slice(0, 10);
    expect(await weekRow(page, week(0))).toEqual(['2', '2', '1', '5']);
    expect(await weekRow(page, week(3))).toEqual(['1', '0', '0', '1']);
    expect(await weekRow(page, week(1))).toEqual(['0', '0', '0', '0']);
    await expect.poll(() => table.locator('tbody tr').last().locator('th').innerText()).toMatch(/this week/);
    // Each of this week's three types is drawn as its own piece of the bar.
    await expect.poll(() => page.locator(`.dash-chart__svg g[data-week="${week(0)}"] rect`).count()).toBe(3);

    await submitGetStarted(site);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => weekRow(page, week(0))).toEqual(['2', '2', '2', '6']);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('each row previews the message on one line, cut with an ellipsis; the opened item has it all', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'staff@northbeam.example', '/dashboard/contact-us-form');
    const row = page.locator('tr', { has: page.getByRole('button', { name: 'Octavia Butler' }) });
    const preview = row.locator('.dash-preview');
    await preview.waitFor();
    await expect.poll(() => preview.innerText()).toMatch(/^We are moving our core banking platform/);
    const style = await preview.evaluate((element) => {
      const css = getComputedStyle(element);
      return { overflow: css.textOverflow, wrap: css.whiteSpace, cut: element.scrollWidth > element.clientWidth, lines: Math.round(element.getBoundingClientRect().height / parseFloat(css.lineHeight)) };
    });
    expect(style).toEqual({ overflow: 'ellipsis', wrap: 'nowrap', cut: true, lines: 1 });
    // Line breaks read as spaces in the one line.
    await expect.poll(() => page.locator('tr', { has: page.getByRole('button', { name: 'Maximilian Featherstonehaugh' }) }).locator('.dash-preview').innerText()).toBe('Short note. Second line.');
    await row.getByRole('button', { name: 'Octavia Butler' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enquiry from Octavia Butler' });
    await dialog.getByText('The end.', { exact: false }).waitFor();
    // The message comes first in the opened item.
    expect((await dialog.locator('.dash-field dt').first().innerText()).toLowerCase()).toBe('message');
    await page.keyboard.press('Escape');

    // Applications preview the cover message, or the position when there is none.
    await page.goto(`${site.url}/dashboard/careers-form`);
    await page.locator('.dash-preview').first().waitFor();
    await expect.poll(() => page.locator('tbody .dash-preview').allInnerTexts()).toEqual([POSITIONS[1], 'I build engines.']);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('j / k move between rows with a focus ring, Enter or o open, Escape goes back, / searches, ? lists them', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'staff@northbeam.example', '/dashboard/contact-us-form');
    const rows = page.locator('[data-row-open]');
    await rows.first().waitFor();
    const names = await rows.allInnerTexts();
    const focusedName = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.rowOpen ? document.activeElement!.textContent : null);

    await page.keyboard.press('j');
    await expect.poll(focusedName).toBe(names[0]);
    // The focus ring shows (focus-visible) on the name and around the row.
    expect(await rows.first().evaluate((element) => element.matches(':focus-visible') && getComputedStyle(element).boxShadow !== 'none')).toBe(true);
    expect(await rows.first().evaluate((element) => getComputedStyle(element.closest('tr')!).outlineStyle)).toBe('solid');
    await page.keyboard.press('j');
    await expect.poll(focusedName).toBe(names[1]);
    await page.keyboard.press('k');
    await expect.poll(focusedName).toBe(names[0]);
    // Not with a modifier held (those belong to the browser).
    await page.keyboard.press('Alt+j');
    await page.keyboard.press('Control+j');
    await expect.poll(focusedName).toBe(names[0]);

    await page.keyboard.press('o');
    const first = page.getByRole('dialog', { name: `Enquiry from ${names[0]}` });
    await first.waitFor();
    // While an item is open the list's keys do nothing; Escape goes back to the list, on the same row.
    await page.keyboard.press('j');
    await page.keyboard.press('Escape');
    await first.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe(names[0]);
    expect(new URL(page.url()).searchParams.get('open')).toBeNull();

    await page.keyboard.press('j');
    await expect.poll(focusedName).toBe(names[1]);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Enquiry from ${names[1]}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // "/" goes to the search box; typed there, j, k, o, ? and / are only text.
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('jk?o/');
    await expect.poll(() => search.inputValue()).toBe('jk?o/');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await search.fill('');
    await page.locator('h1').click();

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    const listed = await help.locator('.dash-shortcuts__item').allInnerTexts();
    for (const [keys, does] of [
      ['j', 'Next item'],
      ['k', 'Previous item'],
      ['Enter or o', 'Open the selected item'],
      ['e', 'Mark the selected item done'],
      ['Esc', 'Close the opened item'],
      ['/', 'Search'],
      ['?', 'Show these shortcuts'],
    ]) {
      expect(listed.some((line) => line.replace(/\s+/g, ' ').startsWith(`${keys} ${does}`)), `${keys}: ${listed.join(' | ')}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // e marks the selected item done: its row's stage says so, and a notice tells it.
    await page.keyboard.press('j');
    await expect.poll(focusedName).not.toBeNull();
    const doneId = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.rowOpen);
    await page.keyboard.press('e');
    await expect.poll(() => page.locator(`tr:has([data-row-open="${doneId}"]) .dash-badge--stage-done`).count()).toBe(1);
    await expect.poll(() => page.getByText('Marked the enquiry done.').count()).toBe(1);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('at 375 px the filters fold behind "Filters", which counts the active ones; wide screens show them open', async () => {
    const { page } = await watchedPage(browser, MOBILE);
    await openSignedIn(page, site, 'staff@northbeam.example', '/dashboard/contact-us-form?q=octavia&from=2020-01-01');
    const toggle = page.locator('summary', { hasText: 'Filters' });
    await toggle.waitFor();
    // "2 active" for screen readers; "2" in a badge to the eye.
    expect((await toggle.innerText()).replace(/\s+/g, ' ').trim()).toBe('Filters 2 active');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect.poll(() => search.isVisible()).toBe(false);
    // The first screen shows the list, not the filters.
    const firstRow = page.locator('[data-row-open]').first();
    await firstRow.waitFor();
    expect(await firstRow.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await toggle.click();
    await search.waitFor();
    await expect.poll(() => search.inputValue()).toBe('octavia');
    // "/" unfolds them too.
    await toggle.click();
    await search.waitFor({ state: 'hidden' });
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await search.waitFor();
    await page.context().close();

    const wide = (await watchedPage(browser)).page;
    await openSignedIn(wide, site, 'staff@northbeam.example', '/dashboard/contact-us-form');
    await wide.getByRole('searchbox', { name: 'Search' }).waitFor();
    expect((await wide.locator('summary', { hasText: 'Filters' }).innerText()).trim()).toBe('Filters');
    await wide.context().close();
  });

  it('at 375 px every button, field and link of the dashboard is at least 44 px and buttons are pills', async () => {
    const { page } = await watchedPage(browser, MOBILE);
    await openSignedIn(page, site, 'admin@northbeam.example', '/dashboard');
    await page.getByText('Show as table').waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'View site' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'View site' }).getAttribute('href')).toBe('/');
    await expect.poll(() => page.locator('.dash-brand svg, .dash-brand img').count()).toBe(1);
    expect(await smallTargets(page), 'overview with the menu open').toEqual([]);
    await page.getByRole('button', { name: 'Close menu' }).click();

    await page.goto(`${site.url}/dashboard/contact-us-form`);
    await page.locator('summary', { hasText: 'Filters' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    await page.locator('[data-row-open]').first().waitFor();
    expect(await smallTargets(page), 'list').toEqual([]);
    await page.locator('[data-row-open]').first().click();
    await page.getByRole('dialog').locator('.dash-dialog__actions').getByRole('button', { name: 'Close' }).waitFor();
    expect(await smallTargets(page), 'opened item').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`${site.url}/dashboard/careers-form`);
    await page.locator('[data-row-open]').first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Download CV' }).waitFor();
    expect(await smallTargets(page), 'opened application').toEqual([]);
    // The CV's file name has the dialog's whole width.
    const widths = await page.getByRole('dialog').evaluate((dialog) => {
      const cv = [...dialog.querySelectorAll('.dash-field')].find((field) => field.querySelector('dt')?.textContent === 'CV')!;
      return { cv: cv.getBoundingClientRect().width, all: dialog.querySelector('.dash-fields')!.getBoundingClientRect().width };
    });
    expect(widths.cv).toBeCloseTo(widths.all, 0);
    await page.keyboard.press('Escape');

    await page.goto(`${site.url}/dashboard/settings`);
    await page.getByRole('heading', { name: 'Staff accounts' }).waitFor();
    await page.locator('tr[data-email="staff@northbeam.example"]').getByRole('button', { name: /Make admin/ }).waitFor();
    expect(await smallTargets(page), 'settings').toEqual([]);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('at 375 px an e-mail address breaks only after its "@" or a dot, wherever it shows', async () => {
    const { page } = await watchedPage(browser, MOBILE);
    await openSignedIn(page, site, 'staff@northbeam.example', '/dashboard/contact-us-form');
    const row = page.locator('tr', { has: page.getByRole('button', { name: 'Maximilian Featherstonehaugh' }) });
    const inList = row.locator('.email-text');
    await inList.waitFor();
    await row.getByRole('button', { name: 'Maximilian Featherstonehaugh' }).click();
    const inDialog = page.getByRole('dialog').locator('.email-text');
    await inDialog.waitFor();
    for (const [where, address] of [
      ['list', inList],
      ['opened item', inDialog],
    ] as const) {
      const lines = await linesOf(address);
      expect(lines.join(''), where).toBe(LONG_EMAIL);
      expect(lines.length, `${where}: ${lines.join(' | ')}`).toBeGreaterThan(1);
      expect(lines.slice(0, -1).filter((line) => !/[@.]$/.test(line)), `${where}: ${lines.join(' | ')}`).toEqual([]);
      // The only break opportunities: a <wbr> right after each "@" and "."; the address itself never breaks inside a word.
      const shape = await address.evaluate((element) => ({
        wrap: getComputedStyle(element).overflowWrap,
        breaks: [...element.querySelectorAll('wbr')].map((wbr) => (wbr.previousSibling?.textContent ?? '').slice(-1)),
      }));
      expect(shape, where).toEqual({ wrap: 'normal', breaks: ['.', '@', '.', '.'] });
    }
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('the sole active admin is not offered "Make staff" or "Disable" on their own account, and is told why', async () => {
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, 'admin@northbeam.example', '/dashboard/settings');
    const own = page.locator('tr[data-email="admin@northbeam.example"]');
    await own.getByText('You are the only active admin', { exact: false }).waitFor();
    await expect.poll(() => own.getByRole('button').count()).toBe(0);
    // Another admin arrives: now both may be changed (the server still refuses to leave none).
    await createAccount(site, 'second@northbeam.example', 'admin', 'Second Admin');
    await page.reload();
    await own.getByRole('button', { name: /Make staff/ }).waitFor();
    await expect.poll(() => own.getByRole('button', { name: /Disable/ }).count()).toBe(1);
    await expect.poll(() => own.getByText('only active admin', { exact: false }).count()).toBe(0);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });
});
