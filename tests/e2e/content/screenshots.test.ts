/*
 * Screenshots of each page template at 375 and 1440 px, into test-results/screenshots/ (ignored by
 * git), for a person to look at. Taken with reduced motion after scrolling through the page, so
 * every lazy image has loaded and nothing is mid-animation.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { apiLogin, createAccount, putToken, startDashboardSite } from '../dashboard/_helpers.ts';
import { readRegistry, routesWith } from '../../helpers/registry-kinds.ts';

// One page of each template pages.json uses today (its first route), named after the template, so an
// author's new, renamed or removed page never fails this test. Dashboard screens are below.
const registry = readRegistry();
const TEMPLATES: Record<string, string> = Object.fromEntries(
  routesWith({}, registry)
    .map((route) => [registry.pages[route.page]!.template ?? 'basic', route.path] as const)
    .filter(([template], index, all) => all.findIndex(([other]) => other === template) === index),
);
const OUT = 'test-results/screenshots';

let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
  await createAccount(site, 'admin@northbeam.example', 'admin');
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * A full-page picture makes Chromium lay the whole page out as one tall viewport and wait for a
 * frame of it. Rasterised without a GPU on a busy two-core CI machine that has taken over 30 s, and
 * once in several CI runs the frame never came (a 375 px picture timed out at 120 s after fonts had
 * loaded; the same page took 2 s in the next run). So a capture that has not finished in 90 s is
 * tried once more on a freshly loaded page; a page that hangs twice still fails the test.
 */
async function fullPageScreenshot(page: Page, path: string): Promise<void> {
  try {
    await page.screenshot({ path, fullPage: true, timeout: 90_000 });
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    console.warn(`[screenshots] ${page.url()}: no frame in 90 s, reloading and trying once more`);
    await page.reload();
    await waitForApp(page);
    await page.screenshot({ path, fullPage: true, timeout: 120_000 });
  }
}

describe('screenshots of every page template', () => {
  for (const [width, options] of [[1440, {}], [375, MOBILE]] as const) {
    it(`at ${width} px`, async () => {
      const page = await openPage(browser, options);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [name, path] of Object.entries(TEMPLATES)) {
        await page.goto(site.url + path);
        await waitForApp(page);
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40)); // wait-ok: paces a reader's scroll so lazy parts load; waitForApp below waits for them
          }
          window.scrollTo(0, 0);
        });
        await waitForApp(page);
        await fullPageScreenshot(page, `${OUT}/${name}-${width}.png`);
      }
      expect(page.problems).toEqual([]);
      await page.context().close();
    }, 900_000);
  }
});

describe('screenshots of the dashboard screens', () => {
  const screens = ['/dashboard', '/dashboard/contact-us-form', '/dashboard/careers-form', '/dashboard/get-started-form', '/dashboard/profile', '/dashboard/settings', '/dashboard/no-such-screen'];
  for (const [width, options] of [[1440, {}], [375, MOBILE]] as const) {
    it(`at ${width} px`, async () => {
      const page = await openPage(browser, options);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await putToken(page, site, await apiLogin(site, 'admin@northbeam.example'));
      for (const path of screens) {
        await page.goto(site.url + path);
        await page.locator('.dash-user__name').waitFor({ state: 'attached' });
        await waitForApp(page);
        await fullPageScreenshot(page, `${OUT}/${path.slice(1).replaceAll('/', '-')}-${width}.png`);
      }
      expect(page.problems.filter((problem) => !problem.includes('404'))).toEqual([]);
      await page.context().close();
    }, 600_000);
  }
});
