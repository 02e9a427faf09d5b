/*
 * The rules of the design a visitor notices, checked on every page of a kind (picked from the
 * registry by its template, never by path): a page that exists for its form shows it in the first
 * screen and a half; no link in a page's content leads back to that page; legal pages sell nothing;
 * headings are set in the brand face once it has loaded; the logo is drawn, not typed.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { registry } from '../../helpers/registry-content.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

type PageOfRegistry = { template?: string; sections: { type: string }[] };
const pages = registry.pages as Record<string, PageOfRegistry>;
const routesOf = (test: (page: PageOfRegistry) => boolean) => registry.routes.filter((route) => route.page && !route.redirect && !route.protected && test(pages[route.page]!));
const DESKTOP = { viewport: { width: 1440, height: 900 } };

describe('a page that exists for its form', () => {
  const formPages = routesOf((page) => ['contact', 'get-started'].includes(page.template ?? '') && page.sections.some((section) => section.type === 'form'));

  it.each([
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ])('shows the form within the first 1.5 screen heights (%s)', async (_, options) => {
    expect(formPages.length, 'pages.json has contact or get-started pages with a form').toBeGreaterThan(0);
    const page = await openPage(browser, options);
    for (const route of formPages) {
      await page.goto(site.url + route.path);
      const top = await page.locator('main form').first().evaluate((form) => form.getBoundingClientRect().top + window.scrollY);
      expect(top, route.path).toBeLessThan(1.5 * options.viewport.height);
    }
    await page.context().close();
  });
});

describe('links in a page', () => {
  it('never lead back to the page they are on (a part of it, by its #anchor, is fine)', async () => {
    const page = await openPage(browser, DESKTOP);
    for (const route of routesOf(() => true)) {
      // The links are in the served HTML (what a crawler follows too): no need to wait for pictures.
      await page.goto(site.url + route.path, { waitUntil: 'domcontentloaded' });
      const selfLinks = await page.locator('main a[href]').evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href)).filter((url) => url.origin === location.origin && url.pathname === location.pathname && !url.hash).map((url) => url.href),
      );
      expect(selfLinks, route.path).toEqual([]);
    }
    await page.context().close();
  }, 600_000); // every route, one after another

  it('on legal pages offer no sales call to action', async () => {
    const legal = routesOf((page) => page.template === 'legal');
    expect(legal.length, 'pages.json has legal pages').toBeGreaterThan(0);
    const page = await openPage(browser, DESKTOP);
    for (const route of legal) {
      await page.goto(site.url + route.path);
      await expect.poll(() => page.locator('main a[href="/get-started"], main [aria-haspopup="dialog"], main .cta-band').count(), { message: route.path }).toBe(0);
    }
    await page.context().close();
  });
});

describe('type and logo', () => {
  it('sets the headings in the brand face once it has loaded, not in a fallback', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(site.url + '/');
    await waitForApp(page);
    // A first visit fetches the face after the first paint (and uses it there if nothing on screen
    // would move); from the next page on, it is the headings' face from the first paint.
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 1em Manrope') && [...document.fonts].some((font) => font.family === 'Manrope' && font.status === 'loaded'))).toBe(true);
    await page.reload();
    await waitForApp(page);
    const face = await page.evaluate(async () => {
      await document.fonts.ready;
      const heading = document.querySelector('h1')!;
      const first = getComputedStyle(heading).fontFamily.split(',')[0]!.trim().replace(/["']/g, '');
      const loaded = [...document.fonts].filter((font) => font.family.replace(/["']/g, '') === first && font.status === 'loaded').length;
      return { first, loaded, check: document.fonts.check(`700 40px "${first}"`) };
    });
    expect(face.first).not.toMatch(/fallback|arial|helvetica|sans-serif|system-ui/i);
    expect(face.loaded).toBeGreaterThan(0);
    expect(face.check).toBe(true);
    await page.context().close();
  });

  it('draws the logo as shapes: no <text> in the header logo', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(site.url + '/');
    const logo = page.locator('.site-header__logo svg, .site-header__logo img');
    await expect.poll(() => logo.count()).toBeGreaterThan(0);
    const markup = await logo.first().evaluate(async (element) => (element instanceof HTMLImageElement ? (await fetch(element.src)).text() : element.outerHTML));
    expect(markup).toMatch(/<path/);
    expect(markup).not.toMatch(/<text[\s>]/);
    await page.context().close();
  });
});
