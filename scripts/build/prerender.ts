import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import type { PageData, ShellData } from '../../src/registry/page-data.ts';
import { isPublicRoute } from '../../src/registry/resolve.ts';
import type { Stylesheets } from './css.ts';
import { canonicalPath } from './canonical.ts';
import { firstLoadChunks } from './chunks.ts';
import type { BuildContext } from './context.ts';
import { write } from './files.ts';
import { htmlDocument } from './html.ts';
import type { SiteData } from './page-data.ts';

export interface BuiltRoute {
  path: string;
  /** The HTML file, relative to the site's folder. */
  file: string;
  html: string;
  /** Every script the page loads before it is idle, as URLs. */
  chunks: string[];
  /** Indexed and listed in the sitemap. */
  public: boolean;
}

type RenderPath = (path: string, shell: ShellData, page?: PageData) => Promise<string>;

/** One HTML file per route (redirects get a small page with a refresh), then 404.html; returns the rendered routes. */
export async function prerenderRoutes(context: BuildContext, site: SiteData, css: Stylesheets, metafile: Metafile, bundlePath: string): Promise<BuiltRoute[]> {
  // React (external to the bundle) picks its production or development build from NODE_ENV
  // when first loaded: without this, production pages were rendered by React's slower dev build.
  process.env.NODE_ENV ??= context.mode;
  const { renderPath } = (await import(pathToFileURL(bundlePath).href)) as { renderPath: RenderPath };
  const { registry, pages, shell } = site;
  const routes: BuiltRoute[] = [];
  for (const route of registry.routes) {
    const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
    if (route.redirect) {
      write(`${context.outDir}/${file}`, htmlDocument({ title: route.title, redirect: route.redirect, site: registry.site, path: route.path, css: '', scripts: [], body: '' }));
      continue;
    }
    const page = route.page ? pages[route.page] : undefined;
    const needs = { blocks: page?.sections.map((section) => section.type) ?? [], screen: route.component };
    const chunks = firstLoadChunks(metafile, context.outDir, needs);
    const canonical = canonicalPath(registry.routes, route);
    const html = htmlDocument({
      title: route.title,
      description: page?.description ?? registry.site.tagline,
      site: registry.site,
      path: route.path,
      canonicalPath: canonical,
      css: css.forPage(needs),
      stylesheet: css.url,
      scripts: chunks,
      body: await renderPath(route.path, shell, page),
      pageData: page,
      noindex: !isPublicRoute(route),
    });
    write(`${context.outDir}/${file}`, html);
    routes.push({ path: route.path, file, html, chunks, public: isPublicRoute(route) && canonical === route.path });
    context.log(`  prerendered ${route.path}`);
  }

  const notFound = pages[registry.notFoundPage]!;
  const notFoundNeeds = { blocks: notFound.sections.map((section) => section.type) };
  write(
    `${context.outDir}/404.html`,
    htmlDocument({
      title: `Page Not Found | ${registry.site.name}`,
      description: notFound.description,
      site: registry.site,
      path: '/404',
      css: css.forPage(notFoundNeeds),
      stylesheet: css.url,
      scripts: firstLoadChunks(metafile, context.outDir, notFoundNeeds),
      body: await renderPath('/404', shell, notFound),
      pageData: notFound,
      noindex: true,
    }),
  );
  return routes;
}
