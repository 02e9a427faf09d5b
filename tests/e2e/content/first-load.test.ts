/*
 * What a visitor's browser downloads when home opens: every script response until the network is
 * idle, and the motion code only once a carousel comes near the screen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, MOBILE, openPage } from '../../helpers/browser.ts';
import { startSite, type RunningSite } from '../../helpers/site.ts';
import { gzipSize } from '../../../scripts/build/report.ts';

let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const manifest = JSON.parse(readFileSync('.test-dist/build-manifest.json', 'utf8')) as { routes: { path: string; chunks: string[] }[] };

describe('home, first visit on a phone', () => {
  it('downloads at most 90 KB of script (gzip) until the network is idle, only what the size table lists, and no motion code', async () => {
    const page = await openPage(browser, MOBILE);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    const total = scripts.reduce((sum, path) => sum + gzipSize(readFileSync(join('.test-dist', path))), 0);
    console.log(`home: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip until network idle`);
    expect(total).toBeLessThanOrEqual(90 * 1024);
    expect(scripts.sort()).toEqual([...manifest.routes.find((route) => route.path === '/')!.chunks].sort());
    expect(scripts.filter((path) => /carousel-driver/.test(path))).toEqual([]);

    // Scrolling to the first carousel brings its motion.
    const motion = page.waitForResponse((response) => /carousel-driver/.test(response.url()));
    await page.locator('.carousel').first().scrollIntoViewIfNeeded();
    await motion;
    await page.waitForSelector('.carousel.is-enhanced');
    expect(page.problems).toEqual([]);
    await page.context().close();
  }, 30_000);
});
