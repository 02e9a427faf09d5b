/**
 * The Activity log against the real server: an admin opens an application, then finds that in the
 * log (who, what, which item, from where), with the chain's state shown, older entries on demand
 * and the CSV export; a staff member has no link to it, and the screen and the server refuse them.
 */
import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, releaseBrowser } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { api, createAccount, openSignedIn, startDashboardSite, submitCareers, watchedPage } from './_helpers.ts';

const ADMIN = 'admin@northbeam.example';
const STAFF = 'staff@northbeam.example';

describe('activity log', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await createAccount(site, ADMIN, 'admin');
    await createAccount(site, STAFF, 'staff');
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  it('an admin opens an application, then sees it in the log, loads older entries and exports the CSV', async () => {
    const id = await submitCareers(site, { name: 'Grace Opened' });
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, ADMIN, `/dashboard/careers-form?open=${id}`);
    await page.getByRole('dialog', { name: 'Application from Grace Opened' }).getByRole('button', { name: 'Reply', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Activity log' }).click();
    await page.waitForURL(/\/dashboard\/activity$/);
    await expect.poll(() => page.locator('.dash-chain').textContent()).toMatch(/^Log intact — \d+ entries checked$/);
    const opened = page.locator('.dash-table--activity tbody tr').filter({ hasText: `Opened application #${id}` });
    await expect.poll(() => opened.count()).toBe(1);
    await expect.poll(() => opened.locator('[data-label="Who"]').textContent()).toBe(ADMIN);
    await expect.poll(() => opened.locator('[data-label="From"]').textContent()).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    // The newest first: opening the log itself is the top entry.
    await expect.poll(() => page.locator('.dash-table--activity tbody tr').first().locator('[data-label="What"]').textContent()).toBe('Opened the activity log');

    // Over 50 entries: the rest arrive with "Load older", and the end says so.
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    for (let i = 0; i < 50; i++) expect((await api(site, '/api/form/type/contact-us?page=1&limit=5', token, { body: { filters: {} } })).status).toBe(200);
    await page.reload();
    await expect.poll(() => page.locator('.dash-table--activity tbody tr').count()).toBe(50);
    await page.getByRole('button', { name: 'Load older' }).click();
    await expect.poll(() => page.locator('.dash-table--activity tbody tr').count()).toBeGreaterThan(50);
    await expect.poll(() => page.getByText(/^That is the whole log: \d+ entries\.$/).count()).toBe(1);
    await expect.poll(() => opened.count()).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('shows where the log was altered', async () => {
    // A row changed behind the app's back (its triggers dropped, as a database owner could).
    await sql`drop trigger if exists audit_log_no_update`.execute(site.app.ctx.db);
    await site.app.ctx.db.updateTable('audit_log').set({ actor_email: 'someone-else@northbeam.example' }).where('id', '=', 2).execute();
    const { page } = await watchedPage(browser);
    await openSignedIn(page, site, ADMIN, '/dashboard/activity');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Log altered at entry 2' }).count()).toBe(1);
    await page.context().close();
  });

  it('staff have no link to it, the screen says only admins can see it, and the server refuses them', async () => {
    const { page } = await watchedPage(browser);
    const token = await openSignedIn(page, site, STAFF, '/dashboard/settings');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Activity log' }).count()).toBe(0);
    await page.goto(`${site.url}/dashboard/activity`);
    await page.getByText('Only admins can see the activity log.').waitFor();
    await expect.poll(() => page.locator('.dash-table--activity').count()).toBe(0);
    expect((await api(site, '/api/audit', token)).status).toBe(403);
    expect((await api(site, '/api/audit/verify', token)).status).toBe(403);
    await page.context().close();
  });
});
