/*
 * Layout faults a person sees, checked on every route of pages.json (so an author's new page is
 * covered too) and on the dashboard: nothing sticks out sideways on a phone, open menus and
 * dialogs sit fully on screen, and nothing fixed is trapped in a smaller box than the screen.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, launchBrowser, MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { apiLogin, createAccount, putToken, startDashboardSite } from '../dashboard/_helpers.ts';

const registry = JSON.parse(readFileSync('pages.json', 'utf8')) as { routes: { path: string; redirect?: string; protected?: boolean; layout?: string }[] };
const publicPaths = registry.routes.filter((route) => !route.redirect && !route.protected).map((route) => route.path);
const dashboardPaths = registry.routes.filter((route) => route.protected).map((route) => route.path);

let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
  await createAccount(site, 'admin@northbeam.example', 'admin');
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function settle(page: Page, path: string) {
  await page.goto(site.url + path);
  await waitForApp(page);
  await page.waitForFunction(() => document.querySelector('.loader') === null);
}

/** Visible elements that cross the screen's left or right edge without a clipping box around them. */
const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const crosses = (box.left < -1 && box.right > 0) || (box.left < width && box.right > width + 1);
      if (!box.width || !box.height || !crosses || getComputedStyle(element).visibility === 'hidden') continue;
      if (element.closest('[inert], [aria-hidden="true"]') || element.checkVisibility?.({ opacityProperty: true }) === false) continue; // not seen
      // Clipped by a box that is itself on screen (a carousel's track): the person sees no overflow.
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body && !clipped; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const outer = parent.getBoundingClientRect();
        clipped = outer.left >= -1 && outer.right <= width + 1;
      }
      if (!clipped) found.push(`${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '')} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return found.slice(0, 5);
  });

/** Fixed elements whose containing block is not the screen (an ancestor with a transform, filter, backdrop-filter …). */
const trappedFixed = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (getComputedStyle(element).position !== 'fixed') continue;
      for (let parent = element.parentElement; parent && parent !== document.documentElement; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const traps =
          style.transform !== 'none' || style.filter !== 'none' || style.backdropFilter !== 'none' || style.perspective !== 'none' || /paint|layout|strict|content/.test(style.contain) || /transform|filter|perspective/.test(style.willChange);
        if (traps) {
          found.push(`${element.tagName.toLowerCase()}.${element.getAttribute('class')} is fixed inside ${parent.tagName.toLowerCase()}.${parent.getAttribute('class')}`);
          break;
        }
      }
    }
    return found;
  });

/** The box of an open panel, checked against the screen. */
async function insideScreen(page: Page, selector: string): Promise<string | null> {
  const box = await page.locator(selector).boundingBox();
  const screen = page.viewportSize()!;
  if (!box) return `${selector} has no box`;
  const inside = box.x >= -1 && box.y >= -1 && box.x + box.width <= screen.width + 1 && box.y + box.height <= screen.height + 1;
  return inside ? null : `${selector} at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} leaves the ${screen.width}×${screen.height} screen`;
}

describe('every public route at 375 px', () => {
  it('has nothing sticking out sideways and nothing fixed trapped in a smaller box', async () => {
    const page = await openPage(browser, MOBILE);
    const faults: Record<string, string[]> = {};
    for (const path of publicPaths) {
      await settle(page, path);
      const found = [...(await sticksOut(page)), ...(await trappedFixed(page))];
      if (found.length) faults[path] = found;
    }
    expect(faults).toEqual({});
    await page.context().close();
  }, 900_000); // every route: about 130 with the insights section

  // WCAG's reflow width: an author's long address or link in a text must wrap, not widen the page.
  it('reflows at 320 px: no page scrolls sideways', async () => {
    const page = await openPage(browser, { ...MOBILE, viewport: { width: 320, height: 640 } });
    const faults: Record<string, string[]> = {};
    for (const path of publicPaths) {
      await settle(page, path);
      const found = await sticksOut(page);
      if (found.length) faults[path] = found;
    }
    expect(faults).toEqual({});
    await page.context().close();
  }, 900_000); // every route: about 130 with the insights section

  it('opens the small-screen menu fully on screen, with every group expanded', async () => {
    const page = await openPage(browser, MOBILE);
    for (const path of publicPaths.filter((candidate) => registry.routes.find((route) => route.path === candidate)?.layout !== 'bare').slice(0, 3)) {
      await settle(page, path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => page.locator('#mobile-menu').boundingBox().then((box) => box && Math.round(box.x + box.width))).toBe(375);
      expect(await insideScreen(page, '#mobile-menu')).toBeNull();
      // Expanding everything may make the panel scroll, never the page or the panel's width.
      const collapsed = page.locator('#mobile-menu [aria-expanded="false"]:visible');
      for (let clicks = 0; clicks < 50 && (await collapsed.count()); clicks++) await collapsed.first().click();
      expect(await sticksOut(page)).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page.context().close();
  }, 120_000);
});

describe('in forced colours (Windows High Contrast), where box-shadows are dropped', () => {
  it('shows where focus is: every tab stop has a solid outline', async () => {
    const page = await openPage(browser);
    await page.emulateMedia({ forcedColors: 'active' });
    const unseen: string[] = [];
    for (const path of [publicPaths[0]!, '/login']) {
      await settle(page, path);
      for (let stop = 0; stop < 6; stop++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement!;
          const style = getComputedStyle(element);
          return { name: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 30) ?? ''}`, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
        });
        if (focus.outline === 'none' || focus.width < 1) unseen.push(`${path}: ${focus.name}`);
      }
    }
    expect(unseen).toEqual([]);
    await page.context().close();
  });
});

