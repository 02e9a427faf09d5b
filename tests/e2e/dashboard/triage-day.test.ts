/**
 * A staff member's day in the dashboard, against the real server and SMTP receiver, at 375 and
 * 1440 px and then by keyboard alone: open a new enquiry, assign it to me, add a note, reply (the
 * mail arrives at the visitor's address with their message quoted), mark it done and see the new
 * count drop, then tick two enquiries and mark them spam.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, launchBrowser, type WatchedPage, releaseBrowser } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { createAccount, openSignedIn, startDashboardSite, submitContact, watchedPage } from './_helpers.ts';

const STAFF = 'sam@northbeam.example';
const MESSAGE = 'We need a cloud roadmap.\nBudget is approved for Q3.';

/** Where screenshots go when SCREENSHOT_DIR is set (for a person to look at them). */
async function shot(page: WatchedPage, name: string): Promise<void> {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: false });
}

/** The focused element's accessible-ish name: its aria-label, its label, or its text. */
function focused(page: WatchedPage): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const labelled = active && 'labels' in active ? (active as HTMLInputElement).labels?.[0]?.textContent : undefined;
    const name = active?.getAttribute('aria-label') ?? labelled ?? active?.textContent ?? '';
    return `${active?.tagName}|${active === document.body ? '' : name.trim().slice(0, 60)}`;
  });
}

async function tabTo(page: WatchedPage, match: RegExp, key = 'Tab'): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (match.test(now)) return;
    seen.push(now);
  }
  throw new Error(`${match} not reached with ${key}; focus went: ${seen.join(' → ')}`);
}

