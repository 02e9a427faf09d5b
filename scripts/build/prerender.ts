import type { Metafile } from 'esbuild';
import { interactiveTypes, pageDataUrl } from '../../src/registry/page-data.ts';
import { isPublicRoute } from '../../src/registry/resolve.ts';
import type { BootLoader } from './bundles.ts';
import type { Stylesheets } from './css.ts';
import { pageName } from '../../src/registry/breadcrumbs.ts';
import { canonicalPath } from '../../src/registry/canonical.ts';
import { firstLoad } from './chunks.ts';
import type { BuildContext } from './context.ts';
import { write } from './files.ts';
import { htmlDocument } from './html.ts';
import { renderPages } from './render-pool.ts';
import { SITE_CARD } from './social-card-texts.ts';
import { structuredData } from './structured-data.ts';
import { FEED_FILE } from './insights.ts';
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

/**
 * Blocks that begin inside a phone's first screen when they follow the hero: the insights hub's
 * list opens under a short hero, and without its rules at the first paint its filters moved when
 * the stylesheet came (a layout shift of 0.015 on /insights).
 */
const BEGIN_UNDER_THE_HERO = new Set(['insights-index']);

/** The blocks a page shows in its first screen: its first, its form where the page's look puts the form beside it, and one of those above. */
const firstScreenBlocks = (page: { sections: { type: string }[]; look: string }) => [
  page.sections[0]!.type,
  ...(page.look === 'form' ? ['form'] : []),
  ...(page.sections[1] && BEGIN_UNDER_THE_HERO.has(page.sections[1].type) ? [page.sections[1].type] : []),
];

/** One HTML file per route (redirects get a small page with a refresh), then 404.html; returns the rendered routes. */
export async function prerenderRoutes(context: BuildContext, site: SiteData, css: Stylesheets, metafile: Metafile, loader: BootLoader, bundlePath: string, cards: Map<string, string>): Promise<BuiltRoute[]> {
  const { registry, pages, shell } = site;
  // Each page's social card, and what it shows (the site's card for pages that are not the registry's).
  const imageFor = (path: string, title = registry.site.tagline) => ({ src: cards.get(path) ?? cards.get(SITE_CARD)!, alt: `${registry.site.name}: ${title}` });
  const rendered = registry.routes.filter((route) => !route.redirect);
  const hub = site.insights.hubPath;
  const feed = hub !== undefined ? { path: `${hub === '/' ? '' : hub}/${FEED_FILE}`, title: `${registry.site.name} insights` } : undefined;
  const notFound = pages[registry.notFoundPage]!;
  // React's production build renders the HTML in development builds too: the markup is the same,
  // and its development build (whose checks the browser's development build runs anyway, on
  // hydration) rendered a development rebuild's pages 1.5x slower alone and 3x on a busy machine.
  const bodies = await renderPages(bundlePath, 'production', shell, [
    ...rendered.map((route) => ({ path: route.path, page: route.page ? pages[route.page] : undefined })),
    { path: '/404', page: notFound },
  ]);

  for (const route of registry.routes.filter((candidate) => candidate.redirect)) {
    write(`${context.outDir}/${htmlFile(route.path)}`, htmlDocument({ title: route.title, redirect: route.redirect, site: registry.site, path: route.path, css: '', scripts: [], body: '', image: imageFor(route.path) }));
  }
  const routes: BuiltRoute[] = rendered.map((route, index) => {
    const file = htmlFile(route.path);
    const page = route.page ? pages[route.page] : undefined;
    const needs = { blocks: page?.sections.map((section) => section.type) ?? [], screen: route.component };
    // The page's styles follow every block it shows; its scripts only the blocks with code of
    // their own (static ones keep their prerendered HTML: src/renderer/static-blocks.ts).
    const { sources } = firstLoad(metafile, context.outDir, needs);
    const { chunks } = firstLoad(metafile, context.outDir, { ...needs, blocks: page ? interactiveTypes(page, shell.staticBlocks) : [] });
    const canonical = canonicalPath(registry.routes, route);
    const html = htmlDocument({
      title: route.title,
      description: page?.description ?? registry.site.tagline,
      site: registry.site,
      path: route.path,
      canonicalPath: canonical,
      css: css.forPage({ ...needs, look: page?.look, sources: page?.breadcrumbs ? sources : withoutModule(sources, BREADCRUMBS), firstScreen: page && firstScreenBlocks(page) }),
      stylesheet: css.url,
      print: css.printUrl,
      shell: site.shellUrl,
      scripts: chunks,
      loader: loader.code,
      body: bodies[index]!,
      pageDataUrl: page && pageDataUrl(shell.pageDataBase, page.id),
      noindex: !isPublicRoute(route),
      image: imageFor(route.path, page && pageName(page.title, registry.site.name)),
      structuredData: structuredData(registry, route.path, route.page, page?.breadcrumbs),
      // Where the feed's own pages are (the hub, an article), the page names it.
      feed: feed && (route.path.startsWith(`${site.insights.hubPath}/`) || route.path === site.insights.hubPath) ? feed : undefined,
    });
    write(`${context.outDir}/${file}`, html);
    context.log(`  prerendered ${route.path}`);
    return { path: route.path, file, html, chunks, public: isPublicRoute(route) && canonical === route.path };
  });

  const notFoundNeeds = { blocks: notFound.sections.map((section) => section.type) };
  const notFoundLoad = { sources: firstLoad(metafile, context.outDir, notFoundNeeds).sources, chunks: firstLoad(metafile, context.outDir, { blocks: interactiveTypes(notFound, shell.staticBlocks) }).chunks };
  write(
    `${context.outDir}/404.html`,
    htmlDocument({
      title: `Page Not Found | ${registry.site.name}`,
      description: notFound.description,
      site: registry.site,
      path: '/404',
      css: css.forPage({ ...notFoundNeeds, look: notFound.look, sources: withoutModule(notFoundLoad.sources, BREADCRUMBS), firstScreen: firstScreenBlocks(notFound) }),
      stylesheet: css.url,
      print: css.printUrl,
      shell: site.shellUrl,
      scripts: notFoundLoad.chunks,
      loader: loader.code,
      body: bodies.at(-1)!,
      pageDataUrl: pageDataUrl(shell.pageDataBase, notFound.id),
      noindex: true,
      notFound: true,
      image: imageFor('/404'),
    }),
  );
  return routes;
}

/** Every page's app code holds the breadcrumbs, but only nested pages show them: the others leave out their styles (140 bytes of brotli). */
const BREADCRUMBS = 'src/layout/Breadcrumbs.tsx';
const withoutModule = (sources: Set<string>, module: string) => new Set([...sources].filter((source) => source !== module));

const htmlFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
