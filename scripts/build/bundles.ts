import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { ShellData } from '../../src/registry/page-data.ts';
import type { BuildContext } from './context.ts';
import { filesUnder } from './files.ts';

export interface CssBundle {
  /** The whole stylesheet, inlined in every page's head. */
  text: string;
  /** Its CSP source ('sha256-…'), which the server adds to style-src from the build manifest. */
  hash: string;
}

const defines = (context: BuildContext) => ({
  'process.env.NODE_ENV': JSON.stringify(context.mode),
  __API_ORIGIN__: JSON.stringify(process.env.PUBLIC_API_URL ?? ''),
});

/**
 * One stylesheet: tokens and base first, then layout, shared UI, every block and the features.
 * It is inlined in each page (about 10 KB brotli): a separate file would cost a slow link a
 * render-blocking round trip before the first paint. The same text on every page, so one CSP hash.
 */
export async function bundleCss(context: BuildContext): Promise<CssBundle> {
  const groups = ['src/styles/tokens.css', 'src/styles/base.css', ...['src/layout', 'src/ui', 'src/blocks', 'src/features'].flatMap((dir) => (existsSync(dir) ? filesUnder(dir).filter((file) => file.endsWith('.css')).map((file) => join(dir, file)) : []))];
  const entry = groups.map((file) => `@import "./${file}";`).join('\n');
  const result = await esbuild.build({
    stdin: { contents: entry, loader: 'css', resolveDir: process.cwd(), sourcefile: 'site.css' },
    bundle: true,
    minify: !context.dev,
    outdir: `${context.outDir}/assets`,
    entryNames: 'site-[hash]',
    write: false,
    logLevel: 'warning',
  });
  const text = result.outputFiles.find((file) => file.path.endsWith('.css'))!.text.trim();
  if (/<\/style/i.test(text)) throw new Error('The stylesheet contains "</style", which would end its inline <style> element.');
  return { text, hash: `sha256-${createHash('sha256').update(text).digest('base64')}` };
}

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

/** The shell data (site, menus, route table) as the module `registry:shell`. */
const shellModule = (shell: ShellData): esbuild.Plugin => ({
  name: 'registry-shell',
  setup(build) {
    build.onResolve({ filter: /^registry:shell$/ }, () => ({ path: 'shell', namespace: 'registry' }));
    build.onLoad({ filter: /.*/, namespace: 'registry' }, () => ({ contents: JSON.stringify(shell), loader: 'json' }));
  },
});

/** The browser bundle: an entry plus a chunk per block and per code screen; its metafile tells what each page loads. */
export async function bundleClient(context: BuildContext, shell: ShellData): Promise<esbuild.Metafile> {
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
    plugins: [shellModule(shell), reactBuiltInStore],
    logLevel: 'warning',
  });
  return result.metafile;
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
