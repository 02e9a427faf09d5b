// React's development build reports misused hooks (a conditional use(), hooks in a changed order)
// on the console; production builds stay silent about them. So this test builds the site in
// development mode and moves between pages client-side, as a visitor clicking links does.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, waitForApp } from '../../helpers/browser.ts';
import { useBuiltSite, type RunningSite } from '../../helpers/site.ts';

const registry = JSON.parse(readFileSync('pages.json', 'utf8')) as { routes: { path: string; page?: string; redirect?: string; layout?: string }[] };
// Five pages described in pages.json (site layout, no redirect), whatever they are today.
const paths = registry.routes.filter((route) => route.page && !route.redirect && route.layout !== 'bare').map((route) => route.path).slice(0, 5);

let site: RunningSite;
let browser: Browser;
useBuiltSite(
  (dir) => execFileSync(process.execPath, ['--import', 'tsx', 'build.mjs', '--dev', '--quiet'], { env: { ...process.env, DIST_DIR: join(dir, 'dist'), NODE_ENV: 'development' }, stdio: 'pipe' }),
  (started) => ({ site, browser } = started),
);

it('moves between five pages client-side with no console error or warning (development build)', async () => {
  expect(paths).toHaveLength(5);
  const page = await openPage(browser);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(site.url + paths[0]);
  await waitForApp(page);
  // Proof that React's development build is what runs: it leaves its hook on the root element.
  expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')))).toBe(true);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // Forward through all five, then back to the first (its data now cached) and on again.
  for (const path of [...paths.slice(1), paths[0]!, paths[1]!]) {
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForFunction(() => document.querySelector('.loader') === null && document.querySelector('main h1') !== null);
    await waitForApp(page);
  }
  await page.goBack();
  await waitForApp(page);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(page.problems).toEqual([]);
  expect(warnings).toEqual([]);
  await page.context().close();
}, 120_000);
