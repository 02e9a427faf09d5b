/**
 * What pages.json holds today, for tests that act like a visitor: they name menu labels, links
 * and pages from the registry instead of copying an author's words, so an author's valid edit to
 * a label, a link or a page never fails a test. The structure they rely on (a mega-menu, a
 * dropdown, a plain link) is what the spec's header has; a registry without one says so plainly.
 */
import { readFileSync } from 'node:fs';
import { headerMenu, mobileMenu } from '../../src/layout/main-menu.ts';
import type { MainMenuItem, MenuItem } from '../../src/registry/page-data.ts';

interface Route {
  path: string;
  page?: string;
  component?: string;
  redirect?: string;
  layout?: string;
  protected?: boolean;
}

export const registry = JSON.parse(readFileSync('pages.json', 'utf8')) as {
  site: { offices: unknown[] };
  shared: { positions: Record<string, { title: string }> };
  menus: { main: MainMenuItem[]; mobileOrder?: string[] };
  routes: Route[];
  notFoundPage: string;
  pages: Record<string, { sections: { type: string; heading?: string; text?: string; action?: { label: string }; positions?: string[] }[] }>;
};

/** Routes that show a page of the registry to visitors (no redirect, not the staff area). */
export const pageRoutes = registry.routes.filter((route) => !route.redirect && !route.protected);
/** Paths a link can point at and stay there (pages and code screens; a redirect moves on). */
const landingPaths = new Set(registry.routes.filter((route) => !route.redirect).map((route) => route.path));

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`pages.json has no ${what}, which this test needs`);
  return value;
}

const hasGroups = (item: MenuItem) => item.menuItems?.some((child) => child.menuItems?.length) ?? false;
/** An item's first link to a path that does not redirect (so the address after a click is that path). */
export const firstLink = (items: MenuItem[] | undefined, what: string): MenuItem & { path: string } =>
  required(items?.find((item): item is MenuItem & { path: string } => !!item.path && landingPaths.has(item.path)), what);

/** An item's last link to a path that does not redirect (low in its list, for the pointer to aim at). */
export const lastLink = (items: MenuItem[] | undefined, what: string): MenuItem & { path: string } => firstLink(items?.toReversed(), what);

/** The header bar's items, with the labels the header shows. */
export const header = headerMenu(registry.menus.main);
/** The mega-menu: a header item whose sub-items are groups of links. */
export const megaMenu = required(header.find(hasGroups), 'mega-menu (a main menu item with groups of links)');
/** Its groups (a plain link beside them, such as "All services", is not one). */
export const megaGroups = megaMenu.menuItems!.filter((item) => item.menuItems?.length);
/** A dropdown: a header item with a plain list of links. */
export const dropdown = required(header.find((item) => !!item.menuItems?.length && !hasGroups(item)), 'dropdown (a main menu item with a list of links)');
/** A plain link of the header bar to a page other than home. */
export const headerLink = firstLink(
  header.filter((item) => !item.menuItems && item.path !== '/'),
  'plain link to a page in the header',
);

/** The small-screen menu's items, with their own titles ("Services"), in its order. */
export const mobile = mobileMenu(registry.menus.main, registry.menus.mobileOrder);
export const mobileGroupsItem = required(mobile.find(hasGroups), 'small-screen menu item with groups of links');
export const mobileListItem = required(mobile.find((item) => !!item.menuItems?.length && !hasGroups(item)), 'small-screen menu item with a list of links');
export const mobileLink = firstLink(
  mobile.filter((item) => !item.menuItems && item.path !== '/'),
  'plain link to a page in the small-screen menu',
);

/** The page the route shows (its id in `pages`), for tests that hold or watch its data file. */
export const pageIdOf = (path: string) => required(registry.routes.find((route) => route.path === path)?.page, `page at ${path}`);

/** The page listing open positions (/careers today) and the titles of the roles it shows, in order. */
const positionsRoute = required(
  pageRoutes.find((route) => route.page && registry.pages[route.page]?.sections.some((section) => section.type === 'open-positions')),
  'route whose page has an open-positions section',
);
export const openPositions = {
  path: positionsRoute.path,
  titles: registry.pages[positionsRoute.page!]!.sections.find((section) => section.type === 'open-positions')!.positions!.map((id) => registry.shared.positions[id]!.title),
};

/** The 404 page's texts. */
export const notFound = required(
  registry.pages[registry.notFoundPage]?.sections.find((section) => section.type === 'not-found'),
  'not-found section on the notFoundPage',
);

/** A route showing the placeholder (coming-soon) screen, and its texts. */
export const comingSoon = (() => {
  const route = required(
    pageRoutes.find((candidate) => candidate.page && registry.pages[candidate.page]?.sections.some((section) => section.type === 'coming-soon')),
    'page with a coming-soon section',
  );
  return { path: route.path, section: registry.pages[route.page!]!.sections.find((section) => section.type === 'coming-soon')! };
})();

/** Each visitor form's page: the first route whose page holds a form block of that kind, and the block's section id. */
export function formPage(kind: 'contact-us' | 'get-started' | 'careers'): { path: string; sectionId?: string } {
  for (const route of pageRoutes) {
    const section = route.page ? registry.pages[route.page]?.sections.find((each) => each.type === 'form' && (each as { form?: string }).form === kind) : undefined;
    if (section) return { path: route.path, sectionId: (section as { id?: string }).id };
  }
  throw new Error(`pages.json has no page with a ${kind} form block, which this test needs`);
}
