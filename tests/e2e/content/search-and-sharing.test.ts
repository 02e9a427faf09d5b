/*
 * What search engines and social networks read from the served site: each page's social card (a
 * PNG they can show), its structured data (JSON-LD with the properties Google's rich results
 * require), the icons asked for by name at the root, and the visible breadcrumbs of nested pages.
 * Pages, roles and offices come from the built site and pages.json, never named here.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { openPage, waitForApp } from '../../helpers/browser.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { registry } from '../../helpers/registry-content.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

type Thing = Record<string, unknown> & { '@type'?: string };
const siteUrl = (registry as unknown as { site: { url: string } }).site.url.replace(/\/$/, '');
/** An address on the public site, as the test server serves it. */
const served = (url: string) => site.url + new URL(url).pathname;

async function publicPages(): Promise<{ path: string; html: string }[]> {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  return Promise.all(paths.map(async (path) => ({ path, html: await (await fetch(site.url + path)).text() })));
}

const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

/** Every JSON-LD item of a page, @graph unpacked. */
function structuredData(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const data = JSON.parse(json!) as Thing & { '@graph'?: Thing[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}

const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const onSite = (value: unknown) => typeof value === 'string' && value.startsWith(`${siteUrl}/`);

describe('social cards', () => {
  it('give every public page an og:image that answers image/png at 1200 × 630, with its size and type in the tags', async () => {
    const pages = await publicPages();
    const cards = new Map<string, string[]>();
    for (const { path, html } of pages) {
      const image = meta(html, 'og:image');
      expect(image, path).toMatch(/\.png$/);
      expect([meta(html, 'og:image:type'), meta(html, 'og:image:width'), meta(html, 'og:image:height')], path).toEqual(['image/png', '1200', '630']);
      expect(meta(html, 'og:image:alt'), path).toBeTruthy();
      expect(meta(html, 'twitter:card'), path).toBe('summary_large_image');
      cards.set(image!, [...(cards.get(image!) ?? []), path]);
    }
    for (const [image, paths] of cards) {
      const response = await fetch(served(image));
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toBe('image/png');
      const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ format, width, height }, `${image} (${paths.join(', ')})`).toEqual({ format: 'png', width: 1200, height: 630 });
    }
    // A card per page: pages that show the same content (a section index) may share one, no more.
    expect(cards.size).toBeGreaterThan(pages.length * 0.8);
  });
});

