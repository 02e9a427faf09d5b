import type { InsightEntry } from '../../src/registry/insights-data.ts';
import type { Registry } from '../../src/registry/schema.ts';
import type { BuildContext } from './context.ts';
import { write } from './files.ts';
import type { BuiltRoute } from './prerender.ts';

/** sitemap.xml lists every public route; robots.txt is derived from the routes too. */
export function writeSitemapAndRobots(context: BuildContext, registry: Registry, routes: BuiltRoute[], insights: InsightEntry[] = []): void {
  const base = registry.site.url.replace(/\/$/, '');
  // An article or case study says when it last changed, so crawlers come back for what is new.
  const changed = new Map(insights.map((entry) => [entry.path, entry.updated ?? entry.date]));
  const urls = routes.filter((route) => route.public).map((route) => `  <url><loc>${base}${route.path}</loc>${changed.has(route.path) ? `<lastmod>${changed.get(route.path)}</lastmod>` : ''}</url>`);
  write(`${context.outDir}/sitemap.xml`, `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  write(`${context.outDir}/robots.txt`, robotsTxt(registry.routes, base));
}

/**
 * Crawlers are kept out of code screens (sign-in, password reset) and signed-in routes: they have
 * nothing to index. Content pages left out of the sitemap are not disallowed here: they carry a
 * noindex tag, which a crawler only sees when it may fetch the page. A route under a disallowed
 * path needs no line of its own.
 */
export function robotsTxt(routes: Registry['routes'], base: string): string {
  const closed = routes
    .filter((route) => !route.redirect && (route.protected || route.component))
    .map((route) => route.path)
    .sort();
  const covered = (path: string, by: string) => path === by || path.startsWith(by === '/' ? '/' : `${by}/`);
  const disallowed = closed.filter((path, index) => !closed.slice(0, index).some((earlier) => covered(path, earlier)));
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
