/*
 * A page whose first block is short (a hero with no picture and no figure, as an author may leave
 * it) shows the next blocks in its first screen, although the page inlines the rules of its first
 * block only. Those parts stay transparent until the whole stylesheet applies (src/styles/base.css): painted
 * unstyled, they moved when it came (a layout shift of 0.12 on a phone, 0.17 on a wide screen).
 * Built from the blocks' own examples, whatever pages.json holds.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import callToAction from '../../../src/blocks/call-to-action/schema.ts';
import hero from '../../../src/blocks/hero/schema.ts';
import introBanner from '../../../src/blocks/intro-banner/schema.ts';
import logoWall from '../../../src/blocks/logo-wall/schema.ts';
import serviceList from '../../../src/blocks/service-list/schema.ts';
import { MOBILE, openPage } from '../../helpers/browser.ts';
import { withTestPage } from '../../helpers/registry-kinds.ts';
import { useSiteBuiltFrom, type RunningSite } from '../../helpers/site.ts';

const { heading, text } = hero.example as { heading: string; text?: string };
const { registry: edited, path: testPath } = withTestPage('fixture-short-hero', 'Short hero test', {
  template: 'basic',
  description: 'A test page whose hero has no picture, so the blocks after it start in the first screen.',
  sections: [{ type: 'hero', heading, text }, logoWall.example, introBanner.example, serviceList.example, callToAction.example],
});

let site: RunningSite;
let browser: Browser;
useSiteBuiltFrom(edited, (started) => ({ site, browser } = started));

/** Sums every layout shift from the start, and notes whether the second block was drawn at the first paint. */
const recordShifts = () => {
  const state = window as unknown as { shifts: number; secondPaintedFirst?: boolean };
  state.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.shifts += (entry as unknown as { value: number }).value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length || state.secondPaintedFirst !== undefined) return;
    const second = document.querySelector('main > .page > :nth-child(2)');
    state.secondPaintedFirst = Boolean(second && getComputedStyle(second).opacity !== '0');
  }).observe({ type: 'paint', buffered: true });
};

describe('a page whose first block is short', () => {
  it.each([
    ['a phone', { ...MOBILE, viewport: { width: 412, height: 823 } }],
    ['a tablet', { viewport: { width: 768, height: 1024 } }],
    ['a wide screen', { viewport: { width: 1440, height: 900 } }],
  ])('on %s: the blocks under the hero appear styled, and nothing on screen moves', async (_name, options) => {
    const page = await openPage(browser, options);
    await page.addInitScript(recordShifts);
    await page.goto(site.url + testPath, { waitUntil: 'networkidle' });
    // The next block does start in the first screen (else this page tests nothing)…
    const logos = page.locator('.logo-wall');
    expect(await logos.evaluate((part) => part.getBoundingClientRect().top < innerHeight)).toBe(true);
    // …and was held back from the first paint, then shown once styled.
    expect(await page.evaluate(() => (window as unknown as { secondPaintedFirst: boolean }).secondPaintedFirst)).toBe(false);
    await expect.poll(() => page.locator('html').getAttribute('data-full-layout')).toBe('');
    await expect.poll(() => logos.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).first().isVisible()).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => page.getByText('All rights reserved').isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('while the whole stylesheet is on its way, screen readers already find the parts under the hero', async () => {
    const page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    // The whole stylesheet never arrives, so the page stays as it is before it applies.
    await page.route(/\/assets\/site-[^/]+\.css$/, () => undefined);
    await page.goto(site.url + testPath);
    expect(await page.locator('html').getAttribute('data-full-layout')).toBeNull(); // wait-ok: the stylesheet never arrives, so nothing sets it later
    const { heading: logosHeading } = logoWall.example as { heading: string };
    await expect.poll(() => page.getByRole('heading', { name: logosHeading }).count()).toBe(1);
    await expect.poll(() => page.getByRole('contentinfo').count()).toBe(1);
    await page.context().close();
  });

  it('without script, shows every part (nothing waits for a loader that never runs)', async () => {
    const page = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    await page.goto(site.url + testPath);
    await expect.poll(() => page.locator('.logo-wall').isVisible()).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => page.getByText('All rights reserved').isVisible()).toBe(true);
    await page.context().close();
  });
});
