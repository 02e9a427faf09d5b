// The whole build: registry check, assets, page data, client and prerender bundles, one HTML file
// per route, sitemap, robots.txt, 404 page, precompressed copies, and a size table.
// Run through tsx (npm run build) so it can use the TypeScript registry code directly.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants as zlib, gzip as gzipCallback } from 'node:zlib';
import * as esbuild from 'esbuild';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCompressCallback);
import { checkRegistryFile } from './src/registry/check.ts';
import { isPublicRoute, pageDataFor, resolveAssets, shellDataFor } from './src/registry/resolve.ts';
import { htmlDocument } from './scripts/build/html.ts';
import { firstLoadChunks } from './scripts/build/chunks.ts';
import { printSizeTable } from './scripts/build/report.ts';
import { withBlockCatalogue } from './scripts/build/catalogue.ts';

// Set per build() call; module-level so the small helpers below can read them.
let dev = false;
let quiet = false;
let outDir = 'dist';
let prerenderDir = '.build/prerender';
const log = (line) => quiet || console.log(line);

/** Builds the site; returns false (after printing the registry's errors) when pages.json is invalid. */
export async function build(options = {}) {
  const { dev: isDev = false, quiet: isQuiet = false, outDir: target = process.env.DIST_DIR ?? 'dist' } = options;
  [dev, quiet] = [isDev, isQuiet];
  // Built beside the target and swapped in at the end: a server or a test reading the target
  // never sees a half-written site, and two builds at once never share a folder.
  const unique = `${process.pid}-${Date.now().toString(36)}`;
  outDir = `${target.replace(/\/+$/, '')}.building-${unique}`;
  prerenderDir = `.build/prerender-${unique}`;
  const registryFile = options.registryFile ?? 'pages.json';
  const started = performance.now();
  const checked = checkRegistryFile(registryFile);
  if (!checked.ok) {
    console.error(checked.errors.join('\n'));
    console.error(`\n${registryFile} has ${checked.errors.length} problem(s); the site was not built. Fix them (npm run validate lists them) and build again.`);
    return false;
  }
  mkdirSync(`${outDir}/assets`, { recursive: true });
  try {
    return await buildInto(registryFile, checked.registry, target, started);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(prerenderDir, { recursive: true, force: true });
  }
}