describe('a staff member triages the day', () => {
  let site: RunningSite;
  let browser: Browser;
  let staffId: number;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    staffId = Number((await createAccount(site, STAFF, 'staff', 'Sam Staff')).id);
    await createAccount(site, 'ada@northbeam.example', 'admin', 'Ada Admin');
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  /** A fresh day: one real enquiry, two spam ones, one other; returns the real one's sender. */
  async function seed(tag: string): Promise<{ first: string; email: string }> {
    const first = `Nora${tag}`;
    const email = `nora.${tag.toLowerCase()}@visitor.example`;
    await submitContact(site, { firstName: 'Other', lastName: tag });
    await submitContact(site, { firstName: 'SpamOne', lastName: tag, message: 'Cheap pills' });
    await submitContact(site, { firstName: 'SpamTwo', lastName: tag, message: 'Cheap pills' });
    await submitContact(site, { firstName: first, lastName: 'North', email, message: MESSAGE });
    return { first, email };
  }

  const newCount = (page: WatchedPage) =>
    page.locator('.dash-nav__link', { hasText: 'Contact enquiries' }).evaluate((link) => link.querySelector('.dash-count')?.firstChild?.textContent ?? '0');

  async function expectReply(email: string, subject: string): Promise<void> {
    const mail = await site.smtp.waitForMail((m) => m.subject === subject);
    expect(mail.to).toEqual([email]);
    expect(mail.text).toContain('> We need a cloud roadmap.\n> Budget is approved for Q3.');
    expect(mail.text).toContain('Sam Staff');
    expect(mail.text).not.toContain('Left a voicemail');
  }

  describe.each([
    ['375', MOBILE],
    ['1440', { viewport: { width: 1440, height: 900 } }],
  ] as const)('at %s px', (width, options) => {
    it('opens a new enquiry, assigns it, notes, replies, marks it done, then bulk-marks two as spam', async () => {
      const { first, email } = await seed(`W${width}`);
      const { page } = await watchedPage(browser, { ...options, timezoneId: 'UTC' });
      await openSignedIn(page, site, STAFF, '/dashboard/contact-us-form?stage=new');
      const before = Number(await newCount(page));
      expect(before).toBeGreaterThanOrEqual(4);

      await page.getByRole('button', { name: `${first} North` }).click();
      const dialog = page.getByRole('dialog', { name: `Enquiry from ${first} North` });
      await dialog.getByRole('button', { name: 'Reply', exact: true }).waitFor();
      await shot(page, `${width}-1-opened`);
      // The message comes first among the fields.
      await expect.poll(() => dialog.locator('.dash-field dt').first().textContent()).toBe('Message');

      await dialog.getByRole('button', { name: 'Assign to me' }).click();
      await expect.poll(() => dialog.getByLabel('Owner').inputValue()).toBe(String(staffId));
      await dialog.getByText('Sam Staff assigned it to Sam Staff').waitFor();

      await dialog.getByLabel('Add a note').fill('Left a voicemail, will write.');
      await dialog.getByRole('button', { name: 'Add note' }).click();
      await dialog.locator('.dash-note__text', { hasText: 'Left a voicemail, will write.' }).waitFor();

      await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
      const composer = page.getByRole('dialog', { name: `Reply to ${first} North` });
      await expect.poll(() => composer.getByLabel('Message').inputValue()).toContain('> We need a cloud roadmap.');
      await shot(page, `${width}-2-composer`);
      const subject = `Your cloud roadmap (${width})`;
      await composer.getByLabel('Subject').fill(subject);
      await composer.getByRole('button', { name: 'Send reply' }).click();
      await composer.waitFor({ state: 'detached' });
      await dialog.getByText(`Reply queued to ${email}.`).waitFor();
      await expectReply(email, subject);
      // A reply moves it on from new.
      await expect.poll(() => dialog.getByRole('button', { name: 'In progress' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => newCount(page)).toBe(String(before - 1));

      await dialog.getByRole('button', { name: 'Done', exact: true }).click();
      await expect.poll(() => dialog.getByRole('button', { name: 'Done', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await dialog.getByText('Sam Staff changed the stage from In progress to Done').waitFor();
      await shot(page, `${width}-3-done`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('checkbox', { name: `Select SpamOne W${width}` }).check();
      await page.getByRole('checkbox', { name: `Select SpamTwo W${width}` }).check();
      await page.getByText('2 selected').waitFor();
      await shot(page, `${width}-4-bulk`);
      await page.getByRole('button', { name: 'Mark spam' }).click();
      await page.getByText('Marked 2 enquiries as spam.').waitFor();
      await expect.poll(() => newCount(page)).toBe(String(before - 3));
      // The list filtered to stage new no longer holds them.
      await expect.poll(() => page.getByRole('button', { name: `SpamOne W${width}` }).count()).toBe(0);
      // The overview's table of who holds what lists me among the people.
      await page.goto(`${site.url}/dashboard`);
      await page.locator('.dash-table--owners tbody tr', { hasText: 'Sam Staff (me)' }).waitFor();
      await shot(page, `${width}-5-overview`);
      expect(page.problems).toEqual([]);
      await page.context().close();
    });
  });

  it('does the same day by keyboard alone at 1440 px (Tab, Enter, Space)', async () => {
    const { first, email } = await seed('Keys');
    const { page } = await watchedPage(browser, { viewport: { width: 1440, height: 900 }, timezoneId: 'UTC' });
    await openSignedIn(page, site, STAFF, '/dashboard/contact-us-form?stage=new');
    await page.getByRole('button', { name: `${first} North` }).waitFor();
    const before = Number(await newCount(page));

    await tabTo(page, new RegExp(`^BUTTON\\|${first} North$`));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Enquiry from ${first} North` });
    await dialog.getByRole('button', { name: 'Reply', exact: true }).waitFor();

    await tabTo(page, /^BUTTON\|Assign to me$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByLabel('Owner').inputValue()).toBe(String(staffId));
    await expect.poll(() => focused(page)).toMatch(/^SELECT\|Owner/);

    await tabTo(page, /^TEXTAREA\|Add a note$/);
    await page.keyboard.type('Keyboard note.');
    await tabTo(page, /^BUTTON\|Add note$/);
    await page.keyboard.press('Enter');
    await dialog.locator('.dash-note__text', { hasText: 'Keyboard note.' }).waitFor();

    await tabTo(page, /^BUTTON\|Reply$/, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const composer = page.getByRole('dialog', { name: `Reply to ${first} North` });
    await expect.poll(() => composer.getByLabel('Message').inputValue()).toContain('> We need a cloud roadmap.');
    await tabTo(page, /^INPUT\|Subject$/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Your roadmap (keys)');
    await tabTo(page, /^BUTTON\|Send reply$/);
    await page.keyboard.press('Enter');
    await composer.waitFor({ state: 'detached' });
    await expectReply(email, 'Your roadmap (keys)');
    await expect.poll(() => focused(page)).toBe('BUTTON|Reply');

    await tabTo(page, /^BUTTON\|Done$/, 'Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => dialog.getByRole('button', { name: 'Done', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => newCount(page)).toBe(String(before - 1));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Newest first: the second spam arrived later, so its row comes first.
    await tabTo(page, /^INPUT\|Select SpamTwo Keys$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^INPUT\|Select SpamOne Keys$/);
    await page.keyboard.press('Space');
    await page.getByText('2 selected').waitFor();
    await tabTo(page, /^BUTTON\|Mark spam$/, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Marked 2 enquiries as spam.').waitFor();
    await expect.poll(() => newCount(page)).toBe(String(before - 3));
    await expect.poll(() => focused(page)).not.toMatch(/^BODY\|/);
    expect(page.problems).toEqual([]);
  });
});
