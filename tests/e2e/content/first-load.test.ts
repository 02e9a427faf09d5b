/*
 * What a visitor's browser downloads when home opens: every script response until the network is
 * idle, and the motion code only once a carousel comes near the screen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, MOBILE, openPage, releaseBrowser } from '../../helpers/browser.ts';
import { startSite, type RunningSite } from '../../helpers/site.ts';
import { firstLoadJsGzip, gzipSize } from '../../../scripts/build/report.ts';
import { builtManifest } from '../../helpers/built-manifest.ts';

let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await site?.close();
});

const manifest = builtManifest();

describe('home, first visit on a phone', () => {
  it('downloads at most 90 KB of script (gzip) until the network is idle, only what the size table lists, and no motion code', async () => {
    const page = await openPage(browser, MOBILE);
    const scripts: string[] = [];
    const shellRequests: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    const pageDataRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/shell-[^/]+\.json$/.test(request.url())) shellRequests.push(new URL(request.url()).pathname);
      if (/\/assets\/data\/[^/]+\/[^/]+\.json$/.test(request.url())) pageDataRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    // The page's inline loader is script it downloads too (inside the HTML).
    const loader = gzipSize(await page.locator('script[data-entry]').evaluate((script) => script.textContent!));
    const total = loader + scripts.reduce((sum, path) => sum + gzipSize(readFileSync(join('.test-dist', path))), 0);
    console.log(`home: the inline loader and ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip until network idle`);
    expect(total).toBe(firstLoadJsGzip('.test-dist', manifest.routes.find((route) => route.path === '/')!.chunks));
    expect(total).toBeLessThanOrEqual(90 * 1024);
    expect(scripts.sort()).toEqual([...manifest.routes.find((route) => route.path === '/')!.chunks].sort());
    expect(scripts.filter((path) => /carousel-driver/.test(path))).toEqual([]);
    // The shell's data (menus, routes) is a JSON file, not script: preloaded with the chunks and
    // used from that one download (a preload the app's fetch did not match would load it twice).
    expect(shellRequests).toHaveLength(1);
    // The page's own data likewise: fetched once, after the first paint, and not inside the HTML,
    // where it made the compressed page about 1 KB larger (docs/performance.md, "The first round trip").
    expect(pageDataRequests).toEqual([expect.stringMatching(/\/home\.json$/)]);
    await expect.poll(() => page.locator('script[type="application/json"]').count()).toBe(0);

    // Scrolling to the first carousel brings its motion.
    const motion = page.waitForResponse((response) => /carousel-driver/.test(response.url()));
    await page.locator('.carousel').first().scrollIntoViewIfNeeded();
    await motion;
    await page.waitForSelector('.carousel.is-enhanced');
    expect(page.problems).toEqual([]);
    await page.context().close();
  }, 30_000);

  it('shows the page, hero artwork included, before it asks for any script; then hydrates', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => ({
      // When the first frame reached the screen (the entry's startTime is its presentation time):
      // a busy compositor may show it long after it was painted (a second, seen in Lighthouse's
      // Chromium), and a chunk fetched in between competes with that first frame.
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(entry.name)).map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      images: performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img').map((entry) => new URL(entry.name).pathname),
    }));
    // Not even the entry: the page's inline loader (src/app/boot.ts) asks for it with the chunks.
    const [entry, ...chunks] = [...manifest.routes.find((route) => route.path === '/')!.chunks];
    expect(timing.scripts.map((script) => script.path)).toContain(entry);
    for (const script of timing.scripts) expect(script.start, script.path).toBeGreaterThan(timing.firstPaint);
    expect(chunks.length).toBeGreaterThan(0);

    // The header's logo, and the hero's artwork when the hero has one, are drawn by the HTML itself
    // (<svg>, no request and no SVG document of their own) at their full size.
    const heroArtwork = (await page.locator('.hero__image').count()) ? ['.hero__image'] : [];
    for (const selector of [...heroArtwork, '.site-header__logo svg']) {
      const drawn = await page.locator(selector).evaluate((svg) => ({ tag: svg.tagName, shapes: svg.querySelectorAll('path, rect, circle, line, polyline, text').length, ...svg.getBoundingClientRect().toJSON() }));
      expect(drawn, selector).toMatchObject({ tag: 'svg' });
      expect(drawn.shapes, selector).toBeGreaterThan(1);
      expect(drawn.width * drawn.height, selector).toBeGreaterThan(100 * 30);
    }
    expect(await page.locator('.site-header__logo svg').evaluate((svg) => svg.getBoundingClientRect().width)).toBe(190);
    expect(timing.images.filter((path) => path.includes('services/') || path.includes('logo'))).toEqual([]);

    // The site's icon is in the HTML too: as a file it was a high-priority request that took the
    // connection the HTML had warmed. It still draws.
    const icon = await page.locator('link[rel="icon"]').evaluate(async (link: HTMLLinkElement) => {
      const image = new Image();
      image.src = link.href;
      await image.decode();
      return { scheme: new URL(link.href).protocol, width: image.naturalWidth };
    });
    expect(icon.scheme).toBe('data:');
    expect(icon.width).toBeGreaterThan(0);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /favicon/.test(entry.name)).length)).toBe(0);

    // And the app runs: the menu button opens the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
    expect(page.problems).toEqual([]);
    await page.context().close();
  }, 30_000);
});

/*
 * The first paint lays out the first screen only (src/styles/base.css, html:not([data-full-layout])):
 * what a visitor sees is the page, whole and still, the moment it is painted and after.
 */
