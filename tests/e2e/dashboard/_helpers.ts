/**
 * Shared set-up for the dashboard's browser tests: the real site on a fresh database, accounts,
 * submissions sent through the real public endpoints, and a signed-in page.
 */
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { loadFormOptions } from '../../../src/registry/form-options.ts';
import { addUser, GOOD_PASSWORD } from '../../server/_app.ts';
import { PDF } from '../../server/_multipart.ts';
import { openPage, type WatchedPage } from '../../helpers/browser.ts';
import { freshCode } from '../../helpers/mfa.ts';
import { startSite, type RunningSite } from '../../helpers/site.ts';

export { GOOD_PASSWORD, PDF };

export const POSITIONS = ['Cloud Engineer', 'Data Analyst'];

export function startDashboardSite(): Promise<RunningSite> {
  const options = loadFormOptions();
  // DASHBOARD_TEST_DIST: serve a private build instead of the shared .test-dist (handy while
  // several people run builds in one tree).
  const dist = process.env.DASHBOARD_TEST_DIST;
  return startSite({ formOptions: { ...options, positions: POSITIONS }, ...(dist ? { distDir: dist } : {}) });
}

export async function createAccount(site: RunningSite, email: string, role: 'admin' | 'staff', name = role === 'admin' ? 'Ada Admin' : 'Sam Staff', password = GOOD_PASSWORD) {
  return addUser(site.app, email, role, password, name);
}

/** An admin's account has two-step sign-in set up (addUser keeps the authenticator's secret). */
export async function apiLogin(site: RunningSite, email: string, password = GOOD_PASSWORD): Promise<string> {
  const post = async (path: string, payload: unknown) => {
    const res = await fetch(`${site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const body = (await res.json()) as { status: string; data?: { token?: string; mfaRequired?: boolean; challenge?: string }; error?: string };
    if (res.status !== 200 || !body.data) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const first = await post('/auth/login', { email, password });
  if (!first.mfaRequired) return first.token!;
  return (await post('/auth/login/mfa', { challenge: first.challenge, code: await freshCode(site.app, email) })).token!;
}

export async function api(site: RunningSite, path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${site.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as { status: string; data?: any; error?: string } | null };
}

export interface PageWatch {
  page: WatchedPage;
  /** alert/confirm/prompt dialogs seen (a stored script payload would open one). */
  dialogs: string[];
}

/** A page whose JavaScript dialogs and CSP violations are recorded (both must stay empty). */
export async function watchedPage(browser: Browser, options: Parameters<typeof openPage>[1] = {}): Promise<PageWatch> {
  const page = await openPage(browser, { acceptDownloads: true, ...options });
  // Fail with the locator's name well before the test's own timeout.
  page.setDefaultTimeout(8000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page, dialogs };
}

/** Stores a session token in the browser (as the sign-in screen does) without using the sign-in screen. */
export async function putToken(page: WatchedPage, site: RunningSite, token: string): Promise<void> {
  // Any page of the site's origin will do; a light public one keeps this quick.
  await page.goto(`${site.url}/privacy-policy`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  page.problems.length = 0;
}

/** Signs in through the API and opens a dashboard path, waiting for the signed-in user's name. */
export async function openSignedIn(page: WatchedPage, site: RunningSite, email: string, path = '/dashboard', password = GOOD_PASSWORD): Promise<string> {
  const token = await apiLogin(site, email, password);
  await putToken(page, site, token);
  await page.goto(`${site.url}${path}`);
  await page.locator('.dash-user__name').waitFor({ state: 'attached' });
  return token;
}

// ── Submissions through the real public endpoints ───────────────────────────

let serial = 0;

export async function submitContact(site: RunningSite, overrides: Record<string, unknown> = {}): Promise<number> {
  serial++;
  const body = {
    firstName: 'Grace',
    lastName: `Hopper${serial}`,
    email: `grace${serial}@navy.example`,
    contactNumber: '+1 555 010 2030',
    country: 'United States',
    companyName: 'Navy Labs',
    industry: '',
    services: [],
    message: 'We would like a roadmap for our cloud move.',
    website: '',
    ...overrides,
  };
  const res = await fetch(`${site.url}/api/form/submit/contact-us-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

export async function submitGetStarted(site: RunningSite, overrides: Record<string, unknown> = {}): Promise<number> {
  serial++;
  const body = { name: `Alan Turing ${serial}`, email: `alan${serial}@bletchley.example`, company: 'Bletchley', phone: '', services: [], budget: 'Not sure yet', timeline: 'Just exploring', message: 'Please call.', website: '', ...overrides };
  const res = await fetch(`${site.url}/api/form/submit/get-started-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

export async function submitCareers(site: RunningSite, overrides: Record<string, string> = {}, cv: { name: string; bytes: Buffer } = { name: 'Ada CV.pdf', bytes: PDF }): Promise<number> {
  serial++;
  const fields: Record<string, string> = {
    name: `Ada Lovelace ${serial}`,
    email: `ada${serial}@engine.example`,
    phone: '+44 20 7946 0000',
    position: POSITIONS[0]!,
    profileUrl: 'https://www.linkedin.com/in/ada',
    coverMessage: 'I like engines.',
    website: '',
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: 'application/pdf' }), cv.name);
  const res = await fetch(`${site.url}/api/form/submit/careers-form`, { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const DB_TABLES = { 'contact-us': 'contact_us_forms', careers: 'careers_forms', 'get-started': 'get_started_forms' } as const;

/** Moves a submission to another arrival time (the date filter's test data). */
export async function setReceived(site: RunningSite, table: keyof typeof DB_TABLES, id: number, iso: string): Promise<void> {
  await site.app.ctx.db.updateTable(DB_TABLES[table]).set({ created_at: iso }).where('id', '=', id).execute();
}

export async function statusOf(site: RunningSite, table: keyof typeof DB_TABLES, id: number): Promise<string | undefined> {
  const row = await site.app.ctx.db.selectFrom(DB_TABLES[table]).select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/** Query parameters of the page's current URL. */
export function queryOf(page: WatchedPage): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Waits until the page's URL has exactly these query parameters. */
export async function waitForQuery(page: WatchedPage, expected: Record<string, string>): Promise<void> {
  await expect.poll(() => queryOf(page), { timeout: 5000 }).toEqual(expected);
}