describe('at 1440 px', () => {
  it('opens every header menu and the contact dialog fully on screen', async () => {
    const page = await openPage(browser);
    await settle(page, '/');
    const triggers = page.locator('.site-nav__trigger');
    for (let index = 0; index < (await triggers.count()); index++) {
      const trigger = triggers.nth(index);
      await trigger.click();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      const panel = `#${await trigger.getAttribute('aria-controls')}`;
      await expect.poll(() => page.locator(panel).evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      expect(await insideScreen(page, panel)).toBeNull();
      await page.keyboard.press('Escape');
    }
    await page.locator('.site-header__cta').locator('a, button').first().click();
    await page.locator('dialog[open]').waitFor();
    await animationsDone(page, 'dialog[open]'); // its entrance animation
    expect(await insideScreen(page, 'dialog[open]')).toBeNull();
    await page.context().close();
  }, 60_000);
});

describe('the dashboard', () => {
  for (const [width, options] of [[375, MOBILE], [1440, {}]] as const) {
    it(`has nothing sticking out or cut off at ${width} px`, async () => {
      const page = await openPage(browser, options);
      await putToken(page, site, await apiLogin(site, 'admin@northbeam.example'));
      const faults: Record<string, string[]> = {};
      for (const path of dashboardPaths) {
        await settle(page, path);
        await page.locator('.dash-user__name').waitFor({ state: 'attached' });
        const found = [...(await sticksOut(page)), ...(await trappedFixed(page)), ...(await cutOffFields(page))];
        if (found.length) faults[path] = found;
      }
      expect(faults).toEqual({});
      await page.context().close();
    }, 120_000);
  }
});

/** Form fields too narrow for what they show (a date field showing "mm/dd/yyy"). */
const cutOffFields = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="date"], input[type="datetime-local"]')) {
      if (!input.offsetParent) continue;
      // The width the browser needs for the field's own text, measured on an unconstrained copy.
      const copy = input.cloneNode() as HTMLInputElement;
      Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', width: 'auto', minWidth: '0', maxWidth: 'none', flex: 'none' });
      input.parentElement!.append(copy);
      const needed = copy.getBoundingClientRect().width;
      copy.remove();
      const has = input.getBoundingClientRect().width;
      if (has + 0.5 < needed) found.push(`${input.name || input.id} is ${Math.round(has)} px wide but needs ${Math.round(needed)} px`);
    }
    return found;
  });
