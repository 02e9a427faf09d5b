/**
 * Pages picked from a registry by what they are, never by what they are called today: a route
 * whose page uses a template, holds a block type or a form; and names no content has taken, for
 * tests that add a page, an industry or a block. An author may rename, add or remove any page of
 * pages.json and these still find one of the kind (or say plainly that none is left).
 */
import { existsSync, readFileSync } from 'node:fs';
import { titleFromSlug } from '../../scripts/scaffold/page.ts';

export interface Section {
  type: string;
  id?: string;
  form?: string;
  [field: string]: unknown;
}
export interface Page {
  template?: string;
  description?: string;
  sections: Section[];
}
export interface Route {
  id?: string;
  path: string;
  title?: string;
  page?: string;
  component?: string;
  redirect?: string;
  protected?: boolean;
  layout?: string;
  sitemap?: boolean;
}
/** The registry as JSON (a test may edit it): the parts these helpers read, the rest left loose. */
export interface Registry {
  routes: Route[];
  pages: Record<string, Page>;
  shared: Record<string, Record<string, any>>;
  menus: Record<string, any>;
  [part: string]: any;
}
export type PageRoute = Route & { page: string };

/** pages.json (or another registry file) as editable data. */
export const readRegistry = (file = 'pages.json'): Registry => JSON.parse(readFileSync(file, 'utf8'));

export interface Kind {
  /** The page's "template" (service, industry, legal, …). */
  template?: string;
  /** A block type the page holds. */
  block?: string;
  /** A form block of this kind (contact-us, get-started, careers). */
  form?: string;
  /** Anything else the test needs of the page. */
  where?: (page: Page, route: PageRoute) => boolean;
}

/** Routes that show a registry page to visitors (no redirect, not the staff area), in file order, of the kind asked. */
export function routesWith(kind: Kind, registry: Registry = readRegistry()): PageRoute[] {
  return registry.routes.filter((route): route is PageRoute => {
    const page = route.page && !route.redirect && !route.protected ? registry.pages[route.page] : undefined;
    if (!page) return false;
    if (kind.template && page.template !== kind.template) return false;
    if (kind.block && !page.sections.some((section) => section.type === kind.block)) return false;
    if (kind.form && !page.sections.some((section) => section.type === 'form' && section.form === kind.form)) return false;
    return !kind.where || kind.where(page, route as PageRoute);
  });
}

const describeKind = (kind: Kind) =>
  [kind.template && `template "${kind.template}"`, kind.block && `a "${kind.block}" block`, kind.form && `a "${kind.form}" form`, kind.where && 'the shape this test needs']
    .filter(Boolean)
    .join(' and ');

/** The first route of the kind; a registry with none says so (the test needs one, not a particular one). */
export function routeWith(kind: Kind, registry: Registry = readRegistry()): PageRoute {
  const route = routesWith(kind, registry)[0];
  if (!route) throw new Error(`pages.json has no page with ${describeKind(kind) || 'a route'}, which this test needs`);
  return route;
}

/** Every visitor route whose page uses the template (e.g. "industry", "service"). */
export const routesOfTemplate = (template: string, registry: Registry = readRegistry()) => routesWith({ template }, registry);

/** The route's page: its id and its data. */
export const pageOf = (route: PageRoute, registry: Registry) => ({ id: route.page, page: registry.pages[route.page]! });

/** Indexes of the sections of a page with this type. */
export const sectionIndexes = (page: Page, type: string) => page.sections.flatMap((section, index) => (section.type === type ? [index] : []));

/**
 * A lower-case, hyphenated name that appears nowhere in the registry (no route, page id, shared
 * id, text or link contains it): `base`, else `base-2`, `base-3`… A test that adds a page or an
 * industry under it never meets an author's page of that name.
 */
export function freeName(registry: Registry, base: string): string {
  const text = JSON.stringify(registry);
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!text.includes(name)) return name;
  }
}

/**
 * Today's pages.json with one page of the test's own added, under a name no content uses
 * (freeName) and left out of the sitemap: the copy to build, and the page's path.
 */
export function withTestPage(base: string, title: string, page: Page): { registry: Registry; path: string } {
  const registry = readRegistry();
  const id = freeName(registry, base);
  registry.pages[id] = page;
  registry.routes.push({ id, path: `/${id}`, title, page: id, sitemap: false });
  return { registry, path: `/${id}` };
}

/** A block type name (letters and hyphens) no block folder and no page uses, for tests that scaffold a block: `base`, else `base-b`, `base-c`… */
export function freeBlockType(base: string, registryText = readFileSync('pages.json', 'utf8')): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n.toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
    if (!existsSync(`src/blocks/${name}`) && !registryText.includes(`"${name}"`)) return name;
  }
}

/** "fixture-sector" as a title: "Fixture Sector". */
export const titleOf = titleFromSlug;