async function buildInto(registryFile, checkedRegistry, target, started) {
  // Development builds add the block catalogue at /dev/blocks; production builds never do.
  const registry = dev ? withBlockCatalogue(checkedRegistry) : checkedRegistry;

  // Images: hashed names (cached forever) and intrinsic sizes (no layout shift).
  const assets = publishImages('src/assets/images', `${outDir}/assets/img`);
  const resolved = resolveAssets(registry, (src) => assets.get(src) ?? { url: `/assets/img/missing/${src}` });

  // One data file per page, so no page ships another page's content. They share one folder named
  // by the hash of them all: the browser derives a page's URL from its id, so the first-load
  // script carries no per-page table however many pages there are.
  const pageData = Object.fromEntries(Object.keys(resolved.pages).map((id) => [id, pageDataFor(resolved, id)]));
  const pageJson = Object.fromEntries(Object.entries(pageData).map(([id, data]) => [id, JSON.stringify(data)]));
  const pageDataBase = `/assets/data/${hash(Object.entries(pageJson).flat().join('\n'))}`;
  for (const [id, json] of Object.entries(pageJson)) write(`${outDir}${pageDataBase}/${id}.json`, json);
  const shell = shellDataFor(resolved, pageDataBase);

  const css = await bundleCss();
  const client = await bundleClient(shell);
  const render = await bundlePrerender();

  const routes = [];
  for (const route of resolved.routes) {
    const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
    if (route.redirect) {
      write(`${outDir}/${file}`, htmlDocument({ title: route.title, redirect: route.redirect, site: resolved.site, path: route.path, css, scripts: [], body: '' }));
      continue;
    }
    const page = route.page ? pageData[route.page] : undefined;
    const body = await render(route.path, shell, page);
    const chunks = firstLoadChunks(client.metafile, outDir, { blocks: page?.sections.map((section) => section.type) ?? [], screen: route.component });
    const html = htmlDocument({
      title: route.title,
      description: page?.description ?? resolved.site.tagline,
      site: resolved.site,
      path: route.path,
      canonicalPath: canonicalPath(resolved.routes, route),
      css,
      scripts: chunks,
      body,
      pageData: page,
      noindex: !isPublicRoute(route),
    });
    write(`${outDir}/${file}`, html);
    routes.push({ path: route.path, file, html, chunks, public: isPublicRoute(route) && canonicalPath(resolved.routes, route) === route.path });
    log(`  prerendered ${route.path}`);
  }

  const notFound = pageData[resolved.notFoundPage];
  const notFoundHtml = htmlDocument({
    title: `Page Not Found | ${resolved.site.name}`,
    description: notFound.description,
    site: resolved.site,
    path: '/404',
    css,
    scripts: firstLoadChunks(client.metafile, outDir, { blocks: notFound.sections.map((section) => section.type) }),
    body: await render('/404', shell, notFound),
    pageData: notFound,
    noindex: true,
  });
  write(`${outDir}/404.html`, notFoundHtml);

  writeSitemap(resolved, routes);
  writeFileSync(`${outDir}/favicon.svg`, readFileSync('src/assets/favicon.svg'));
  const redirects = Object.fromEntries(resolved.routes.filter((route) => route.redirect).map((route) => [route.path, route.redirect]));
  write(`${outDir}/build-manifest.json`, JSON.stringify({ builtAt: new Date().toISOString(), redirects, routes: routes.map(({ path, file, chunks, public: isPublic }) => ({ path, file, chunks, public: isPublic })) }, null, 2));
  if (!dev) await compressTextFiles(outDir);

  if (!quiet) printSizeTable(routes, outDir);
  rmSync(target, { recursive: true, force: true });
  renameSync(outDir, target);
  log(`Built ${routes.length} routes into ${target}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

/**
 * A section index that shows another route's page (/salesforce shows /salesforce/sales-cloud)
 * names that route as canonical, so search engines index the content once.
 */
function canonicalPath(allRoutes, route) {
  if (!route.page || !route.index) return route.path;
  return allRoutes.find((other) => other.page === route.page && !other.index && !other.redirect)?.path ?? route.path;
}

function hash(content) {
  return createHash('sha256').update(content).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}

function write(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

function publishImages(sourceDir, targetDir) {
  const assets = new Map();
  for (const file of filesUnder(sourceDir)) {
    const content = readFileSync(join(sourceDir, file));
    const hashed = file.replace(/(\.[a-z0-9]+)$/, `-${hash(content)}$1`);
    write(join(targetDir, hashed), content);
    assets.set(file, { url: `/${relative(outDir, join(targetDir, hashed))}`, ...imageSize(file, content) });
  }
  return assets;
}

function imageSize(file, content) {
  if (!file.endsWith('.svg')) return {};
  const svg = content.toString('utf8');
  const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]);
  const height = Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1]);
  if (width && height) return { width, height };
  const viewBox = /viewBox="[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)"/.exec(svg);
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : {};
}

/** One stylesheet: tokens and base first, then layout, shared UI, every block and the features. */
async function bundleCss() {
  const groups = ['src/styles/tokens.css', 'src/styles/base.css', ...['src/layout', 'src/ui', 'src/blocks', 'src/features'].flatMap((dir) => (existsSync(dir) ? filesUnder(dir).filter((file) => file.endsWith('.css')).map((file) => join(dir, file)) : []))];
  const entry = ['@import "@fontsource-variable/inter/wght.css";', ...groups.map((file) => `@import "./${file}";`)].join('\n');
  const result = await esbuild.build({
    stdin: { contents: entry, loader: 'css', resolveDir: process.cwd(), sourcefile: 'site.css' },
    bundle: true,
    minify: !dev,
    outdir: `${outDir}/assets`,
    entryNames: 'site-[hash]',
    assetNames: 'fonts/[name]-[hash]',
    loader: { '.woff2': 'file', '.woff': 'file' },
    metafile: true,
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => `/${relative(outDir, file)}`);
  return {
    href: outputs.find((file) => file.endsWith('.css')),
    // The latin subset is what almost every visitor needs; preload it so text renders in Inter at once.
    preloadFonts: outputs.filter((file) => /inter-latin-wght-normal.*\.woff2$/.test(file)),
  };
}

/**
 * wouter imports the use-sync-external-store shim, written for React 17; React 18+ has the hook
 * built in, so the shim's bytes need not ship.
 */
const reactBuiltInStore = {
  name: 'react-built-in-use-sync-external-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: join(process.cwd(), 'src/lib/use-sync-external-store.ts') }));
  },
};

async function bundleClient(shell) {
  const shellPlugin = {
    name: 'registry-shell',
    setup(build) {
      build.onResolve({ filter: /^registry:shell$/ }, () => ({ path: 'shell', namespace: 'registry' }));
      build.onLoad({ filter: /.*/, namespace: 'registry' }, () => ({ contents: JSON.stringify(shell), loader: 'json' }));
    },
  };
  return esbuild.build({
    entryPoints: ['src/app/client.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    outdir: `${outDir}/assets`,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'), __API_ORIGIN__: JSON.stringify(process.env.PUBLIC_API_URL ?? '') },
    loader: { '.css': 'empty' },
    metafile: true,
    plugins: [shellPlugin, reactBuiltInStore],
    logLevel: 'warning',
  });
}

async function bundlePrerender() {
  await esbuild.build({
    entryPoints: ['src/app/prerender.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir: prerenderDir,
    packages: 'external',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'), __API_ORIGIN__: JSON.stringify(process.env.PUBLIC_API_URL ?? '') },
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  });
  // React (external to this bundle) picks its production or development build from NODE_ENV
  // when first loaded: without this, production pages were rendered by React's slower dev build.
  process.env.NODE_ENV ??= dev ? 'development' : 'production';
  const module = await import(pathToFileURL(join(process.cwd(), prerenderDir, 'prerender.js')).href);
  return module.renderPath;
}

function writeSitemap(registry, routes) {
  const base = registry.site.url.replace(/\/$/, '');
  const urls = routes.filter((route) => route.public).map((route) => `  <url><loc>${base}${route.path === '/' ? '/' : route.path}</loc></url>`);
  write(`${outDir}/sitemap.xml`, `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  write(`${outDir}/robots.txt`, `User-agent: *\nDisallow: /dashboard\nDisallow: /login\nDisallow: /reset-password\n\nSitemap: ${base}/sitemap.xml\n`);
}

/** .br and .gz beside every text file, compressed on the thread pool so every core works. */
async function compressTextFiles(dir) {
  const files = filesUnder(dir).filter((file) => /\.(html|js|css|json|svg|xml|txt)$/.test(file));
  const compress = async (file) => {
    const content = await readFile(join(dir, file));
    if (content.length < 256) return;
    const [gz, br] = await Promise.all([
      gzip(content, { level: 9 }),
      brotliCompress(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    ]);
    await Promise.all([writeFile(join(dir, `${file}.gz`), gz), writeFile(join(dir, `${file}.br`), br)]);
  };
  const queue = [...files];
  const worker = async () => {
    while (queue.length) await compress(queue.pop());
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ok = await build({ dev: process.argv.includes('--dev'), quiet: process.argv.includes('--quiet') });
  if (!ok) process.exit(1);
}
