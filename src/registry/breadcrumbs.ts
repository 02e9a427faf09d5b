import { canonicalPath } from './canonical.ts';
import type { Registry, Route } from './schema.ts';

/** One step of a breadcrumb trail: a page's short name and the address to link. */
export interface Crumb {
  name: string;
  path: string;
}

/** A route's title without the site's name after it: "Data Governance | Northbeam Consulting" → "Data Governance". */
export const pageName = (title: string, siteName: string) => title.replace(new RegExp(`\\s*\\|\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '') || title;

/**
 * Where a page sits below home, for its visible breadcrumbs and its BreadcrumbList: home, each
 * section above it that has a route (named by its title, linked where its content is: a redirect's
 * target, an index's canonical page), and the page itself. Empty for home and top-level pages,
 * whose place needs no trail. A section whose link would be the page itself is left out.
 */
export function breadcrumbTrail(registry: Pick<Registry, 'routes' | 'site' | 'menus'>, path: string): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const route = registry.routes.find((candidate) => candidate.path === path);
  if (segments.length < 2 || !route) return [];
  const here = canonicalPath(registry.routes, route);
  const name = (of: Route) => pageName(of.title, registry.site.name);
  const home = registry.menus.main.find((item) => item.path === '/')?.title ?? 'Home';
  const trail: Crumb[] = [{ name: home, path: '/' }];
  for (let depth = 1; depth < segments.length; depth++) {
    const section = registry.routes.find((candidate) => candidate.path === `/${segments.slice(0, depth).join('/')}`);
    if (!section) continue;
    const target = section.redirect ?? canonicalPath(registry.routes, section);
    if (target !== here) trail.push({ name: name(section), path: target });
  }
  trail.push({ name: name(route), path: here });
  return trail;
}
