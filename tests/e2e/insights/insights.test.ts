/*
 * The insights section as readers and crawlers meet it, on the built site: the Atom feed parses
 * and every entry opens; the hub's filters and page numbers are links that work without script;
 * an article shows its date, author and reading time, ends with related reading, tells search
 * engines what it is, and never makes the browser download the Markdown renderer. Routes are
 * picked from pages.json by what their pages are, never by name.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import { registry as raw } from '../../helpers/registry-content.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';

interface Section {
  type: string;
  title?: string;
  author?: string;
  date?: string;
  practices?: string[];
  person?: string;
}
const registry = raw as unknown as {
  site: { url: string; name: string };
  shared: { people: Record<string, { name: string }>; practices: Record<string, { title: string }> };
  routes: { path: string; page?: string; redirect?: string }[];
  pages: Record<string, { sections: Section[] }>;
};
const firstOf = (path: string) => registry.pages[registry.routes.find((route) => route.path === path)!.page!]!.sections[0]!;
const routesOf = (type: string) => registry.routes.filter((route) => route.page && !route.redirect && registry.pages[route.page]?.sections[0]?.type === type).map((route) => route.path);
const articles = routesOf('article');
const caseStudies = routesOf('case-study');
const profiles = routesOf('person-profile');
const hub = registry.routes.find((route) => route.page && registry.pages[route.page]?.sections.some((section) => section.type === 'insights-index'))?.path;
const origin = registry.site.url.replace(/\/$/, '');

let site: RunningSite;
let browser: Browser;
useSite((started) => {
  ({ site, browser } = started);
});

describe.runIf(hub && articles.length)('insights', () => {
  it('the feed is Atom with an entry per article and case study, full titles, summaries and absolute links that open', async () => {
    const response = await fetch(`${site.url}${hub}/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/atom+xml');
    const xml = await response.text();
    const page = await openPage(browser);
    await page.goto(`${site.url}${hub}`);
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const atom = 'http://www.w3.org/2005/Atom';
      const child = (node: Element, name: string) => node.getElementsByTagNameNS(atom, name)[0];
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        id: child(doc.documentElement, 'id')?.textContent,
        updated: child(doc.documentElement, 'updated')?.textContent,
        self: [...doc.documentElement.getElementsByTagNameNS(atom, 'link')].find((link) => link.getAttribute('rel') === 'self')?.getAttribute('href'),
        entries: [...doc.getElementsByTagNameNS(atom, 'entry')].map((entry) => ({
          id: child(entry, 'id')?.textContent,
          title: child(entry, 'title')?.textContent,
          summary: child(entry, 'summary')?.textContent,
          updated: child(entry, 'updated')?.textContent,
          author: child(entry, 'author')?.textContent?.trim(),
          link: child(entry, 'link')?.getAttribute('href'),
        })),
      };
    }, xml);
    await page.context().close();
    expect(feed.error).toBe(false);
    expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(feed.self).toBe(`${origin}${hub}/feed.xml`);
    expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    expect(feed.entries.map((entry) => entry.link).sort()).toEqual([...articles, ...caseStudies].map((path) => `${origin}${path}`).sort());
    for (const entry of feed.entries) {
      const path = entry.link!.slice(origin.length);
      expect(entry.title, path).toBe(firstOf(path).title);
      expect(entry.summary?.length, path).toBeGreaterThan(20);
      expect(entry.id, path).toBe(entry.link);
      expect(entry.updated, path).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(entry.author, path).toBeTruthy();
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(200);
    }
  });

  it('filters by practice and turns pages with plain links, without script', async () => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site.url}${hub}`);
    const filter = page.getByRole('navigation', { name: 'Filter insights' });
    const practiceLink = filter.getByRole('link').first();
    const label = (await practiceLink.textContent())!.trim();
    const practice = Object.entries(registry.shared.practices).find(([, item]) => item.title === label)![0];
    await practiceLink.click();
    await page.waitForURL(`**${hub}/practice/${practice}`);
    // The chosen filter is marked as the current page, and no longer a link to it.
    await expect.poll(() => filter.locator('[aria-current="page"]').textContent()).toBe(label);
    await expect.poll(() => filter.getByRole('link', { name: label, exact: true }).count()).toBe(0);
    const listed = await page.locator('.insight-tile__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(listed.length).toBeGreaterThan(0);
    for (const path of listed) expect(firstOf(path).practices, path).toContain(practice);
    // Newest first.
    const dates = await page.locator('.insight-tile time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    // The unfiltered list is split into pages: the first leads with the newest, then twelve; page 2 goes on where page 1 stopped.
    await page.getByRole('link', { name: 'Show everything' }).click();
    await page.waitForURL(`**${hub}`);
    const total = articles.length + caseStudies.length;
    const first = await page.locator('.insight-tile__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(first.length).toBe(Math.min(total, 13));
    if (total > 13) {
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(`**${hub}/page/2`);
      const second = await page.locator('.insight-tile__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(second.length).toBe(Math.min(total - 13, 12));
      expect(second.filter((path) => first.includes(path))).toEqual([]);
      // Only a list's first page has a lead.
      await expect.poll(() => page.locator('.insight-tile--lead').count()).toBe(0);
    }
    await page.context().close();
  });

  it('an article shows its author, date and reading time, ends with related reading, and is an Article to search engines', async () => {
    const path = articles[0]!;
    const section = firstOf(path);
    const author = registry.shared.people[section.author!]!.name;
    const page = await openPage(browser);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(`${site.url}${path}`);
    await waitForApp(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(section.title);
    const byline = page.locator('.article__byline');
    await expect.poll(() => byline.textContent()).toContain(author);
    await expect.poll(() => byline.locator('time').getAttribute('datetime')).toBe(section.date);
    await expect.poll(() => byline.textContent()).toMatch(/\d+ min read/);
    await expect.poll(() => page.locator('.article__body h2').count()).toBeGreaterThan(0);
    // The last block before the closing band is the related reading.
    const blocks = await page.locator('main > .page > *, #main > .page > *').evaluateAll((nodes) => nodes.map((node) => node.className));
    expect(blocks.at(-2)).toContain('related-insights');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    const article = (data['@graph'] ?? [data]).find((thing: { '@type': string }) => thing['@type'] === 'Article');
    expect(article).toMatchObject({ headline: section.title, datePublished: section.date, author: { '@type': 'Person', name: author }, url: `${origin}${path}` });
    // Rendered at build: no script the page loads holds the Markdown renderer.
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toMatch(/markdown-it|smartquotes|linkify/);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('a person\'s page is a Person to search engines and lists the articles they wrote', async () => {
    const path = profiles.find((candidate) => articles.some((article) => firstOf(article).author === firstOf(candidate).person)) ?? profiles[0];
    if (!path) return;
    const person = firstOf(path).person!;
    const written = articles.filter((article) => firstOf(article).author === person);
    const page = await openPage(browser);
    await page.goto(`${site.url}${path}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(registry.shared.people[person]!.name);
    const listed = await page.locator('.person-profile__writing .insight-tile__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(listed.sort()).toEqual([...written].sort());
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect((data['@graph'] ?? [data]).find((thing: { '@type': string }) => thing['@type'] === 'Person')).toMatchObject({ name: registry.shared.people[person]!.name, url: `${origin}${path}` });
    await page.context().close();
  });

  it('leads the hub with its newest piece across the grid, its picture beside its words on a wide screen, and the grid under it has no hole', async () => {
    for (const width of [375, 768, 1440]) {
      const page = await openPage(browser, width === 375 ? MOBILE : { viewport: { width, height: 900 } });
      await page.goto(`${site.url}${hub}`);
      await waitForApp(page);
      const tiles = page.locator('.insights-index__list > li');
      const lead = tiles.first();
      await expect.poll(() => lead.evaluate((node) => node.classList.contains('insight-tile--lead'))).toBe(true);
      // The lead is the newest, and the only one.
      const dates = await page.locator('.insight-tile time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
      expect(dates[0]).toBe([...dates].sort().at(-1));
      await expect.poll(() => page.locator('.insight-tile--lead').count()).toBe(1);
      const boxes = await tiles.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ left, right, top }) => ({ left, right, top })));
      const list = (await page.locator('.insights-index__list').boundingBox())!;
      // Across the whole grid.
      expect(boxes[0]!.left, `${width}`).toBeCloseTo(list.x, 0);
      expect(boxes[0]!.right, `${width}`).toBeCloseTo(list.x + list.width, 0);
      const picture = (await lead.locator('.insight-tile__image').first().boundingBox())!;
      const words = (await lead.locator('.insight-tile__body').boundingBox())!;
      if (width >= 1024) expect(picture.x + picture.width, `${width}: picture beside the words`).toBeLessThanOrEqual(words.x + 1);
      else expect(picture.y + picture.height, `${width}: picture above the words`).toBeLessThanOrEqual(words.y + 1);
      // The rest fill their rows: as many in the last row as in the first.
      const rest = boxes.slice(1);
      const rows = [...new Set(rest.map((box) => Math.round(box.top)))];
      const perRow = rows.map((top) => rest.filter((box) => Math.round(box.top) === top).length);
      if (rest.length === 12) expect(perRow.at(-1), `${width}: ${perRow.join(', ')}`).toBe(perRow[0]);
      expect(page.problems).toEqual([]);
      await page.context().close();
    }
  });

  it('lists each article and case study in the sitemap with the day it last changed', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const path of [...articles, ...caseStudies]) expect(sitemap, path).toContain(`<loc>${origin}${path}</loc><lastmod>${firstOf(path).date}</lastmod>`);
  });

  it('has no accessibility violations on the hub, an article, a case study and a profile, at 375 and 1440 px', async () => {
    for (const options of [{}, MOBILE]) {
      for (const path of [hub!, articles[0]!, caseStudies[0], profiles[0]].filter((candidate): candidate is string => Boolean(candidate))) {
        const page = await openPage(browser, options);
        await page.goto(`${site.url}${path}`);
        await waitForApp(page);
        expect(await axeViolations(page), `${path} at ${options === MOBILE ? 375 : 1440}`).toEqual([]);
        await page.context().close();
      }
    }
  });
});
