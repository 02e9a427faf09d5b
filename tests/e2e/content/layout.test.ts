/*
 * Layout faults a person sees in the menus, the contact dialog and the dashboard: open menus and
 * dialogs sit fully on screen, nothing sticks out sideways on a phone, and nothing fixed is trapped
 * in a smaller box than the screen. Every public route is checked the same way, at 375 and 320 px,
 * in every-route.test.ts.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, launchBrowser, MOBILE, openPage, waitForApp, releaseBrowser } from '../../helpers/browser.ts';
import { sticksOut, trappedFixed } from '../../helpers/layout-faults.ts';
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
  await releaseBrowser(browser);
  await site?.close();
});

async function settle(page: Page, path: string) {
  await page.goto(site.url + path);
  await waitForApp(page);
  await page.waitForFunction(() => document.querySelector('.loader') === null);
}

/** The box of an open panel, checked against the screen. */
async function insideScreen(page: Page, selector: string): Promise<string | null> {
  const box = await page.locator(selector).boundingBox();
  const screen = page.viewportSize()!;
  if (!box) return `${selector} has no box`;
  const inside = box.x >= -1 && box.y >= -1 && box.x + box.width <= screen.width + 1 && box.y + box.height <= screen.height + 1;
  return inside ? null : `${selector} at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} leaves the ${screen.width}×${screen.height} screen`;
}

describe('at 375 px', () => {
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
