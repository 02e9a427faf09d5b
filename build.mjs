// @ts-check
// The whole build, as its list of steps; each step is a typed module under scripts/build/ and
// reads one context object (no module-level state). Run through tsx (npm run build) so it can
// use the TypeScript registry code directly; `node build.mjs` needs tsx too.
import { pathToFileURL } from 'node:url';
import { checkRegistryFile } from './src/registry/check.ts';
import { withBlockCatalogue } from './scripts/build/catalogue.ts';
import { cleanUp, createContext, prepareFolders } from './scripts/build/context.ts';
import { publishImages } from './scripts/build/images.ts';
import { publishPortraits } from './scripts/build/people.ts';
import { writePageData } from './scripts/build/page-data.ts';
import { bundleBootLoader, bundleClient, bundlePrerender } from './scripts/build/bundles.ts';
import { bundleCss } from './scripts/build/css.ts';
import { publishFonts } from './scripts/build/fonts.ts';
import { publishPrintStylesheet } from './scripts/build/print.ts';
import { prerenderRoutes } from './scripts/build/prerender.ts';
import { writeSitemapAndRobots } from './scripts/build/sitemap.ts';
import { writeFeed } from './scripts/build/feed.ts';
import { withInsightIndexes } from './src/registry/insights.ts';
import { compressTextFiles } from './scripts/build/compress.ts';
import { copyFavicon, publish, writeManifest } from './scripts/build/manifest.ts';
import { firstLoadJsSizer, printSizeTable } from './scripts/build/report.ts';
import { scriptBudgetProblems } from './scripts/build/budgets.ts';
import { stableHtmlSizes } from './scripts/build/html-size.ts';
import { BuildProblems } from './scripts/build/problems.ts';
import { writeSiteIcons } from './scripts/build/site-icons.ts';
import { socialCardTexts } from './scripts/build/social-card-texts.ts';
import { writeSocialCards } from './scripts/build/social-cards.ts';

/**
 * Builds the site; returns false (after printing the errors) when pages.json is invalid or a page
 * would load more script than its budget (scripts/build/budgets.ts).
 * @param {import('./scripts/build/context.ts').BuildOptions} [options]
 * @returns {Promise<boolean>}
 */
export async function build(options = {}) {
  const context = createContext(options);
  // Development builds preview "TODO: …" texts left by npm run new; a build that publishes refuses them.
  const checked = checkRegistryFile(context.registryFile, { publishing: !context.dev });
  if (!checked.ok) {
    console.error(checked.errors.join('\n'));
    console.error(`\n${context.registryFile} has ${checked.errors.length} problem(s); the site was not built. Fix them (npm run validate lists them) and build again.`);
    return false;
  }
  try {
    prepareFolders(context);
    // Development builds add the block catalogue at /dev/blocks; production builds never do.
    const images = await publishImages(context);
    // The insights hub's filter pages and further pages are derived from the articles' tags (src/registry/insights.ts).
    const authored = withInsightIndexes(checked.registry);
    const registry = publishPortraits(context, context.dev ? withBlockCatalogue(authored) : authored, images);
    const site = writePageData(context, registry, images);
    // Drawn while the bundles build: they need only the registry (most come from the cache).
    const cards = writeSocialCards(context, registry.site, socialCardTexts(registry, site.pages));
    cards.catch(() => {}); // awaited below; this only keeps an earlier failure from leaving it unhandled
    const css = await bundleCss(context, await publishFonts(context, registry));
    css.printUrl = await publishPrintStylesheet(context, registry.site.url);
    const client = await bundleClient(context);
    const loader = await bundleBootLoader(context);
    const prerenderBundle = await bundlePrerender(context);
    const routes = await prerenderRoutes(context, site, css, client, loader, prerenderBundle, await cards);
    const firstLoadJs = firstLoadJsSizer(context.outDir);
    const overBudget = context.dev ? [] : scriptBudgetProblems(context, site.registry, routes, firstLoadJs);
    if (overBudget.length) {
      console.error(overBudget.join('\n'));
      console.error(`\n${overBudget.length} page(s) over their script budget; the site was not built.`);
      return false;
    }
    if (context.checkOnly) return true; // the staging folder goes in cleanUp below
    writeSitemapAndRobots(context, site.registry, routes, site.insights.entries);
    writeFeed(context, site.registry, site.insights);
    copyFavicon(context);
    await writeSiteIcons(context);
    writeManifest(context, site.registry, routes, loader);
    await compressTextFiles(context, routes.length);
    if (!context.quiet) printSizeTable(routes, context.outDir, firstLoadJs, context.dev ? undefined : await stableHtmlSizes(routes));
    publish(context);
    context.log(`Built ${routes.length} routes into ${context.target}/ in ${((performance.now() - context.started) / 1000).toFixed(1)} s.`);
    return true;
  } catch (error) {
    if (!(error instanceof BuildProblems)) throw error;
    console.error(error.message);
    console.error(`\n${error.problems.length} problem(s); the site was not built.`);
    return false;
  } finally {
    cleanUp(context);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ok = await build({ dev: process.argv.includes('--dev'), quiet: process.argv.includes('--quiet') });
  if (!ok) process.exit(1);
}
