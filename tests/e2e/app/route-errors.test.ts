/*
 * A page that fails to load after a click (src/app/RouteErrorBoundary.tsx): offline, the visitor
 * gets a message inside the site's frame and the page once the connection is back; a server that
 * answers without the page's data (a tab older than the last deploy) gets the page loaded in full.
 * Never a blank window, never a stream of requests.
 */
import type { Browser, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { openPage, waitForApp } from '../../helpers/browser.ts';
import { headerLink, pageIdOf } from '../../helpers/registry-content.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

const target = headerLink;
const dataFile = `**/assets/data/*/${pageIdOf(target.path)}.json`;
const ERROR_HEADING = 'This page could not be loaded';

it('offline: says so in the page, keeps the header, and shows the page once the connection is back', async () => {
  const page = await openPage(browser);
  await page.goto(site.url + '/');
  await waitForApp(page);
  const asked: Request[] = [];
  page.on('request', (request) => request.url().endsWith(`/${pageIdOf(target.path)}.json`) && asked.push(request));

  await page.context().setOffline(true);
  await page.locator('.site-nav').getByRole('link', { name: target.title, exact: true }).click();
  await page.waitForURL(site.url + target.path);
  const heading = page.locator('main h1');
  await expect.poll(() => heading.textContent()).toBe(ERROR_HEADING);
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('offline');
  await expect.poll(() => page.locator('header.site-header').isVisible()).toBe(true);
  // A stream of retries would show as more requests over time; no event marks "none came", so watch a second.
  await page.waitForTimeout(1000); // wait-ok: proves no stream of requests follows (nothing to wait for)
  expect(asked.length).toBeLessThanOrEqual(2); // React may render twice; never a stream

  // Try again while still offline: the same message, and still no stream.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => heading.textContent()).toBe(ERROR_HEADING);
  expect(asked.length).toBeLessThanOrEqual(4);

  // Back online: the page shows by itself, as a client-side navigation (no new document).
  const documents: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
  await page.context().setOffline(false);
  await expect.poll(() => heading.textContent(), { timeout: 10_000 }).not.toBe(ERROR_HEADING);
  await expect.poll(() => heading.textContent()).toBeTruthy();
  expect(documents).toEqual([]);
  await page.context().close();
});

it("a server without the page's data (a deploy replaced it): the page loads in full", async () => {
  const page = await openPage(browser);
  await page.goto(site.url + '/');
  await waitForApp(page);
  let asked = 0;
  // Gone for the tab that is older than the deploy; the page loaded in full names its own data
  // (after a real deploy a new file; here the same one, served again).
  await page.route(dataFile, (route) => (++asked === 1 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
  const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document' && request.url() === site.url + target.path);
  await page.locator('.site-nav').getByRole('link', { name: target.title, exact: true }).click();
  await documentLoad;
  await waitForApp(page);
  // The page as served, with its own heading, and the gone file was asked for once.
  const heading = await page.locator('main h1').textContent();
  expect(heading).toBeTruthy();
  expect(heading).not.toBe(ERROR_HEADING);
  expect(asked).toBeGreaterThanOrEqual(2);
  await page.context().close();
});

it('a server that keeps failing: one full load, then the message, never a loop', async () => {
  const page = await openPage(browser);
  await page.route(dataFile, (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto(site.url + '/');
  await waitForApp(page);
  const documents: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
  const link = page.locator('.site-nav').getByRole('link', { name: target.title, exact: true });
  // The first failure loads the page in full: readable as served (its data still does not come, so
  // it stays unhydrated, its links full page loads)...
  const fullLoad = page.waitForRequest((request) => request.resourceType() === 'document' && request.url() === site.url + target.path);
  await link.click();
  await fullLoad;
  await page.waitForURL(site.url + target.path);
  await expect.poll(() => page.locator('main h1').textContent()).not.toBe(ERROR_HEADING);
  await expect.poll(() => page.locator('main h1').isVisible()).toBe(true);
  // ...and when the visitor comes back and tries again within a minute, they get the message.
  // Hydrated is enough for the click to be the app's. Waiting for the network to go quiet here once
  // timed out in CI (cause unknown): what this test is about is checked below, so a quiet network
  // is waited for a while, and what was still asked for is reported if it does not come.
  const pending = new Set<string>();
  page.on('request', (request) => pending.add(request.url()));
  page.on('requestfinished', (request) => pending.delete(request.url()));
  page.on('requestfailed', (request) => pending.delete(request.url()));
  await page.goto(site.url + '/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch((error: Error) => {
    console.warn(`${error.message}; still asked for: ${[...pending].join(', ') || 'nothing'}`);
  });
  await link.click();
  await page.waitForURL(site.url + target.path);
  await expect.poll(() => page.locator('main h1').textContent()).toBe(ERROR_HEADING);
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('on our side');
  await page.waitForTimeout(1000); // wait-ok: proves no second full load follows (nothing to wait for)
  // The full load of the page, home again; not a second full load of the page.
  expect(documents.filter((url) => url === site.url + target.path)).toHaveLength(1);
  await page.context().close();
});
