/*
 * Carousels in a real browser (spec §4, §9): autoplay every 3 s (slides) and 7 s (cards on phones),
 * arrows, keyboard, wrap-around, swipe with a 50 px threshold (mouse drag and touch), pause on hover
 * and focus, the pause button, the live announcement, and reduced motion.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MOBILE, openPage } from '../../helpers/browser.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

const SLIDES = '.why-us .carousel';
const CARDS = '.industries-served .carousel';
const counter = (page: Page, carousel: string) => page.locator(`${carousel} .carousel__counter`).innerText();
const announced = (page: Page, carousel: string) => page.locator(`${carousel} [aria-live]`).innerText();

async function open(options: Parameters<typeof openPage>[1] = {}, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  const page = await openPage(browser, options);
  await page.emulateMedia({ reducedMotion });
  await page.goto(site.url + '/');
  // A carousel's motion loads as it comes near the screen: bring both into view as a reader would.
  await page.locator(SLIDES).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${SLIDES}.is-enhanced`);
  await page.locator(CARDS).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${CARDS} .carousel__viewport[data-motion="ready"]`, { state: 'attached' });
  return page;
}

describe('slide carousel (why-us, home page)', () => {
  it('advances every 3 s and wraps from the last slide to the first', async () => {
    const page = await open();
    // Time the automatic turns in the page itself, so the test's own delays do not count.
    await page.evaluate((selector) => {
      const times: number[] = ((window as unknown as { turns: number[] }).turns = []);
      new MutationObserver(() => times.push(performance.now())).observe(document.querySelector(`${selector} .carousel__counter`)!, { childList: true, characterData: true, subtree: true });
    }, SLIDES);
    await expect.poll(() => page.evaluate(() => (window as unknown as { turns: number[] }).turns.length), { timeout: 8000, interval: 100 }).toBeGreaterThanOrEqual(2);
    const [first, second] = await page.evaluate(() => (window as unknown as { turns: number[] }).turns);
    expect(second! - first!).toBeGreaterThan(2900);
    expect(second! - first!).toBeLessThan(3600);
    // From the last slide, the next turn goes back to the first.
    await page.locator(`${SLIDES} .carousel__button--next`).click();
    while ((await counter(page, SLIDES)) !== '4 / 4') await page.locator(`${SLIDES} .carousel__button--next`).click();
    await page.mouse.move(0, 0); // leave the carousel so autoplay resumes
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // and take focus out of it
    await expect.poll(() => counter(page, SLIDES), { timeout: 4000, interval: 100 }).toBe('1 / 4');
    expect(page.problems).toEqual([]);
    await page.context().close();
  }, 30_000);

  it('arrows move by one, wrap both ways, work from the keyboard and announce the slide', async () => {
    const page = await open();
    const next = page.locator(`${SLIDES} .carousel__button--next`);
    await next.focus();
    await page.keyboard.press('Enter');
    expect(await counter(page, SLIDES)).toBe('2 / 4');
    expect(await announced(page, SLIDES)).toBe('Slide 2 of 4');
    expect(await page.locator(`${SLIDES} [aria-live]`).getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await counter(page, SLIDES), 'wraps forward').toBe('1 / 4');
    await page.locator(`${SLIDES} .carousel__button--prev`).click();
    expect(await counter(page, SLIDES), 'wraps backward').toBe('4 / 4');
    expect(await announced(page, SLIDES)).toBe('Slide 4 of 4');
    await page.context().close();
  });

  it('pauses while hovered and while focused, and stops with the pause button', async () => {
    const page = await open();
    await page.locator(SLIDES).hover();
    await page.waitForTimeout(3600);
    expect(await counter(page, SLIDES), 'hover pauses').toBe('1 / 4');
    await page.mouse.move(0, 0);
    await page.locator(`${SLIDES} .carousel__button--pause`).focus();
    await page.waitForTimeout(3600);
    expect(await counter(page, SLIDES), 'focus pauses').toBe('1 / 4');
    await page.keyboard.press('Enter'); // the pause button: stop the slide show
    expect(await page.locator(`${SLIDES} .carousel__button--play`).getAttribute('aria-pressed')).toBe('false');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(3600);
    expect(await counter(page, SLIDES), 'stopped').toBe('1 / 4');
    await page.context().close();
  }, 30_000);

  it('swipes with the mouse: 50 px or more moves, less springs back', async () => {
    const page = await open();
    await page.waitForSelector(`${SLIDES} .carousel__viewport[data-motion="ready"]`);
    await page.locator(SLIDES).scrollIntoViewIfNeeded();
    const box = (await page.locator(`${SLIDES} .carousel__viewport`).boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(from + ((to - from) * step) / 8, y);
      await page.mouse.up();
    };
    await drag(box.x + 600, box.x + 570); // 30 px: not a swipe
    expect(await counter(page, SLIDES)).toBe('1 / 4');
    await drag(box.x + 600, box.x + 480); // 120 px to the left: next
    expect(await counter(page, SLIDES)).toBe('2 / 4');
    await drag(box.x + 300, box.x + 420); // to the right: previous
    expect(await counter(page, SLIDES)).toBe('1 / 4');
    await drag(box.x + 300, box.x + 420); // and wraps to the last
    expect(await counter(page, SLIDES)).toBe('4 / 4');
    expect(page.problems).toEqual([]);
    await page.context().close();
  });
});

describe('card carousel (industries served, phone)', () => {
  it('is a grid on wide screens: no arrows, no autoplay', async () => {
    const page = await open();
    expect(await page.locator(`${CARDS} .carousel__controls`).isVisible()).toBe(false);
    const widths = await page.locator(`${CARDS} .carousel__item`).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)));
    expect(widths).toHaveLength(3);
    expect(widths[0]).toBeGreaterThan(300);
    await page.context().close();
  });

  it('shows 280 px cards with a 16 px gap and advances every 7 s', async () => {
    const page = await open(MOBILE);
    const boxes = await page.locator(`${CARDS} .carousel__item`).evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((box) => ({ x: box.x, width: box.width })));
    expect(boxes.map((box) => box.width)).toEqual([280, 280, 280]);
    expect(boxes[1]!.x - boxes[0]!.x - 280).toBe(16);
    expect(await counter(page, CARDS)).toBe('1 / 3');
    await page.waitForTimeout(5000);
    expect(await counter(page, CARDS), 'not before 7 s').toBe('1 / 3');
    await expect.poll(() => counter(page, CARDS), { timeout: 4000, interval: 100 }).toBe('2 / 3');
    await page.context().close();
  }, 30_000);

  it('swipes with touch: 50 px threshold, wraps', async () => {
    const page = await open(MOBILE);
    await page.waitForSelector(`${CARDS} .carousel__viewport[data-motion="ready"]`);
    await page.locator(CARDS).scrollIntoViewIfNeeded();
    const client = await page.context().newCDPSession(page);
    const box = (await page.locator(`${CARDS} .carousel__viewport`).boundingBox())!;
    const y = box.y + 100;
    const swipe = async (from: number, to: number) => {
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 8; step++) await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(100);
    };
    await swipe(250, 210); // 40 px
    expect(await counter(page, CARDS)).toBe('1 / 3');
    await swipe(250, 150);
    expect(await counter(page, CARDS)).toBe('2 / 3');
    await swipe(250, 150);
    await swipe(250, 150);
    expect(await counter(page, CARDS), 'wraps to the first').toBe('1 / 3');
    // The track follows the index: card 2 starts where card 1 did.
    await swipe(250, 150);
    await page.waitForTimeout(900);
    const offset = await page.locator(`${CARDS} .carousel__item`).nth(1).evaluate((item) => item.getBoundingClientRect().x);
    expect(Math.abs(offset - box.x)).toBeLessThanOrEqual(1);
    expect(page.problems).toEqual([]);
    await page.context().close();
  }, 30_000);
});

describe('reduced motion', () => {
  it('no autoplay, no pause button, arrows jump without animation', async () => {
    const page = await open(MOBILE, 'reduce');
    await page.waitForTimeout(7500);
    expect(await counter(page, SLIDES)).toBe('1 / 4');
    expect(await counter(page, CARDS)).toBe('1 / 3');
    expect(await page.locator(`${SLIDES} .carousel__button--pause`).isVisible()).toBe(false);
    await page.locator(`${SLIDES} .carousel__button--next`).click();
    expect(await counter(page, SLIDES)).toBe('2 / 4');
    const [slide, viewport] = await Promise.all([
      page.locator(`${SLIDES} .carousel__item`).nth(1).boundingBox(),
      page.locator(`${SLIDES} .carousel__viewport`).boundingBox(),
    ]);
    expect(Math.abs(slide!.x - viewport!.x), 'already in place').toBeLessThanOrEqual(1);
    expect(await page.locator('.reveal-armed').count(), 'no scroll entrances').toBe(0);
    await page.context().close();
  }, 30_000);
});
