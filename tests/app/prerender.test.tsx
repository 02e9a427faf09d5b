import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { renderPath } from '../../src/app/prerender.tsx';
import { headerMenu } from '../../src/layout/main-menu.ts';
import { MobileMenu } from '../../src/layout/MobileMenu.tsx';
import { ShellContext } from '../../src/lib/shell-context.tsx';
import type { ShellData } from '../../src/registry/page-data.ts';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { isPublicRoute, pageDataFor, resolveAssets, shellDataFor } from '../../src/registry/resolve.ts';

const checked = checkRegistryFile('pages.json');
if (!checked.ok) throw new Error(checked.errors.join('\n'));
const registry = resolveAssets(checked.registry, (src) => ({ url: `/img/${src}` }));
const shell = shellDataFor(registry, '/data');
// Home and another page, by what they are (the "/" route, any other page route), never by name.
const homePage = registry.routes.find((route) => route.path === '/')!.page!;
const otherPath = registry.routes.find((route) => route.page && !route.redirect && route.path !== '/' && isPublicRoute(route))!.path;
/** The small-screen menu as it renders once opened (the page's HTML holds only its empty panel). */
const openMobileMenu = (shellData: ShellData) =>
  renderToString(
    <ShellContext.Provider value={shellData}>
      <Router ssrPath="/">
        <MobileMenu open onClose={() => {}} onDismiss={() => {}} focusWhenHidden={() => []} />
      </Router>
    </ShellContext.Provider>,
  );
/** A page's section of a type, with the texts the test compares (as pages.json has them, so an author may change them). */
const sectionOf = (pageId: string, type: string) =>
  registry.pages[pageId]!.sections.find((section) => section.type === type) as unknown as { heading: string; text: string; action: { label: string } };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('server rendering of every route', () => {
  for (const route of registry.routes.filter((candidate) => !candidate.redirect)) {
    it(`renders ${route.path}`, async () => {
      const page = route.page ? pageDataFor(registry, route.page) : undefined;
      const html = await renderPath(route.path, shell, page);
      if (isPublicRoute(route)) {
        expect(html).toContain('class="site-header"');
        expect(html).toContain('class="site-footer"');
        expect(html.match(/<h1[\s>]/g), 'exactly one h1').toHaveLength(1);
      }
      if (route.layout === 'bare') expect(html).not.toContain('class="site-header"');
      if (route.protected) expect(html).toContain('role="status"'); // the loader until the browser checks the token
      expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/);
    });
  }

  it('shows the 404 page texts for an unknown path', async () => {
    const html = await renderPath('/no-such-page', shell, pageDataFor(registry, registry.notFoundPage));
    const { heading, text: line, action } = sectionOf(registry.notFoundPage, 'not-found');
    expect(text(html)).toContain(`${heading} ${line} ${action.label}`);
  });

  it('renders the coming-soon placeholder texts', async () => {
    const route = registry.routes.find((candidate) => candidate.page && registry.pages[candidate.page]?.sections.some((section) => section.type === 'coming-soon'))!;
    const html = await renderPath(route.path, shell, pageDataFor(registry, route.page!));
    const { heading, text: line } = sectionOf(route.page!, 'coming-soon');
    expect(text(html)).toContain(`${heading} ${line}`);
  });

  it('puts the header menus in the HTML: every mega-menu group with all its links, and the dropdowns', async () => {
    const raw = await renderPath('/', shell, pageDataFor(registry, homePage));
    const html = text(raw);
    // The header's labels, the mega-menu's groups and the header's call to action, as pages.json has them.
    const header = headerMenu(shell.menus.main);
    const groups = header.flatMap((item) => (item.menuItems?.some((child) => child.menuItems) ? item.menuItems.filter((child) => child.menuItems) : []));
    expect(groups.length).toBeGreaterThan(1);
    for (const label of [...header.map((item) => item.title), ...groups.map((group) => group.title), shell.menus.headerCta.label]) expect(html).toContain(label);
    // Every group's links, not only the first group's: crawlers and pages without script follow them.
    const headerHtml = raw.slice(raw.indexOf('<header'), raw.indexOf('</header>'));
    for (const link of groups.flatMap((group) => group.menuItems!)) expect(headerHtml).toContain(`href="${link.path}"`);
  });

  it('leaves the small-screen menu empty until it opens (only the app opens it)', async () => {
    const html = await renderPath('/', shell, pageDataFor(registry, homePage));
    const panel = /<div id="mobile-menu"[^>]*>(.*?)<\/div>/.exec(html);
    expect(panel?.[1]).toBe('');
  });

  it('shows the one main menu in both the header bar and the small-screen menu', async () => {
    // An author adds one link to one group of the main menu: both menus show it.
    const main = structuredClone(shell.menus.main);
    const group = main.find((item) => item.menuItems?.some((child) => child.menuItems))!.menuItems![0]!;
    group.menuItems!.push({ id: 'added-link', title: 'Added by an author', path: otherPath });
    const html = await renderPath('/', { ...shell, menus: { ...shell.menus, main } }, pageDataFor(registry, homePage));
    const header = html.slice(html.indexOf('<header class="site-header"'), html.indexOf('</header>'));
    const mobile = openMobileMenu({ ...shell, menus: { ...shell.menus, main } });
    expect(header).toContain('Added by an author');
    expect(mobile.slice(0, mobile.indexOf('</nav>'))).toContain('Added by an author');
    // Labels: the header's own where given (headerTitle), the item's title in the small-screen menu.
    for (const item of main) {
      if (item.showIn !== 'mobile') expect(text(header)).toContain(item.headerTitle ?? item.title);
      if (item.showIn !== 'header') expect(text(mobile)).toContain(item.title);
    }
  });

  it('orders the small-screen menu by menus.mobileOrder, unlisted items after in the order of main', async () => {
    const main = structuredClone(shell.menus.main);
    main.push({ id: 'added-item', title: 'Added by an author', path: otherPath });
    const mobileOrder = [...main].reverse().slice(1).map((item) => item.id); // every item but the new one, reversed
    // The top level only: drop each expandable item's nested list, innermost first.
    let mobile = openMobileMenu({ ...shell, menus: { ...shell.menus, main, mobileOrder } });
    for (let before = ''; before !== mobile; ) [before, mobile] = [mobile, mobile.replace(/<div id="mobile-\d+-[^"]*"[^>]*>(?:(?!<div)[\s\S])*?<\/div>/g, '')];
    const positions = [...mobileOrder, 'added-item']
      .map((id) => main.find((item) => item.id === id)!)
      .filter((item) => item.showIn !== 'header')
      .map((item) => text(mobile).indexOf(item.title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('page data', () => {
  it('holds only the page and the shared items it refers to', () => {
    for (const id of Object.keys(registry.pages)) {
      const data = JSON.stringify(pageDataFor(registry, id));
      for (const other of Object.keys(registry.pages)) {
        if (other === id) continue;
        const heading = (registry.pages[other]!.sections[0] as { heading?: string }).heading;
        const own = (registry.pages[id]!.sections[0] as { heading?: string }).heading;
        if (heading && heading !== own && heading.length > 30) expect(data.includes(JSON.stringify(heading)), `${id} carries ${other}'s heading`).toBe(false);
      }
    }
  });

  it('is read from pages.json alone', () => {
    expect(JSON.parse(readFileSync('pages.json', 'utf8')).routes.length).toBe(registry.routes.length);
  });
});
