import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { cspHashSource } from '../../src/server/security/headers.ts';
import { clientBundleKey, withBundleCache } from './bundle-cache.ts';
import type { BuildContext } from './context.ts';
import { INLINE_LOADER_FILE } from './report.ts';

const defines = (context: BuildContext) => ({
  'process.env.NODE_ENV': JSON.stringify(context.mode),
  __API_ORIGIN__: JSON.stringify(process.env.PUBLIC_API_URL ?? ''),
});

/**
 * wouter imports the use-sync-external-store shim, written for React 17; React 18+ has the hook
 * built in, so the shim's bytes need not ship.
 */
const reactBuiltInStore: esbuild.Plugin = {
  name: 'react-built-in-use-sync-external-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: join(process.cwd(), 'src/lib/use-sync-external-store.ts') }));
  },
};

/**
 * The browser bundle: an entry plus a chunk per block and per code screen; its metafile tells what
 * each page loads. Kept between builds of the same code (bundle-cache.ts).
 */
export function bundleClient(context: BuildContext): Promise<esbuild.Metafile> {
  return withBundleCache(context, clientBundleKey(context), () => buildClient(context));
}

async function buildClient(context: BuildContext): Promise<esbuild.Metafile> {
  const result = await esbuild.build({
    entryPoints: ['src/app/client.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    outdir: `${context.outDir}/assets`,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    minify: !context.dev,
    sourcemap: context.dev ? 'linked' : false,
    jsx: 'automatic',
    define: defines(context),
    loader: { '.css': 'empty' },
    metafile: true,
    plugins: [reactBuiltInStore],
    logLevel: 'warning',
  });
  // Not in development builds: the extra first line would shift their source maps.
  if (!context.dev) hintEagerCompile(result.metafile);
  return result.metafile;
}

/**
 * V8 compiles a function on the main thread the first time it runs. esbuild wraps each CommonJS
 * package (React DOM: 200 KB) in one function that runs once, as the app starts, so its whole
 * compile was one long task after the first paint. This comment, first in the file, asks V8
 * to compile the file's functions while the file streams in, off the main thread (Chrome 136+;
 * other browsers ignore it). Only chunks holding CommonJS code get it: marking every chunk
 * measured no better, and V8 advises marking only what runs at load. Measured with 4x CPU
 * slowdown, home, median of 8 runs, two A/Bs: the longest task after the first paint 512 → 241 ms and 422 → 253 ms.
 */
function hintEagerCompile(metafile: esbuild.Metafile): void {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js') || !Object.keys(output.inputs).some((input) => metafile.inputs[input]?.format === 'cjs')) continue;
    writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
  }
}

/** The page's inline loader (src/app/boot.ts): its text, written into every page, and the CSP source that allows exactly it. */
export interface BootLoader {
  code: string;
  /** `sha256-…`, for script-src (the server reads it from build-manifest.json). */
  hash: string;
}

/** Bundles the inline loader on its own: a classic script (it runs while the page is parsed) with no imports. */
export async function bundleBootLoader(context: BuildContext): Promise<BootLoader> {
  const result = await esbuild.build({
    entryPoints: ['src/app/boot.ts'],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    define: defines(context),
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]!.text.trim();
  // Inside <script>, "</script" or "<!--" would end or change the element.
  if (/<\/script|<!--/i.test(code)) throw new Error('src/app/boot.ts bundles to text that cannot sit inside a <script> element.');
  // A copy beside the site, never served (static-site.ts), for the size table and the budgets: it is script every page downloads.
  writeFileSync(join(context.outDir, INLINE_LOADER_FILE), code);
  return { code, hash: cspHashSource(code) };
}

/** The Node bundle that renders a path to HTML at build time (its packages stay external). */
export async function bundlePrerender(context: BuildContext): Promise<string> {
  await esbuild.build({
    entryPoints: ['src/app/prerender.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir: context.prerenderDir,
    packages: 'external',
    jsx: 'automatic',
    define: defines(context),
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  });
  return join(process.cwd(), context.prerenderDir, 'prerender.js');
}
