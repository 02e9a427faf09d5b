import type { FormOptions } from '../registry/form-options.ts';
import type { MenuItem, Page, Registry, Route, Shared } from '../registry/schema.ts';

/*
 * What the browser receives, derived by the build from the registry (types only: no zod reaches
 * the browser). Images arrive resolved: hashed URL plus intrinsic width and height.
 */

export interface ShellData {
  site: Omit<Registry['site'], 'offices' | 'serviceOptions'> & { offices: Shared['offices'][string][] };
  menus: Registry['menus'];
  routes: ShellRoute[];
  notFoundPage: string;
  /** URL of each page's data file, by page id: one file per page, so no page ships another's content. */
  pageData: Record<string, string>;
  forms: FormOptions;
}

export type ShellRoute = Pick<Route, 'id' | 'path' | 'title' | 'page' | 'component' | 'redirect' | 'protected'> & { layout: 'site' | 'bare' };

export interface PageData {
  id: string;
  description: Page['description'];
  sections: Page['sections'];
  /** Only the shared items this page refers to. */
  shared: Partial<{ [K in keyof Shared]: Shared[K] }>;
}

export type { MenuItem };
