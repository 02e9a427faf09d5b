/*
 * Card carousels in a real browser (spec §4, §9; the 3 s slides are the why-us showcase, why-us.test.ts): autoplay every 7 s on phones,
 * arrows, keyboard, wrap-around, swipe with a 50 px threshold (mouse drag and touch), pause on hover
 * and focus, the pause button, the live announcement, and reduced motion.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { drainTasks, MOBILE, openPage, stopClock, waitForApp } from '../../helpers/browser.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { routeWith } from '../../helpers/registry-kinds.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

const CARDS = '.industries-served .carousel';
// A page with an industries-served block (home today), whichever pages.json has.
const PATH = routeWith({ block: 'industries-served' }).path;
const counter = (page: Page, carousel: string) => page.locator(`${carousel} .carousel__counter`).innerText();

async function open(options: Parameters<typeof openPage>[1] = {}, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  const page = await openPage(browser, options);
  await page.emulateMedia({ reducedMotion });
  await page.goto(site.url + PATH);
  // A carousel's motion loads as it comes near the screen: bring it into view as a reader would.
  await page.locator(CARDS).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${CARDS} .carousel__viewport[data-motion="ready"]`, { state: 'attached' });
  return page;
}

/**
 * Opens the page with the browser's clock under the test's control (as why-us.test.ts does): the
 * clock stops while the carousel is still below the first screen, so its motion, and its autoplay's
 * timer, start at a known instant when it is scrolled into view. Its time then moves only with
 * page.clock.runFor: a busy machine can make nothing late, and nothing turns by itself mid-test.
 */
async function openTimed(options: Parameters<typeof openPage>[1] = {}, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  const page = await openPage(browser, options);
  await page.emulateMedia({ reducedMotion });
  await page.clock.install();
  await page.goto(site.url + PATH);
  await waitForApp(page);
  await expect.poll(() => page.locator(`${CARDS} .carousel__viewport[data-motion="ready"]`).count(), { message: 'the carousel starts below the first screen' }).toBe(0);
  await stopClock(page);
  await page.locator(CARDS).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${CARDS} .carousel__viewport[data-motion="ready"]`, { state: 'attached' });
  return page;
}

/** Moves the stopped clock on and lets the page render what its timers did. */
async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await drainTasks(page);
}

describe('card carousel (industries served, phone)', () => {
  it('is a grid on wide screens: no arrows, no autoplay', async () => {
    const page = await open();
    await expect.poll(() => page.locator(`${CARDS} .carousel__controls`).isVisible()).toBe(false);
    const widths = await page.locator(`${CARDS} .carousel__item`).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)));
    expect(widths).toHaveLength(3);
    expect(widths[0]).toBeGreaterThan(300);
    await page.context().close();
  });

  it('shows 280 px cards with a 16 px gap and advances every 7 s', async () => {
    const page = await openTimed(MOBILE);
    const boxes = await page.locator(`${CARDS} .carousel__item`).evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((box) => ({ x: box.x, width: box.width })));
    expect(boxes.map((box) => box.width)).toEqual([280, 280, 280]);
    expect(boxes[1]!.x - boxes[0]!.x - 280).toBe(16);
    expect(await counter(page, CARDS)).toBe('1 / 3');
    await advance(page, 6999);
    expect(await counter(page, CARDS), 'not before 7 s').toBe('1 / 3');
    await advance(page, 1);
    await expect.poll(() => counter(page, CARDS), { message: 'at 7 s' }).toBe('2 / 3');
    await advance(page, 6999);
    expect(await counter(page, CARDS), 'the next 7 s count from the turn').toBe('2 / 3');
    await advance(page, 1);
    await expect.poll(() => counter(page, CARDS), { message: 'at 14 s' }).toBe('3 / 3');
    await page.context().close();
  }, 30_000);

  it('swipes with touch: 50 px threshold, wraps', async () => {
    // The clock stopped: autoplay cannot turn the carousel between the swipes on a slow run.
    const page = await openTimed(MOBILE);
    await page.waitForSelector(`${CARDS} .carousel__viewport[data-motion="ready"]`);
    await page.locator(CARDS).scrollIntoViewIfNeeded();
    const client = await page.context().newCDPSession(page);
    const box = (await page.locator(`${CARDS} .carousel__viewport`).boundingBox())!;
    const y = box.y + 100;
    const swipe = async (from: number, to: number) => {
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 8; step++) await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      // The spring that moves the track runs on animation frames: let it finish on the page's clock.
      await advance(page, 1000);
    };
    await swipe(250, 210); // 40 px
    expect(await counter(page, CARDS), 'a 40 px swipe does not turn').toBe('1 / 3');
    await swipe(250, 150);
    await expect.poll(() => counter(page, CARDS)).toBe('2 / 3');
    await swipe(250, 150);
    await expect.poll(() => counter(page, CARDS)).toBe('3 / 3');
    await swipe(250, 150);
    await expect.poll(() => counter(page, CARDS), { message: 'wraps to the first' }).toBe('1 / 3');
    // The track follows the index: card 2 starts where card 1 did.
    await swipe(250, 150);
    await expect.poll(() => counter(page, CARDS)).toBe('2 / 3');
    await advance(page, 1000);
    const offset = await page.locator(`${CARDS} .carousel__item`).nth(1).evaluate((item) => item.getBoundingClientRect().x);
    expect(Math.abs(offset - box.x)).toBeLessThanOrEqual(1);
    expect(page.problems).toEqual([]);
    await page.context().close();
  }, 30_000);
});

describe('reduced motion', () => {
  it('no autoplay, no pause button, arrows jump without animation', async () => {
    const page = await openTimed(MOBILE, 'reduce');
    await advance(page, 7500);
    expect(await counter(page, CARDS), 'still the first after 7.5 s').toBe('1 / 3');
    await expect.poll(() => page.locator(`${CARDS} .carousel__button--pause`).isVisible()).toBe(false);
    await page.locator(`${CARDS} .carousel__button--next`).click();
    await expect.poll(() => counter(page, CARDS)).toBe('2 / 3');
    // One frame on the page's clock (stopped by openTimed), not the several a spring would take.
    await advance(page, 20);
    const [slide, viewport] = await Promise.all([
      page.locator(`${CARDS} .carousel__item`).nth(1).boundingBox(),
      page.locator(`${CARDS} .carousel__viewport`).boundingBox(),
    ]);
    expect(Math.abs(slide!.x - viewport!.x), 'already in place').toBeLessThanOrEqual(1);
    await expect.poll(() => page.locator('.reveal-armed').count(), { message: 'no scroll entrances' }).toBe(0);
    await page.context().close();
  }, 30_000);
});
