// (1) Page weight per route, read from the build: HTML, CSS and first-load JS, raw, gzip, brotli.
// First-load JS gzip is the same figure the size-budget test (tests/build/output.test.ts) checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { scriptBudgetFor } from '../build/budgets.ts';
import { firstLoadJsSizer, gzipSize } from '../build/report.ts';
import { BROTLI_QUALITY } from '../build/compress.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteWeight {
  path: string;
  public: boolean;
  html: Sizes;
  css: Sizes;
  js: Sizes & { files: number };
  /** Budget from the size test: home ≤ 90 KB, other public routes ≤ 110 KB (first-load JS, gzip). */
  budgetKb?: number;
}

const brotliSize = (content: Buffer) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }).length;

function sizes(files: Buffer[]): Sizes {
  return files.reduce((sum, file) => ({ raw: sum.raw + file.length, gzip: sum.gzip + gzipSize(file), brotli: sum.brotli + brotliSize(file) }), { raw: 0, gzip: 0, brotli: 0 });
}

export function pageWeights(outDir: string): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(join(outDir, 'build-manifest.json'), 'utf8')) as { routes: { path: string; file: string; chunks: string[]; public: boolean }[] };
  const cache = new Map<string, Buffer>();
  const read = (url: string) => cache.get(url) ?? cache.set(url, readFileSync(join(outDir, url))).get(url)!;
  const firstLoadJs = firstLoadJsSizer(outDir);
  return manifest.routes.map((route) => {
    const html = readFileSync(join(outDir, route.file));
    const stylesheets = [...html.toString('utf8').matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => read(match[1]!));
    // An inlined stylesheet travels inside the HTML (counted there too); shown here on its own as well.
    const inlined = [...html.toString('utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => Buffer.from(match[1]!));
    const js = sizes(route.chunks.map(read));
    // The gzip figure the budget test uses, from the same function.
    js.gzip = firstLoadJs(route.chunks);
    const budget = scriptBudgetFor(route);
    return {
      path: route.path,
      public: route.public,
      html: sizes([html]),
      css: sizes([...stylesheets, ...inlined]),
      js: { ...js, files: route.chunks.length },
      budgetKb: budget === undefined ? undefined : budget / 1024,
    };
  });
}
