import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPT_BUDGET } from '../../scripts/build/budgets.ts';
import { firstLoadJsGzip, kb } from '../../scripts/build/report.ts';
import { comingSoon } from '../helpers/registry-content.ts';
import { withInsightIndexes } from '../../src/registry/insights.ts';
import type { Registry } from '../../src/registry/schema.ts';
import { builtManifest } from '../helpers/built-manifest.ts';

// The global setup's production build.
const dist = '.test-dist';
const manifest = builtManifest(dist);
const registry = JSON.parse(readFileSync('pages.json', 'utf8'));
const html = (path: string) => readFileSync(join(dist, manifest.routes.find((route) => route.path === path)!.file), 'utf8');
const publicRoutes = manifest.routes.filter((route) => route.public);

describe('prerendered pages', () => {
  it('give each public route its own title, description, canonical URL and Open Graph tags', () => {
    const titles = new Set<string>();
    for (const route of publicRoutes) {
      const page = html(route.path);
      const title = /<title>([^<]+)<\/title>/.exec(page)?.[1];
      expect(page).not.toContain('name="robots" content="noindex"');
      expect(title, route.path).toBeTruthy();
      titles.add(title!);
      expect(page).toMatch(/<meta name="description" content="[^"]{50,}">/);
      expect(page).toContain(`<link rel="canonical" href="${registry.site.url}${route.path === '/' ? '/' : route.path}">`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) expect(page, `${route.path} ${property}`).toContain(`property="${property}"`);
      // One inline script, the loader, allowed by the hash the build hands the server; no external one.
      // (JSON data blocks, such as the structured data, are never run.)
      const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!));
      expect(scripts.map(([, attributes]) => /\bsrc=/.test(attributes!)), route.path).toEqual([false]);
      expect(manifest.scriptHashes).toEqual([`sha256-${createHash('sha256').update(scripts[0]![2]!).digest('base64')}`]);
    }
    expect(titles.size).toBe(publicRoutes.length);
  });

  it('write the 404 page, sitemap and robots.txt', () => {
    expect(readFileSync(join(dist, '404.html'), 'utf8')).toContain('Page Not Found');
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed.sort()).toEqual(publicRoutes.map((route) => route.path).sort());
    for (const hidden of ['/login', '/dashboard', '/reset-password', comingSoon.path, '/dev/blocks']) expect(listed).not.toContain(hidden);
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /login');
    expect(robots).toContain(`Sitemap: ${registry.site.url}/sitemap.xml`);
  });

  it('precompress every text file as .br and .gz', () => {
    const files = readdirSync(dist, { recursive: true }).map(String);
    const text = files.filter((file) => /\.(html|js|css)$/.test(file) && readFileSync(join(dist, file)).length >= 256);
    expect(text.length).toBeGreaterThan(20);
    for (const file of text) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(true);
    }
  });

  it('leave the block catalogue out of the production build', () => {
    expect(existsSync(join(dist, 'dev/blocks/index.html'))).toBe(false);
  });

  it("ask V8 to compile React DOM's chunk as it streams in, and no chunk of our own code", () => {
    const home = manifest.routes.find((route) => route.path === '/')!.chunks.map((url) => readFileSync(join(dist, url), 'utf8'));
    const hinted = home.filter((code) => code.startsWith('//# allFunctionsCalledOnLoad\n'));
    // React DOM's client: the chunk that defines hydrateRoot.
    expect(hinted.some((code) => code.includes('hydrateRoot'))).toBe(true);
    expect(hinted.length).toBeLessThan(home.length / 2);
    // Our hydration code (its message when the start data never comes) is not among them.
    expect(hinted.some((code) => code.includes('did not arrive'))).toBe(false);
  });

  it('say in the build manifest that this is a production build', () => {
    expect(builtManifest(dist).mode).toBe('production');
  });
});

// The build refuses a site over these budgets (scripts/build/budgets.ts, and so does npm run
// validate); these check that the shipped build holds them, and that the budgets are the spec's.
describe('size budgets (gzip)', () => {
  it('home: first-load JS at most 90 KB', () => {
    expect(SCRIPT_BUDGET.home).toBe(90 * 1024);
    const home = manifest.routes.find((route) => route.path === '/')!;
    const size = firstLoadJsGzip(dist, home.chunks);
    console.log(`home first-load JS: ${kb(size)} gzip`);
    expect(size).toBeLessThanOrEqual(SCRIPT_BUDGET.home);
  });

  it('no public route over 110 KB of first-load JS', () => {
    expect(SCRIPT_BUDGET.publicPage).toBe(110 * 1024);
    for (const route of publicRoutes) expect(firstLoadJsGzip(dist, route.chunks), route.path).toBeLessThanOrEqual(SCRIPT_BUDGET.publicPage);
  });

  it('dashboard code is never loaded by a public page', () => {
    const dashboardChunks = readdirSync(join(dist, 'assets/chunks')).filter((file) => /(Overview|Profile|Settings|FormsScreen|Dashboard)[^/]*\.js$/.test(file));
    expect(dashboardChunks.length).toBeGreaterThan(0);
    for (const route of publicRoutes) for (const chunk of route.chunks) expect(dashboardChunks.some((file) => chunk.endsWith(file)), `${route.path} loads ${chunk}`).toBe(false);
  });

  it("no page's content is inside a script chunk: each page's data is its own file", () => {
    const scripts = readdirSync(join(dist, 'assets'), { recursive: true }).map(String).filter((file) => file.endsWith('.js'));
    const code = scripts.map((file) => readFileSync(join(dist, 'assets', file), 'utf8')).join('\n');
    // Route titles and menu labels belong in the shell; section headings belong to their page.
    const shellText = JSON.stringify([registry.routes, registry.menus, registry.site]);
    for (const [id, page] of Object.entries(registry.pages as Record<string, { sections: { heading?: string }[] }>)) {
      for (const section of page.sections) {
        if (section.heading && section.heading.length > 24 && !shellText.includes(section.heading) && !['not-found', 'coming-soon'].includes(id)) expect(code.includes(section.heading), `${id}: "${section.heading}" is in a JS chunk`).toBe(false);
      }
    }
    const dataFiles = readdirSync(join(dist, 'assets/data'), { recursive: true }).map(String).filter((file) => file.endsWith('.json'));
    const [shellFile, ...others] = dataFiles.filter((file) => /^shell-[\w-]+\.json$/.test(file));
    expect(others).toEqual([]);
    // The registry's pages and those the build adds to them (the insights hub's filter pages and further pages).
    const built = withInsightIndexes(registry as Registry);
    expect(dataFiles.filter((file) => file !== shellFile).map((file) => file.split('/').pop()).sort()).toEqual(Object.keys(built.pages).map((id) => `${id}.json`).sort());

    // The shell's data (site facts, menus, routes) is that JSON file too, named in every page,
    // and not in any script: the offices' addresses, say, are nowhere in the code.
    const shell = JSON.parse(readFileSync(join(dist, 'assets/data', shellFile!), 'utf8')) as { site: { offices: { address: string[] }[] }; routes: unknown[] };
    expect(shell.routes).toHaveLength(built.routes.length);
    // Lines long enough to be the site's own words: a short one ("UK") may occur in any code.
    const addressLines = shell.site.offices.flatMap((office) => office.address).filter((line) => line.length >= 12);
    expect(addressLines.length).toBeGreaterThan(0);
    for (const line of addressLines) expect(code.includes(line), `"${line}" is in a JS chunk`).toBe(false);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(`data-shell="/assets/data/${shellFile}"`);
  });
});
