import type { PageData, ShellData } from './page-data.ts';
import { formOptionsFrom } from './form-options.ts';
import { breadcrumbTrail } from './breadcrumbs.ts';
import { KIND, SHARED, SHARED_ALL } from './fields.ts';
import { registrySchema, type Registry } from './schema.ts';
import { walk } from './walk.ts';
import { blocks } from '../blocks/index.ts';
import { DEFAULT_TEMPLATE, pageTemplates } from './templates.ts';
import type { InlineSvg } from './resolved.ts';

export interface ResolvedAsset {
  url: string;
  width?: number;
  height?: number;
  /** The image's markup, offered for small SVGs. */
  inline?: InlineSvg;
}

/**
 * Images on screen at once: a page's first section (its hero, most often its largest element) and
 * the site's logo (in the header).
 */
const isAboveTheFold = (path: (string | number)[]) => (path[0] === 'pages' && path[2] === 'sections' && path[3] === 0) || (path[0] === 'site' && path[1] === 'logo');

/**
 * A copy of the registry with every image's `src` replaced by its published URL, and its intrinsic
 * width and height added, so no image shifts the layout as it loads. A small SVG above the fold also
 * carries its markup, and is drawn as an <svg> element in the page: a separate request for it would
 * hold back the first paint by round trips on a slow link, and even an <img> of a data: URI costs
 * the browser a whole SVG document on the main thread before the page can paint.
 */
export function resolveAssets(registry: Registry, asset: (src: string) => ResolvedAsset): Registry {
  const copy = structuredClone(registry);
  walk(registrySchema, registry, (meta, value, path) => {
    if (meta[KIND] !== 'asset' || typeof value !== 'string') return;
    const image = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as { src: string };
    const resolved = asset(value);
    image.src = resolved.url;
    if (resolved.width && resolved.height) Object.assign(image, { width: resolved.width, height: resolved.height });
    if (isAboveTheFold(path) && resolved.inline) Object.assign(image, { svg: resolved.inline });
  });
  return copy;
}

/** One page's data: its sections plus only the shared items it refers to (or lists in full). */
export function pageDataFor(registry: Registry, id: string): PageData {
  const page = registry.pages[id];
  if (!page) throw new Error(`No page "${id}"`);
  const shared: Record<string, Record<string, unknown>> = {};
  walk(registrySchema.shape.pages.valueType, page, (meta, value) => {
    const all = meta[SHARED_ALL];
    if (typeof all === 'string') shared[all] = { ...(registry.shared as Record<string, Record<string, unknown>>)[all] };
    const kind = meta[SHARED];
    if (typeof kind !== 'string' || typeof value !== 'string') return;
    const item = (registry.shared as Record<string, Record<string, unknown>>)[kind]?.[value];
    (shared[kind] ??= {})[value] = item;
  });
  const routes = registry.routes.filter((route) => route.page === id);
  const main = routes.find((route) => !route.index) ?? routes[0];
  const breadcrumbs = main ? breadcrumbTrail(registry, main.path) : [];
  const template = page.template ?? DEFAULT_TEMPLATE;
  return {
    id,
    template,
    look: pageTemplates[template].look,
    title: main?.title ?? registry.site.name,
    description: page.description,
    sections: page.sections,
    shared,
    ...(breadcrumbs.length ? { breadcrumbs } : {}),
  };
}

/** What every screen needs: site facts, menus, the route table and where each page's data lives. */
export function shellDataFor(registry: Registry, pageDataBase: string): ShellData {
  const { offices, serviceOptions: _serviceOptions, ...site } = registry.site;
  return {
    site: { ...site, offices: offices.map((id) => registry.shared.offices[id]!) },
    // A footer column that lists a main-menu item's links gets them here, once, for every page.
    menus: { ...registry.menus, footer: registry.menus.footer.map(({ title, items, menu }) => ({ title, items: items ?? registry.menus.main.find((item) => item.id === menu)?.menuItems ?? [] })) },
    // Absent fields are left out of the JSON: this table costs bytes in every first load.
    routes: registry.routes.map(({ path, title, page, component, redirect, protected: isProtected, layout }) => ({
      path,
      page,
      component,
      redirect,
      protected: isProtected,
      layout: layout === 'bare' ? layout : undefined,
      title: component ? title : undefined,
    })),
    notFoundPage: registry.notFoundPage,
    pageDataBase,
    forms: formOptionsFrom(registry),
    staticBlocks: blocks.filter((block) => block.static).map((block) => block.type),
  };
}

/** Routes whose HTML is prerendered with content and listed in the sitemap. */
export const isPublicRoute = (route: Registry['routes'][number]) => Boolean(route.page) && route.sitemap !== false && !route.protected;