describe('home, the first screen painted first', () => {
  /** At the first contentful paint: which of the page's parts had their content laid out. */
  const recordFirstPaint = () => {
    const state = window as unknown as { firstPaintParts?: Record<string, boolean>; shifts?: number };
    state.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.shifts! += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length || state.firstPaintParts) return;
      const parts = [...document.querySelectorAll('main > .page > *, .site-footer')];
      state.firstPaintParts = Object.fromEntries(parts.map((part) => [part.className, part.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })]));
    }).observe({ type: 'paint', buffered: true });
  };

  // On a phone (the size Lighthouse emulates) the first screen is the hero alone; on a wide screen
  // the next parts are near enough to be laid out at once. Either way no lazy picture is fetched
  // before the first paint: the loader gives them their address after it (src/ui/Img.tsx).
  it.each([
    ['a phone', { ...MOBILE, viewport: { width: 412, height: 823 } }],
    ['a wide screen', { viewport: { width: 1440, height: 900 } }],
  ])('on %s: lays out the rest after the first paint, and nothing moves when the visitor jumps to the end', async (_name, options) => {
    const page = await openPage(browser, options);
    await page.addInitScript(recordFirstPaint);
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    const firstPaint = await page.evaluate(() => (window as unknown as { firstPaintParts: Record<string, boolean> }).firstPaintParts);
    // The hero was painted whole; the footer, a few screens down, waited for the next frame.
    expect(Object.entries(firstPaint)[0]).toEqual([expect.stringContaining('hero'), true]);
    expect(firstPaint[Object.keys(firstPaint).at(-1)!]).toBe(false);
    expect(Object.keys(firstPaint).at(-1)).toContain('site-footer');

    // By the time the page is idle every part is laid out.
    await expect.poll(() => page.locator('html').getAttribute('data-full-layout')).toBe('');
    const laidOut = await page.locator('main > .page > *, .site-footer').evaluateAll((parts) => parts.map((part) => part.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));
    expect(laidOut.every(Boolean)).toBe(true);
    const requests = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      images: performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, bytes: (entry as PerformanceResourceTiming).encodedBodySize })),
    }));
    // No picture competes with the first paint, however near the screen (the client-logo wall under
    // the hero once added 0.3x of the floor page's LCP in Lighthouse).
    expect(requests.images.filter((image) => image.start <= requests.firstPaint).map((image) => image.path)).toEqual([]);
    expect(requests.images.length).toBeGreaterThan(0);
    // The brand face is fetched once, after the first paint (the whole stylesheet once declared it a second time).
    const fonts = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.woff2')).map((entry) => entry.startTime));
    expect(fonts.length).toBeLessThanOrEqual(1);
    for (const start of fonts) expect(start).toBeGreaterThan(requests.firstPaint);
    // And they draw when the visitor reaches them.
    const illustration = page.locator('.service-list img').first();
    await illustration.scrollIntoViewIfNeeded();
    await expect.poll(() => illustration.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // A jump to the end lands on the footer's last line, and the page keeps its height on the way:
    // no part was left at a guessed size.
    // The brand face is tried once its file arrives (src/app/boot.ts) and may set headings off
    // screen anew; on a busy machine it arrived during the jump, which then ended short of the end.
    await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.keyboard.press('End');
    const lastLine = page.getByText('All rights reserved');
    const where = () => lastLine.evaluate((line) => ({ top: Math.round(line.getBoundingClientRect().top), bottom: Math.round(line.getBoundingClientRect().bottom), innerHeight, scrollY: Math.round(scrollY), scrollHeight: document.documentElement.scrollHeight, focused: document.activeElement?.tagName }));
    await expect.poll(() => lastLine.evaluate((line) => line.getBoundingClientRect().bottom <= innerHeight && line.getBoundingClientRect().top >= 0), { message: 'the last line in view after End' }).toBe(true).catch(async (error: Error) => {
      throw new Error(`${error.message}; the line and the page: ${JSON.stringify(await where())}, height before: ${height}`);
    });
    await expect.poll(() => lastLine.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(page.problems).toEqual([]);
    await page.context().close();
  }, 30_000);

  it('opens a link to a part further down (/careers#application) at that part, below the header, and keeps it there', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(site.url + '/careers#application', { waitUntil: 'networkidle' });
    const top = () => page.locator('#application').evaluate((part) => Math.round(part.getBoundingClientRect().top));
    const header = await page.locator('.site-header').evaluate((bar) => bar.getBoundingClientRect().bottom);
    expect(await top()).toBeGreaterThanOrEqual(Math.floor(header));
    expect(await top()).toBeLessThan(header + 40);
    await page.waitForSelector('html[data-hydrated]');
    expect(Math.abs((await top()) - header)).toBeLessThan(40);
    expect(page.problems).toEqual([]);
    await page.context().close();
  }, 30_000);

  it('after a reload and after Back, opens where the visitor was', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    // A part a few screens down, whichever the page's content puts there.
    const part = page.locator('main > .page > *').nth(4);
    await part.scrollIntoViewIfNeeded();
    const top = () => part.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const before = await top();
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(top).toBe(before);
    const elsewhere = manifest.routes.find((route) => route.path !== '/' && !route.path.includes(':'))!.path;
    await page.goto(site.url + elsewhere, { waitUntil: 'networkidle' });
    await page.goBack({ waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(top).toBe(before);
    expect(page.problems).toEqual([]);
    await page.context().close();
  }, 30_000);

  it('without script, lays out each part as the visitor scrolls to it', async () => {
    const page = await openPage(browser, { ...MOBILE, javaScriptEnabled: false });
    await page.goto(site.url + '/');
    const footer = page.locator('.site-footer nav').last();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.evaluate((nav) => nav.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    await expect.poll(() => footer.getByRole('link').first().isVisible()).toBe(true);
    // Pictures show too, from their <noscript> copies (the loader that gives lazy ones their address does not run).
    const picture = page.locator('main img:not([data-src])').first();
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1)).toBe(true);
    await expect.poll(() => page.locator('main img[data-src]').evaluateAll((images) => images.filter((image) => getComputedStyle(image).display !== 'none').length)).toBe(0);
    await page.context().close();
  }, 30_000);
});
