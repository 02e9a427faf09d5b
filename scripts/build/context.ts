import { mkdirSync, rmSync } from 'node:fs';
import { inputsHash } from './inputs.ts';

export interface BuildOptions {
  /** Development build: unminified, source maps, the block catalogue, no precompressed copies. */
  dev?: boolean;
  /** No progress lines and no size table (tests, the dev server's rebuilds). */
  quiet?: boolean;
  /** Where the finished site goes (default DIST_DIR or dist). */
  outDir?: string;
  registryFile?: string;
  /**
   * Stop once every check has run (the script budgets) and publish nothing: `npm run validate`
   * builds only to learn each page's script weight, so it skips the sitemap, the compressed copies
   * and the swap into outDir (about a quarter of a build).
   */
  checkOnly?: boolean;
}

/** What every step of one build reads: passed along instead of module-level globals, so builds never share state. */
export interface BuildContext {
  dev: boolean;
  quiet: boolean;
  checkOnly: boolean;
  mode: 'production' | 'development';
  /** The finished site's folder. */
  target: string;
  /** The folder this build writes into; renamed to `target` when the build succeeds. */
  outDir: string;
  /** Scratch folder for the prerender bundle. */
  prerenderDir: string;
  registryFile: string;
  /** A hash of the inputs, taken as the build starts (a file changed during the build makes the next npm start rebuild). */
  inputs: string;
  started: number;
  log: (line: string) => void;
}

export function createContext(options: BuildOptions = {}): BuildContext {
  const dev = options.dev ?? false;
  const quiet = options.quiet ?? false;
  const target = (options.outDir ?? process.env.DIST_DIR ?? 'dist').replace(/\/+$/, '');
  // Built beside the target and swapped in at the end: a server or a test reading the target
  // never sees a half-written site, and two builds at once never share a folder.
  const unique = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  return {
    dev,
    quiet,
    checkOnly: options.checkOnly ?? false,
    mode: dev ? 'development' : 'production',
    target,
    outDir: `${target}.building-${unique}`,
    prerenderDir: `.build/prerender-${unique}`,
    registryFile: options.registryFile ?? 'pages.json',
    inputs: inputsHash(options.registryFile ?? 'pages.json'),
    started: performance.now(),
    log: (line) => {
      if (!quiet) console.log(line);
    },
  };
}

export function prepareFolders(context: BuildContext): void {
  mkdirSync(`${context.outDir}/assets`, { recursive: true });
}

/** Removes the scratch folders (the staging folder is gone already when the build succeeded). */
export function cleanUp(context: BuildContext): void {
  rmSync(context.outDir, { recursive: true, force: true });
  rmSync(context.prerenderDir, { recursive: true, force: true });
}
