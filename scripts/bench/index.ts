// npm run bench: measures the built product beside reference points in the same run and prints
// the report; writes it as Markdown and JSON (with the screenshots) under bench-results/.
// Timings are noisy: the report gives medians and ratios from one run, never a pass/fail on speed.
// Knobs (environment): BENCH_SECONDS (per load run, 10), BENCH_LIGHTHOUSE_RUNS (3),
// BENCH_PAGES (generated registry, 1000), BENCH_PG_URL (PostgreSQL to create a database on),
// BENCH_PARTS (comma list of weight, build, speed, api, scale; default all: the real build and the
// page weights always run, the others only when named), BENCH_SCALE_ROWS (stored items for scale, 100000).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureApiLoad, type ApiLoad } from './api-load.ts';
import { measureBuild, type BuildCost } from './build-cost.ts';
import { measureListScale, type ListScale } from './list-scale.ts';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './databases.ts';
import { writeFloorPage } from './floor.ts';
import { generateRegistry, type GeneratedRegistry } from './generate-registry.ts';
import { measurePageSpeed, type PageSpeed } from './lighthouse.ts';
import { machine, type Machine } from './machine.ts';
import { pageWeights, type RouteWeight } from './page-weight.ts';
import { renderReport } from './report.ts';
import { screenshots } from './screenshots.ts';
import { startServer } from './server-process.ts';
import { snapshot } from './snapshot.ts';
import { firstLoadJsGzip } from '../build/report.ts';
import { progress } from './util.ts';

export interface BenchResults {
  date: string;
  machine: Machine;
  settings: { loadSeconds: number; connections: number; lighthouseRuns: number; generatedPages: number };
  totalMs?: number;
  pageWeights: RouteWeight[];
  pageSpeed: PageSpeed[];
  floor: { bytes: number; textChars: number };
  builds: BuildCost[];
  generated?: GeneratedRegistry & { homeFirstLoadJsGzip: number; realHomeFirstLoadJsGzip: number };
  api: ApiLoad[];
  scale: ListScale[];
  screenshots: string[];
  skipped: string[];
}

const started = performance.now();
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const generatedPages = Number(process.env.BENCH_PAGES ?? 1000);
const parts = new Set((process.env.BENCH_PARTS ?? 'weight,build,speed,api,scale').split(',').map((part) => part.trim()));
const date = new Date().toISOString();
const resultsDir = resolve('bench-results', date.slice(0, 19).replace(/:/g, '-'));
mkdirSync(resultsDir, { recursive: true });

const results: BenchResults = {
  date,
  machine: machine(),
  settings: { loadSeconds, connections: 100, lighthouseRuns, generatedPages },
  pageWeights: [],
  pageSpeed: [],
  floor: { bytes: 0, textChars: 0 },
  builds: [],
  api: [],
  scale: [],
  screenshots: [],
  skipped: [],
};

const tree = snapshot();
const scratch = mkdtempSync(join(tmpdir(), 'northbeam-bench-scratch-'));
const dist = join(tree, 'dist');
const registry = join(tree, 'pages.json');
progress(`snapshot of the working tree in ${tree}`);