describe('structured data', () => {
  it("describes the firm on home: name, address, logo, profiles and every office's postal address", async () => {
    const home = await (await fetch(`${site.url}/`)).text();
    const organization = structuredData(home).find((thing) => thing['@type'] === 'Organization')!;
    const { site: facts } = registry as unknown as { site: { name: string; offices: string[]; social: { href: string }[] } };
    expect(organization).toMatchObject({ name: facts.name, url: `${siteUrl}/` });
    expect(organization.sameAs).toEqual(facts.social.map((profile) => profile.href));
    const logo = await fetch(served(organization.logo as string));
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).width).toBeGreaterThanOrEqual(112);
    const addresses = organization.address as Thing[];
    expect(addresses).toHaveLength(facts.offices.length);
    for (const address of addresses) {
      expect(address['@type']).toBe('PostalAddress');
      expect(address.streetAddress && address.addressLocality).toBeTruthy();
      expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('gives every nested page a BreadcrumbList from home to itself, as its visible breadcrumbs show', async () => {
    let nested = 0;
    for (const { path, html } of await publicPages()) {
      const lists = structuredData(html).filter((thing) => thing['@type'] === 'BreadcrumbList');
      if (path.split('/').length < 3) {
        expect(lists, path).toEqual([]);
        continue;
      }
      nested++;
      expect(lists, path).toHaveLength(1);
      const items = lists[0]!.itemListElement as Thing[];
      expect(items.map((item) => item.position), path).toEqual(items.map((_, index) => index + 1));
      expect(items.length, path).toBeGreaterThanOrEqual(2);
      for (const item of items) expect(item.name && onSite(item.item), `${path}: ${JSON.stringify(item)}`).toBeTruthy();
      expect(items[0]!.item).toBe(`${siteUrl}/`);
      expect(items.at(-1)!.item).toBe(`${siteUrl}${path}`);
      // The visible trail: the same names, as links up to the parent, then the current page's name (not a link to itself).
      const nav = /<nav class="breadcrumbs" aria-label="Breadcrumb">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      const crumbs = [...nav.matchAll(/<(a|span) ([^>]*)>([^<]*)<\/\1>/g)].map(([, tag, attributes, name]) => ({
        href: tag === 'a' ? `${siteUrl}${/href="([^"]*)"/.exec(attributes!)?.[1]}` : undefined,
        // React escapes quotes in text too ("A state agency's move"): read them as the reader does.
        name: name!.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
        current: attributes!.includes('aria-current="page"'),
      }));
      expect(crumbs, path).toEqual(items.map((item, index) => (index === items.length - 1 ? { href: undefined, name: item.name, current: true } : { href: item.item, name: item.name, current: false })));
    }
    expect(nested).toBeGreaterThan(0);
  });

  it('gives each open role a JobPosting with the properties Google requires, where a page lists it', async () => {
    const positions = (registry as unknown as { shared: { positions: Record<string, { title: string }> } }).shared.positions;
    const postings = (await publicPages()).flatMap(({ html }) => structuredData(html).filter((thing) => thing['@type'] === 'JobPosting'));
    const listed = new Set(Object.values(registry.pages).flatMap((page) => page.sections.flatMap((section) => (section.type === 'open-positions' ? section.positions! : []))));
    expect(new Set(postings.map((posting) => posting.title))).toEqual(new Set([...listed].map((id) => positions[id]!.title)));
    for (const posting of postings) {
      const what = String(posting.title);
      expect(typeof posting.description === 'string' && posting.description.length > 50, what).toBe(true);
      expect(isDate(posting.datePosted), what).toBe(true);
      expect((posting.hiringOrganization as Thing)?.name, what).toBeTruthy();
      expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'], what).toContain(posting.employmentType);
      // Where the work is: offices with a country, or remote work with the countries applicants may live in.
      const offices = (posting.jobLocation as { address: Thing }[] | undefined) ?? [];
      for (const office of offices) expect(office.address.addressCountry, what).toMatch(/^[A-Z]{2}$/);
      const remote = posting.jobLocationType === 'TELECOMMUTE';
      if (remote) expect((posting.applicantLocationRequirements as Thing[]).length, what).toBeGreaterThan(0);
      expect(offices.length > 0 || remote, what).toBe(true);
    }
  });

  it('is JSON that no text in it can end early, and the CSP leaves it alone (it is never run)', async () => {
    for (const { path, html } of await publicPages()) {
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(json, path).not.toMatch(/<\//);
        expect(() => JSON.parse(json!), path).not.toThrow();
      }
    }
  });
});

describe('icons and the 404 page', () => {
  it('serves /favicon.ico and a 180 px /apple-touch-icon.png', async () => {
    const ico = await fetch(`${site.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    const bytes = Buffer.from(await ico.arrayBuffer());
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]); // an icon file's header
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
    const touch = await fetch(`${site.url}/apple-touch-icon.png`);
    expect(touch.headers.get('content-type')).toBe('image/png');
    const { width, height, hasAlpha } = await sharp(Buffer.from(await touch.arrayBuffer())).metadata();
    expect({ width, height, hasAlpha }).toEqual({ width: 180, height: 180, hasAlpha: false });
  });

  it('gives the 404 page no canonical address (it answers for any unknown one)', async () => {
    const response = await fetch(`${site.url}/no-such-page-here`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('property="og:url"');
  });
});

describe('visible breadcrumbs', () => {
  it('show on a nested page as a navigation landmark, also after moving there inside the app', async () => {
    const nested = (await publicPages()).find(({ html }) => html.includes('aria-label="Breadcrumb"'))!;
    const page = await openPage(browser);
    await page.goto(site.url + nested.path);
    await waitForApp(page);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => trail.getByRole('link').count()).toBeGreaterThanOrEqual(1);
    // The trail ends with the page's own name, marked current and not a link back to the page.
    await expect.poll(() => trail.locator('[aria-current="page"]').isVisible()).toBe(true);
    await expect.poll(() => trail.locator(`a[href="${nested.path}"], a[aria-current]`).count()).toBe(0);
    // Up the trail inside the app, to the first section page (or home), and back by the browser.
    await trail.getByRole('link').first().click();
    await page.waitForURL(`${site.url}/`);
    await page.goBack();
    await page.waitForURL(site.url + nested.path);
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]').isVisible()).toBe(true);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });
});
