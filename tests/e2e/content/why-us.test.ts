/*
 * The why-us reasons (a slide show in the spec: one at a time, on every 3 s): every title is in
 * view at once, the current reason is open with a bar that fills while it stays, and it moves on
 * no sooner than 3 s and no sooner than its text can be read; never while pointed at or focused,
 * never with reduced motion, and the pause button stops it. Time is the browser's clock, set by the
 * test, so a busy machine cannot make it fail. The page is any with a why-us block.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dwellMs, SLIDE_AUTOPLAY_MS } from '../../../src/lib/motion/carousel-index.ts';
import { MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import { registry } from '../../helpers/registry-content.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

type WhyUs = { type: string; slides?: { title: string; text: string }[] };
const [pageId, block] = Object.entries(registry.pages as Record<string, { sections: WhyUs[] }>)
  .flatMap(([id, page]) => page.sections.filter((section) => section.type === 'why-us' && section.slides!.length >= 3).map((section) => [id, section] as const))
  .at(0)!;
const path = registry.routes.find((route) => route.page === pageId && !route.redirect)!.path;
const slides = block.slides!;
const SHOWCASE = '.why-us .showcase';

const open = (page: Page) => page.locator(`${SHOWCASE} [aria-expanded="true"]`).allInnerTexts();
const titleOf = (index: number) => `${String(index + 1).padStart(2, '0')}${slides[index]!.title}`.replace(/\s+/g, '');
const openTitles = async (page: Page) => (await open(page)).map((text) => text.replace(/\s+/g, ''));

/**
 * Opens the page with the browser's clock under the test's control: the reasons move only while
 * on screen, so the clock is stopped while they are still below, and then they are scrolled into
 * view: the first reason's time starts at a known instant.
 */
async function visit(options: Parameters<typeof openPage>[1] = {}, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  const page = await openPage(browser, options);
  await page.emulateMedia({ reducedMotion });
  await page.clock.install();
  await page.goto(site.url + path);
  await waitForApp(page);
  await expect.poll(() => page.locator(`${SHOWCASE}.is-enhanced`).count()).toBe(1);
  await expect.poll(() => page.locator(SHOWCASE).getAttribute('data-state'), { message: 'the reasons start below the first screen' }).toBe('paused');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await page.mouse.move(0, 0);
  await page.locator(SHOWCASE).scrollIntoViewIfNeeded();
  return page;
}

describe('why-us reasons', () => {
  it('show every title at once, the first open', async () => {
    const page = await visit(MOBILE);
    const titles = page.locator(`${SHOWCASE} .showcase__title button`);
    await expect.poll(() => titles.count()).toBe(slides.length);
    for (let index = 0; index < slides.length; index++) await expect.poll(() => titles.nth(index).isVisible()).toBe(true);
    await expect.poll(() => openTitles(page)).toEqual([titleOf(0)]);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('move on after the time the text takes to read, never sooner than 3 s, and wrap', async () => {
    const page = await visit();
    await expect.poll(() => page.locator(`${SHOWCASE}[data-state="playing"]`).count()).toBe(1);
    for (let index = 0; index < slides.length; index++) {
      const dwell = dwellMs(slides[index]!.text);
      expect(dwell).toBeGreaterThanOrEqual(SLIDE_AUTOPLAY_MS);
      await page.clock.runFor(dwell - 200);
      expect(await openTitles(page), `reason ${index + 1} is still open before its time`).toEqual([titleOf(index)]);
      await page.clock.runFor(400);
      await expect.poll(() => openTitles(page)).toEqual([titleOf((index + 1) % slides.length)]);
    }
    await page.context().close();
  });

  it('wait while pointed at or focused, and stop with the pause button', async () => {
    const page = await visit();
    await page.locator(SHOWCASE).hover();
    await page.clock.runFor(dwellMs(slides[0]!.text) * 2);
    expect(await openTitles(page), 'hover holds it').toEqual([titleOf(0)]);
    await page.mouse.move(0, 0);
    await page.locator(`${SHOWCASE} .showcase__pause`).focus();
    await page.clock.runFor(dwellMs(slides[0]!.text) * 2);
    expect(await openTitles(page), 'focus holds it').toEqual([titleOf(0)]);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`${SHOWCASE} .showcase__pause`).getAttribute('aria-pressed')).toBe('false');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(dwellMs(slides[0]!.text) * 2);
    expect(await openTitles(page), 'paused').toEqual([titleOf(0)]);
    await page.context().close();
  });

  it('open the reason a reader chooses, by pointer or keyboard', async () => {
    const page = await visit(MOBILE);
    await page.locator(`${SHOWCASE} .showcase__title button`).nth(2).click();
    await expect.poll(() => openTitles(page)).toEqual([titleOf(2)]);
    await page.locator(`${SHOWCASE} .showcase__title button`).nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openTitles(page)).toEqual([titleOf(1)]);
    await page.context().close();
  });

  it('never move with reduced motion, and show no progress bar', async () => {
    const page = await visit(MOBILE, 'reduce');
    await page.clock.runFor(dwellMs(slides[0]!.text) * 3);
    expect(await openTitles(page)).toEqual([titleOf(0)]);
    await expect.poll(() => page.locator(`${SHOWCASE}[data-state="playing"]`).count()).toBe(0);
    await page.context().close();
  });

  it('are all open without script', async () => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(site.url + path);
    const panels = page.locator(`${SHOWCASE} .showcase__panel`);
    await expect.poll(() => panels.count()).toBe(slides.length);
    for (let index = 0; index < slides.length; index++) await expect.poll(() => panels.nth(index).isVisible()).toBe(true);
    // Nothing turns by itself, so nothing offers to pause.
    await expect.poll(() => page.locator(`${SHOWCASE} .showcase__pause`).isVisible()).toBe(false);
    await page.context().close();
  });
});