try {
  // (3a) + (1): the real registry's build, then the weight of what it wrote.
  progress('building the real registry (child process)');
  const realPages = Object.keys((JSON.parse(readFileSync(registry, 'utf8')) as { pages: object }).pages).length;
  results.builds.push(await measureBuild('real pages.json', tree, 'pages.json', 'dist', realPages));
  results.pageWeights = pageWeights(dist);

  // (3b): a generated registry of BENCH_PAGES pages from the real blocks' examples.
  if (parts.has('build')) {
    progress(`generating a registry of ${generatedPages} pages and building it`);
    const generatedFile = join(scratch, `pages-${generatedPages}.json`);
    const generated = generateRegistry(registry, generatedFile, generatedPages);
    const generatedOut = join(scratch, 'dist-generated');
    results.builds.push(await measureBuild(`generated, ${generated.pages} pages`, tree, generatedFile, generatedOut, generated.pages));
    const homeChunks = (dir: string) => (JSON.parse(readFileSync(join(dir, 'build-manifest.json'), 'utf8')) as { routes: { path: string; chunks: string[] }[] }).routes.find((route) => route.path === '/')!.chunks;
    results.generated = { ...generated, homeFirstLoadJsGzip: firstLoadJsGzip(generatedOut, homeChunks(generatedOut)), realHomeFirstLoadJsGzip: firstLoadJsGzip(dist, homeChunks(dist)) };
    rmSync(generatedOut, { recursive: true, force: true });
  }

  // (2) + (5): page speed against the floor page, then the screenshots, on one server.
  const floorFile = join(scratch, 'floor.html');
  results.floor = writeFloorPage(dist, floorFile);
  const paths = results.pageWeights.map((route) => route.path);
  const service = paths.find((path) => path === '/data-automation-ai/cloud-engineering') ?? paths.find((path) => /^\/[^/]+\/[^/]+$/.test(path) && !/^\/(industries|dashboard)\//.test(path));
  const industry = paths.find((path) => /^\/industries\/[^/]+$/.test(path));
  // The insights hub and an article (a long page with a Markdown body), where the site has them.
  const hub = paths.find((path) => path === '/insights');
  const article = paths.find((path) => /^\/insights\/[^/]+$/.test(path) && !/\.xml$/.test(path));
  const pages = [
    { label: 'home', path: '/' },
    ...(service ? [{ label: 'service page', path: service }] : []),
    ...(industry ? [{ label: 'industry page', path: industry }] : []),
    ...(hub ? [{ label: 'insights hub', path: hub }] : []),
    ...(article ? [{ label: 'article', path: article }] : []),
    { label: 'contact', path: '/contact' },
    { label: 'login', path: '/login' },
    { label: 'floor (static text)', path: '/__bench/floor' },
  ];
  if (parts.has('speed')) {
    const siteDb = sqliteDatabase();
    const site = await startServer(tree, { BENCH_DATABASE_URL: siteDb.url, BENCH_DIST: dist, BENCH_REGISTRY: registry, BENCH_FLOOR: floorFile });
    try {
      progress(`lighthouse: ${pages.length} pages × ${lighthouseRuns} runs, interleaved`);
      results.pageSpeed = await measurePageSpeed(site.origin, pages, lighthouseRuns, progress);
      progress('screenshots of home at 375 px and 1440 px');
      results.screenshots = await screenshots(`${site.origin}/`, resultsDir);
    } finally {
      await site.stop();
      await siteDb.cleanup();
    }
  }

  // (4): the API under load, SQLite then PostgreSQL.
  for (const open of parts.has('api') ? ([sqliteDatabase, postgresDatabase] as const) : []) {
    let database: BenchDatabase | undefined;
    try {
      database = await open();
    } catch (error) {
      results.skipped.push(`PostgreSQL load runs skipped: ${(error as Error).message} (set BENCH_PG_URL)`);
      progress(results.skipped.at(-1)!);
      continue;
    }
    try {
      progress(`API load on ${database.kind}: ${loadSeconds} s per run, 100 connections`);
      results.api.push(await measureApiLoad(tree, dist, registry, database, loadSeconds));
    } finally {
      await database.cleanup();
    }
  }

  // (6): the staff lists and the export at 100,000 stored items, SQLite then PostgreSQL.
  for (const open of parts.has('scale') ? ([sqliteDatabase, postgresDatabase] as const) : []) {
    let database: BenchDatabase | undefined;
    try {
      database = await open();
    } catch (error) {
      results.skipped.push(`PostgreSQL scale runs skipped: ${(error as Error).message} (set BENCH_PG_URL)`);
      progress(results.skipped.at(-1)!);
      continue;
    }
    try {
      results.scale.push(await measureListScale(tree, dist, registry, database, loadSeconds));
    } finally {
      await database.cleanup();
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(tree, { recursive: true, force: true });
}

results.totalMs = performance.now() - started;
const markdown = renderReport(results, resultsDir);
writeFileSync(join(resultsDir, 'report.md'), markdown);
writeFileSync(join(resultsDir, 'report.json'), JSON.stringify(results, null, 2));
for (const file of ['report.md', 'report.json']) copyFileSync(join(resultsDir, file), join(resultsDir, '..', `latest-${file}`));
console.log(markdown);
progress(`report written to ${resultsDir}/ (report.md, report.json, home-375.png, home-1440.png) in ${(results.totalMs / 60_000).toFixed(1)} min`);
