/*
 * Every public page: full content in the prerendered HTML, the per-page counts of spec §9, calls to
 * action, and no layout shift on the home, a service and an industry page. axe-core, the headings
 * and console errors of every route are checked in every-route.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { pageTemplates } from '../../../src/registry/templates.ts';
import { formPage } from '../../helpers/registry-content.ts';
import { routesOfTemplate, routeWith, readRegistry } from '../../helpers/registry-kinds.ts';

interface Section { type: string; [key: string]: unknown }
const registry = JSON.parse(readFileSync('pages.json', 'utf8')) as {
  routes: { path: string; page?: string; redirect?: string; protected?: boolean; sitemap?: boolean }[];
  pages: Record<string, { template?: keyof typeof pageTemplates; sections: Section[] }>;
  shared: Record<'awards' | 'industries', Record<string, unknown>>;
};
const publicRoutes = registry.routes.filter((route) => route.page && !route.redirect && !route.protected);
const contentRoutes = publicRoutes.filter((route) => !registry.pages[route.page!]!.sections.some((section) => section.type === 'coming-soon'));
// Whatever industries the registry has today: the tests check what each shows, not how many there are.
// Pages are picked by their template or the blocks they hold, never by their path today.
const kinds = readRegistry();
const industryRoutes = routesOfTemplate('industry', kinds);
const salesforceRoutes = routesOfTemplate('salesforce', kinds);
const directory = routeWith({ block: 'industry-directory' }, kinds).path;
const awardQuotes = routeWith({ block: 'award-quotes' }, kinds).path;
const positions = routeWith({ block: 'open-positions' }, kinds).path;
const offices = routeWith({ block: 'offices' }, kinds).path;
const careersForm = formPage('careers');

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

const html = async (path: string) => (await fetch(site.url + path)).text();
const count = (source: string, pattern: RegExp) => source.match(pattern)?.length ?? 0;
// Word joiners (U+2060) keep "20–40%" on one line in the page; a reader sees the same words.
const text = (source: string) => source.replace(/\u2060/g, '').replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/\s+/g, ' ');
const headingsOf = (section: Section): string[] => [section.heading, ...((section.slides ?? section.cards ?? section.items ?? section.steps ?? section.posts ?? section.offers ?? []) as Section[]).map((item) => (typeof item === 'object' ? ((item.title ?? item.name) as string) : undefined))].filter((value): value is string => typeof value === 'string');

describe('prerendered HTML (what crawlers and readers without JavaScript get)', () => {
  it('contains every section heading and card title of every page', async () => {
    for (const route of contentRoutes) {
      const shown = text(await html(route.path));
      for (const section of registry.pages[route.page!]!.sections) for (const heading of headingsOf(section)) expect(shown, `${route.path}: "${heading}"`).toContain(heading);
    }
  });

  it('offers Get Started (/get-started) and a Contact us button that opens the contact dialog on every page that sells, except the one its own form is', async () => {
    for (const route of contentRoutes) {
      const page = registry.pages[route.page!]!;
      const source = await html(route.path);
      const main = source.slice(source.indexOf('<main'), source.indexOf('</main>'));
      const forms = new Set(page.sections.filter((section) => section.type === 'form').map((section) => section.form));
      const sells = pageTemplates[page.template ?? 'basic'].sells;
      if (sells && !forms.has('get-started')) expect(main, `${route.path}: Get Started`).toMatch(/<a [^>]*href="\/get-started"/);
      if (sells && !forms.has('contact-us')) expect(main, `${route.path}: Contact us`).toMatch(/<a [^>]*href="\/contact"[^>]*aria-haspopup="dialog"|<a [^>]*aria-haspopup="dialog"[^>]*href="\/contact"/);
      // No element arrives hidden (the inlined stylesheet names the class; no element may carry it).
      expect(/class="[^"]*\breveal-armed\b/.test(source), `${route.path} hides nothing`).toBe(false);
    }
  });

  it('gives every image its width and height', async () => {
    for (const route of publicRoutes) {
      const source = await html(route.path);
      for (const image of source.match(/<img [^>]*>/g) ?? []) {
        expect(image, route.path).toMatch(/ width="\d+"/);
        expect(image, route.path).toMatch(/ height="\d+"/);
        expect(image, route.path).toMatch(/ alt="/);
      }
    }
  });
});

// The counts of spec §9 (five solutions, four badges, three testimonials, three industries) are
// the blocks' schemas and the industry template, which `npm run validate` enforces. These tests
// check that what each section lists is what the page shows, whatever today's content is, so an
// author's valid edit never fails them.
describe('each section shows what the registry lists (the counts of spec §9 are the blocks\' schemas)', () => {
  const titleOf = (kind: 'awards' | 'industries', id: string) => (registry.shared[kind][id] as { title: string }).title;
  const sectionsOf = (route: { page?: string }, type: string) => registry.pages[route.page!]!.sections.filter((section) => section.type === type);

  it('each industry page: its solutions, problems, award badges (by name), testimonials, insights, and the closing line', async () => {
    expect(industryRoutes.length).toBeGreaterThan(0);
    for (const route of industryRoutes) {
      const source = await html(route.path);
      const listed = (type: string, key: string) => sectionsOf(route, type).reduce((sum, section) => sum + (section[key] as unknown[]).length, 0);
      expect(count(source, /class="service-item"/g), `${route.path} solutions`).toBe(listed('service-list', 'items'));
      expect(count(source, /class="problem-card"/g), `${route.path} problems`).toBe(listed('problem-cards', 'cards'));
      expect(count(source, /class="award-badge"/g), `${route.path} badges`).toBe(listed('awards-row', 'awards'));
      expect(count(source, /class="testimonial"/g), `${route.path} testimonials`).toBe(listed('testimonials', 'items'));
      expect(count(source, /class="insight-card"/g), `${route.path} insights`).toBe(listed('insight-cards', 'cards'));
      expect(text(source), route.path).toContain(pageTemplates.industry.closingHeading);
      for (const section of sectionsOf(route, 'awards-row')) for (const award of section.awards as string[]) expect(text(source), route.path).toContain(titleOf('awards', award));
    }
  });

  it('three industry cards, each with Learn More, in every industries-served section; three testimonials in every testimonials section', async () => {
    let pagesWithIndustries = 0;
    for (const route of contentRoutes) {
      const sections = registry.pages[route.page!]!.sections;
      const source = await html(route.path);
      const industries = sections.filter((section) => section.type === 'industries-served').length;
      pagesWithIndustries += industries ? 1 : 0;
      expect(count(source, /class="industry-card"/g), route.path).toBe(3 * industries);
      expect(count(source, />Learn More</g), route.path).toBe(3 * industries);
      const testimonials = sections.filter((section) => section.type === 'testimonials').length;
      expect(count(source, /class="testimonial"/g), route.path).toBe(3 * testimonials);
    }
    expect(pagesWithIndustries).toBeGreaterThan(0);
  });

  it('Salesforce pages: their problems, expectations, testimonials, industry links and blog teasers', async () => {
    for (const route of salesforceRoutes) {
      const source = await html(route.path);
      const listed = (type: string, key: string) => sectionsOf(route, type).reduce((sum, section) => sum + (section[key] as unknown[]).length, 0);
      expect(count(source, /class="problem-card"/g), route.path).toBe(listed('problem-cards', 'cards'));
      expect(count(source, /class="expectation"/g), route.path).toBe(listed('expectations', 'items'));
      expect(count(source, /class="testimonial"/g), route.path).toBe(listed('testimonials', 'items'));
      expect(count(source, /class="blog-teaser"/g), route.path).toBe(listed('blog-teasers', 'posts'));
      for (const section of sectionsOf(route, 'industries-served'))
        for (const industry of section.industries as string[]) expect(source, route.path).toContain(`href="${(registry.shared.industries[industry] as { path: string }).path}"`);
    }
  });

  it('the /industries index shows award images with customer quotes', async () => {
    const source = await html(awardQuotes);
    expect(count(source, /class="award-quote"/g)).toBeGreaterThanOrEqual(2);
  });

  it('the /industries index links to every industry page, and states no count of them', async () => {
    const source = await html(directory);
    for (const route of industryRoutes) expect(source, route.path).toMatch(new RegExp(`<a [^>]*href="${route.path}"`));
    expect(text(source)).not.toMatch(/\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+) industr(y|ies)\b/i);
  });

  it('careers lists its open positions and has the #apply section; contact shows its offices', async () => {
    const careers = await html(positions);
    const listed = (path: string, type: string, key: string) => (registry.pages[registry.routes.find((route) => route.path === path)!.page!]!.sections.find((section) => section.type === type)![key] as unknown[]).length;
    expect(count(careers, /class="position"/g)).toBe(listed(positions, 'open-positions', 'positions'));
    expect(await html(careersForm.path)).toContain(`id="${careersForm.sectionId}"`);
    const contact = await html(offices);
    expect(count(contact, /class="office"/g)).toBe(listed(offices, 'offices', 'offices'));
  });
});

describe('layout stability', () => {
  // On a slow link the browser paints a list half-parsed: the figures under an industry page's hero
  // must keep their columns while the rest arrive (auto-fit columns once widened two of three).
  it('keeps the columns of the hero\'s figures when only some have arrived, at 1440 and 768 px', async () => {
    const withOutcomes = industryRoutes.find((route) => registry.pages[route.page!]!.sections.some((section) => section.type === 'hero' && Array.isArray((section as { outcomes?: unknown }).outcomes)));
    expect(withOutcomes, 'no industry page with outcome figures under its hero').toBeDefined();
    for (const width of [1440, 768]) {
      const page = await openPage(browser, { viewport: { width, height: 900 } });
      await page.goto(site.url + withOutcomes!.path);
      const widths = () => page.locator('.hero__outcomes > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)));
      const whole = await widths();
      await page.locator('.hero__outcomes > li').last().evaluate((item) => item.remove());
      expect(await widths(), `${withOutcomes!.path} at ${width} px`).toEqual(whole.slice(0, -1));
      await page.context().close();
    }
  });

  // Home, a service page and an industry page, whichever pages.json has today.
  for (const path of ['/', routesOfTemplate('service', kinds)[0]!.path, industryRoutes[0]!.path]) {
    for (const [name, options, slow] of [['1440 px', {}, false], ['375 px', MOBILE, false], ['1440 px on a slow link', {}, true]] as const) {
      it(`no layout shift on ${path} at ${name}`, async () => {
        const page = await openPage(browser, options);
        // On a slow link the HTML arrives in pieces: nothing painted from a half-parsed page may move later.
        if (slow) await (await page.context().newCDPSession(page)).send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 20 * 1024, uploadThroughput: 100 * 1024 });
        await page.addInitScript(() => {
          const w = window as unknown as { shift: number; shiftObserver: PerformanceObserver };
          w.shift = 0;
          const add = (entries: PerformanceEntryList) => {
            for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.shift += entry.value;
          };
          w.shiftObserver = new PerformanceObserver((list) => add(list.getEntries()));
          w.shiftObserver.observe({ type: 'layout-shift', buffered: true });
          // Entries not yet handed to the callback, taken when the test reads the total.
          (window as unknown as { shiftNow: () => number }).shiftNow = () => (add(w.shiftObserver.takeRecords()), w.shift);
        });
        await page.goto(site.url + path);
        await waitForApp(page);
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50)); // wait-ok: paces a reader's scroll, so what loads near the screen loads
          }
        });
        // Judge once the page has finished what the scroll set off: the requests, the pictures,
        // the fonts and the entrances (the shifts, if any, happen then).
        await page.waitForLoadState('networkidle');
        await page.evaluate(async () => {
          await document.fonts.ready;
          await Promise.all([...document.images].filter((image) => image.getClientRects().length > 0).map((image) => image.decode().catch(() => undefined)));
          await Promise.all(document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined)));
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))); // the frame that paints them
        });
        expect(await page.evaluate(() => (window as unknown as { shiftNow: () => number }).shiftNow())).toBeLessThan(0.001);
        await page.context().close();
      });
    }
  }
});
