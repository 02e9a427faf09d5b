import type { Crumb } from './breadcrumbs.ts';
import type { FormOptions } from './form-options.ts';
import type { Resolved } from './resolved.ts';
import type { MainMenuItem, MenuItem, Page, Registry, Route, Shared } from './schema.ts';
import type { Look, TemplateName } from './templates.ts';

/*
 * What the browser receives, derived by the build from the registry (types and one URL helper:
 * no zod reaches the browser). Images arrive resolved: hashed URL plus intrinsic width and height.
 */

export interface ShellData {
  site: Omit<Registry['site'], 'offices' | 'serviceOptions'> & { offices: Shared['offices'][string][] };
  /** The menus, with every footer column's links (a column may list a main-menu item's: resolve.ts). */
  menus: Omit<Registry['menus'], 'footer'> & { footer: { title: string; items: MenuItem[] }[] };
  routes: ShellRoute[];
  notFoundPage: string;
  /** Folder of the pages' data files (see pageDataUrl): one file per page, so no page ships another's content. */
  pageDataBase: string;
  forms: FormOptions;
  /** Block types whose prerendered HTML the app keeps on the page a visit lands on, without their code (src/renderer/static-blocks.ts). */
  staticBlocks: string[];
}

/** Where a page's data file lives: the build writes it there, the loader preloads it, the app fetches it. */
export const pageDataUrl = (pageDataBase: string, pageId: string) => `${pageDataBase}/${pageId}.json`;

/**
 * Only what routing needs, since this table is in every page's first-load script: a page
 * route's title travels with its page data; code screens (a handful) keep theirs here.
 */
export type ShellRoute = Pick<Route, 'path' | 'page' | 'component' | 'redirect' | 'protected' | 'layout'> & { title?: string };

export interface PageData {
  id: string;
  /** The page's template (src/registry/templates.ts) and how it looks and is laid out. */
  template: TemplateName;
  look: Look;
  /** The browser tab's title (that of the page's canonical route). */
  title: string;
  description: Page['description'];
  sections: Resolved<Page['sections']>;
  /** Only the shared items this page refers to. */
  shared: Partial<{ [K in keyof Shared]: Resolved<Shared[K]> }>;
  /** Home, the sections above the page and the page itself (src/registry/breadcrumbs.ts); absent on top-level pages. */
  breadcrumbs?: Crumb[];
}

export type { MainMenuItem, MenuItem };

/**
 * The block types of a page a visit lands on whose code hydration needs: every block but the static
 * ones, whose prerendered HTML the app keeps (src/renderer/static-blocks.ts). The build counts the
 * same for the page's first-load script.
 */
export const interactiveTypes = (page: Pick<PageData, 'sections'>, staticBlocks: readonly string[]) => page.sections.map((section) => section.type).filter((type) => !staticBlocks.includes(type));
