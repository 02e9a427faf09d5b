/** Settings (staff accounts, sessions) and the profile screen, staff versus admin, against the real server. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, releaseBrowser } from '../../helpers/browser.ts';
import { enterCodeWhenAsked } from '../../helpers/mfa.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { GOOD_PASSWORD, api, apiLogin, createAccount, openSignedIn, startDashboardSite, watchedPage, type PageWatch } from './_helpers.ts';

const ADMIN = 'admin@northbeam.example';
const STAFF = 'staff@northbeam.example';

async function loginStatus(site: RunningSite, email: string, password: string): Promise<number> {
  const res = await fetch(`${site.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return res.status;
}

describe('settings and profile', () => {
  let site: RunningSite;
  let browser: Browser;
  let admin: PageWatch;

  const row = (email: string) => admin.page.locator(`.dash-table--users tr[data-email="${email}"]`);
  const notice = () => admin.page.locator('.dash-panel').filter({ hasText: 'Staff accounts' }).locator('.dash-notice');

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await createAccount(site, ADMIN, 'admin');
    await createAccount(site, STAFF, 'staff');
    admin = await watchedPage(browser);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  it('staff: no account management on screen, and the server refuses it too', async () => {
    const staff = await watchedPage(browser);
    const token = await openSignedIn(staff.page, site, STAFF, '/dashboard/settings');
    await staff.page.getByText('Only admins can add or change staff accounts.').waitFor();
    await expect.poll(() => staff.page.locator('.dash-table--users').count()).toBe(0);
    await expect.poll(() => staff.page.getByRole('button', { name: 'Add account' }).count()).toBe(0);
    await expect.poll(() => staff.page.getByRole('button', { name: 'Sign out of all sessions' }).isVisible()).toBe(true);
    expect((await api(site, '/auth/get-users', token)).status).toBe(403);
    expect((await api(site, '/auth/users', token, { body: { email: 'x@northbeam.example', name: 'X', role: 'admin' } })).status).toBe(403);
    expect(staff.page.problems).toEqual([]);
    await staff.page.context().close();
  });

  it('admin: lists the accounts; adds one with a one-time password shown once, which signs in', async () => {
    const { page } = admin;
    await openSignedIn(page, site, ADMIN, '/dashboard/settings');
    await row(STAFF).waitFor();
    await expect.poll(() => row(ADMIN).locator('th').textContent()).toContain('Ada Admin (you)');
    await expect.poll(() => row(STAFF).locator('.dash-role').textContent()).toBe('Staff');
    // No way to remove yourself.
    await expect.poll(() => row(ADMIN).getByRole('button', { name: /Remove/ }).count()).toBe(0);

    await page.getByLabel('E-mail', { exact: true }).fill('new.person@northbeam.example');
    await page.getByLabel('Name', { exact: true }).fill('New Person');
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByText('Added New Person (new.person@northbeam.example) as staff.').waitFor();
    const secret = (await page.getByTestId('one-time-password').textContent())!;
    expect(secret.length).toBeGreaterThanOrEqual(12);
    await row('new.person@northbeam.example').waitFor();
    expect(await apiLogin(site, 'new.person@northbeam.example', secret)).toBeTruthy();
    await page.getByRole('button', { name: 'Done, hide it' }).click();
    await expect.poll(() => page.getByTestId('one-time-password').count()).toBe(0);

    // With a chosen password and the admin role.
    await page.getByLabel('E-mail', { exact: true }).fill('second.admin@northbeam.example');
    await page.getByLabel('Name', { exact: true }).fill('Second Admin');
    await page.getByLabel('Role').selectOption('admin');
    await page.getByLabel('Password (optional)').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByText('Added Second Admin (second.admin@northbeam.example) as an admin.').waitFor();
    await expect.poll(() => page.getByTestId('one-time-password').count()).toBe(0);
    await expect.poll(() => row('second.admin@northbeam.example').locator('.dash-role').textContent()).toBe('Admin');
    expect(await apiLogin(site, 'second.admin@northbeam.example')).toBeTruthy();
    expect(page.problems).toEqual([]);
  });

  it('admin: the password typed for a new account is masked like every other password field, with the sign-in\'s show/hide toggle', async () => {
    const { page } = admin;
    const panel = page.locator('.dash-panel').filter({ has: page.getByRole('heading', { name: 'Add an account' }) });
    const field = panel.getByLabel('Password (optional)');
    // What the screen draws for each character: a disc (the browser's masking), not the letter.
    const drawnAs = () => field.evaluate((input) => getComputedStyle(input).getPropertyValue('-webkit-text-security'));
    await field.fill('typed in view of others');
    expect(await drawnAs()).toBe('disc');
    // The same control as on the sign-in screen: a pressed/unpressed "Show password" button.
    const toggle = panel.getByRole('button', { name: 'Show password' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await drawnAs()).toBe('none');
    await panel.getByRole('button', { name: 'Hide password' }).click();
    expect(await drawnAs()).toBe('disc');
    await expect.poll(() => field.inputValue()).toBe('typed in view of others');
    await field.fill('');
    expect(page.problems).toEqual([]);
  });

  it('admin: the server\'s refusals are shown (duplicate e-mail, weak password)', async () => {
    const { page } = admin;
    await page.getByLabel('E-mail', { exact: true }).fill(STAFF);
    await page.getByLabel('Name', { exact: true }).fill('Copy');
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByText('Could not add the account: An account with this e-mail already exists').waitFor();

    await page.getByLabel('E-mail', { exact: true }).fill('weak@northbeam.example');
    await page.getByLabel('Password (optional)').fill('Password2024!!');
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.locator('.dash-fielderror').getByText('This password is too common; choose another').waitFor();
    await expect.poll(() => page.getByLabel('Password (optional)').getAttribute('aria-invalid')).toBe('true');
    page.problems.length = 0; // the refused calls log a 4xx on purpose
  });

  it('admin: changes a role, disables and enables, removes after confirming', async () => {
    const { page } = admin;
    await row(STAFF).getByRole('button', { name: `Make admin (${STAFF})` }).click();
    await expect.poll(() => row(STAFF).locator('.dash-role').textContent()).toBe('Admin');
    await notice().getByText('Sam Staff is now an admin.').waitFor();
    expect((await site.app.ctx.db.selectFrom('users').select('role').where('email', '=', STAFF).executeTakeFirstOrThrow()).role).toBe('admin');
    await row(STAFF).getByRole('button', { name: `Make staff (${STAFF})` }).click();
    await expect.poll(() => row(STAFF).locator('.dash-role').textContent()).toBe('Staff');

    await row(STAFF).getByRole('button', { name: `Disable (${STAFF})` }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable this account?' });
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => row(STAFF).locator('td').nth(1).textContent()).toBe('Disabled');
    expect(await loginStatus(site, STAFF, GOOD_PASSWORD)).toBe(401);
    await row(STAFF).getByRole('button', { name: `Enable (${STAFF})` }).click();
    await expect.poll(() => row(STAFF).locator('td').nth(1).textContent()).toBe('Active');
    expect(await loginStatus(site, STAFF, GOOD_PASSWORD)).toBe(200);

    await row('new.person@northbeam.example').getByRole('button', { name: /Remove/ }).click();
    const remove = page.getByRole('dialog', { name: 'Remove this account?' });
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await remove.waitFor({ state: 'detached' });
    await expect.poll(() => row('new.person@northbeam.example').count()).toBe(1);
    await row('new.person@northbeam.example').getByRole('button', { name: /Remove/ }).click();
    await remove.getByRole('button', { name: 'Remove account' }).click();
    await notice().getByText("Removed New Person's account.").waitFor();
    await expect.poll(() => row('new.person@northbeam.example').count()).toBe(0);
    expect(await site.app.ctx.db.selectFrom('users').select('id').where('email', '=', 'new.person@northbeam.example').executeTakeFirst()).toBeUndefined();
    expect(page.problems).toEqual([]);
  });

  it('admin: the last active admin is not offered to demote or disable themself, is told why, and the server refuses it anyway', async () => {
    const { page } = admin;
    // With a second admin, both admins' rows offer the changes.
    await row(ADMIN).getByRole('button', { name: `Make staff (${ADMIN})` }).waitFor();
    await row('second.admin@northbeam.example').getByRole('button', { name: /Remove/ }).click();
    await page.getByRole('dialog', { name: 'Remove this account?' }).getByRole('button', { name: 'Remove account' }).click();
    await expect.poll(() => row('second.admin@northbeam.example').count()).toBe(0);

    // Now the sole active admin: no Make staff or Disable on their own row, and a short note why.
    await row(ADMIN).getByText('You are the only active admin', { exact: false }).waitFor();
    await expect.poll(() => row(ADMIN).getByRole('button').count()).toBe(0);
    await expect.poll(() => row(STAFF).getByRole('button', { name: `Make admin (${STAFF})` }).count()).toBe(1);

    // The server keeps its own rule (tests/server/users.test.ts has it on both databases).
    const token = await apiLogin(site, ADMIN);
    const me = (await api(site, '/auth/authenticate', token)).body?.data.user.id as number;
    expect((await api(site, `/auth/users/${me}`, token, { method: 'PATCH', body: { role: 'staff' } })).status).toBe(409);
    expect((await api(site, `/auth/users/${me}`, token, { method: 'PATCH', body: { disabled: true } })).status).toBe(409);
    expect((await site.app.ctx.db.selectFrom('users').select(['role', 'disabled']).where('email', '=', ADMIN).executeTakeFirstOrThrow())).toMatchObject({ role: 'admin', disabled: 0 });
    expect(admin.dialogs).toEqual([]);
    expect(page.problems).toEqual([]);
  });

  it('profile: the name is editable and shows at once in the navigation', async () => {
    const { page } = admin;
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await expect.poll(() => page.locator('.dash-fields').textContent()).toContain(ADMIN);
    await page.getByLabel('Name', { exact: true }).fill('Ada King');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name has been saved.').waitFor();
    await expect.poll(() => page.locator('.dash-user__name').textContent()).toBe('Ada King');
    expect((await site.app.ctx.db.selectFrom('users').select('name').where('email', '=', ADMIN).executeTakeFirstOrThrow()).name).toBe('Ada King');
    await page.reload();
    await expect.poll(() => page.locator('.dash-user__name').textContent()).toBe('Ada King');
    expect(page.problems).toEqual([]);
  });

  it('profile: password change shows the policy messages, then the new password signs in and the old one does not', async () => {
    const { page } = admin;
    const NEW_PASSWORD = 'a-much-Longer-phrase-77';
    const other = await apiLogin(site, ADMIN);

    // Checked here first: too short, and a mismatch.
    await page.getByLabel('Current password').fill(GOOD_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('shorter');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password must be at least 12 characters').waitFor();
    await page.getByText('The two new passwords do not match').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).autocomplete)).toBe('new-password');

    // The server's rules: a common password, and a wrong current password.
    await page.getByLabel('New password', { exact: true }).fill('Password2024!!');
    await page.getByLabel('Repeat the new password').fill('Password2024!!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This password is too common; choose another').waitFor();
    await page.getByLabel('Current password').fill('not-my-password-at-all');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    await expect.poll(() => page.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Current password').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/Your password has been changed\. You stay signed in here/).waitFor();
    await expect.poll(() => page.getByLabel('Current password').inputValue()).toBe('');

    expect(await loginStatus(site, ADMIN, GOOD_PASSWORD)).toBe(401);
    expect(await loginStatus(site, ADMIN, NEW_PASSWORD)).toBe(200);
    // Other sessions ended; this one goes on.
    expect((await api(site, '/auth/authenticate', other)).status).toBe(401);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' }).click();
    await page.locator('.dash-card').first().waitFor();

    // Signing in afresh on the real sign-in screen with the new password opens the dashboard.
    const fresh = await watchedPage(browser);
    // Sign In stays disabled until the app runs (tests/e2e/features/before-hydration.test.ts), and
    // the click waits for it.
    await fresh.page.goto(`${site.url}/login`);
    await fresh.page.locator('input[name="email"]').fill(ADMIN);
    await fresh.page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await fresh.page.getByRole('button', { name: 'Sign In' }).click();
    await enterCodeWhenAsked(fresh.page, site.app, ADMIN);
    await fresh.page.waitForURL(`${site.url}/dashboard`);
    await expect.poll(() => fresh.page.locator('.dash-user__name').textContent()).toBe('Ada King');
    await expect.poll(() => fresh.page.locator('.dash-user .dash-role').textContent()).toBe('Admin');
    // Admin controls are there without a reload (the role came from the sign-in answer and /auth/authenticate).
    await fresh.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
    await fresh.page.getByRole('button', { name: 'Add account' }).waitFor();
    expect(fresh.page.problems).toEqual([]);
    await fresh.page.context().close();
    page.problems.length = 0;
  });
});
