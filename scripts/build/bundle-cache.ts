/**
 * The browser bundle, kept between builds by what it is made of: the code (src/, the lockfile,
 * tsconfig.json, bundles.ts), the mode and the API origin, never pages.json. An author's edit to
 * pages.json, and every test that builds an edited registry, then copies the scripts instead of
 * bundling them again (about a second alone, five on a busy machine, per build).
 *
 * What is kept is a folder of the bundle's files with its metafile, every output path in both made
 * relative to the site folder, so the entry restores into any site folder. Development builds'
 * source maps name their sources relative to the map; they are kept relative to the project and
 * pointed back on restore.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { BUILD_CACHE, pruneCache } from './cache.ts';
import type { BuildContext } from './context.ts';
import { hashFiles } from './inputs.ts';

export const BUNDLE_CACHE = `${BUILD_CACHE}/client-bundles`;
const CODE = ['src', 'package-lock.json', 'tsconfig.json', 'scripts/build/bundles.ts', 'scripts/build/bundle-cache.ts'];

/** What the client bundle is made of, as a hash. */
export function clientBundleKey(context: BuildContext): string {
  const hash = createHash('sha256').update(`${context.mode} ${context.dev} ${process.env.PUBLIC_API_URL ?? ''}\n`);
  hashFiles(hash, CODE);
  return hash.digest('hex').slice(0, 32);
}

/** The bundle `make` writes into the site folder, or the kept one of the same inputs, copied there. */
export async function withBundleCache(context: BuildContext, key: string, make: () => Promise<Metafile>, cacheDir = BUNDLE_CACHE): Promise<Metafile> {
  const entry = join(cacheDir, key);
  const kept = restore(context.outDir, entry);
  if (kept) return kept;
  const metafile = await make();
  keep(context.outDir, entry, metafile);
  await pruneCache(cacheDir);
  return metafile;
}

const fromProject = (path: string) => relative(process.cwd(), path);

/** Rewrites every output path of a metafile (keys and the imports between outputs). */
function mapOutputs(metafile: Metafile, map: (path: string) => string): Metafile {
  return {
    inputs: metafile.inputs,
    outputs: Object.fromEntries(
      Object.entries(metafile.outputs).map(([file, output]) => [map(file), { ...output, imports: output.imports.map((imported) => (imported.external ? imported : { ...imported, path: map(imported.path) })) }]),
    ),
  };
}

/** Rewrites a source map's sources, each resolved from `fromDir` and made relative to `toDir`. */
function moveSourceMap(text: string, fromDir: string, toDir: string): string {
  const map = JSON.parse(text) as { sources: string[] };
  map.sources = map.sources.map((source) => relative(toDir, resolve(fromDir, source)));
  return JSON.stringify(map);
}

function keep(outDir: string, entry: string, metafile: Metafile): void {
  const partial = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    for (const file of Object.keys(metafile.outputs)) {
      const inSite = relative(outDir, file);
      mkdirSync(dirname(join(partial, inSite)), { recursive: true });
      if (file.endsWith('.map')) writeFileSync(join(partial, inSite), moveSourceMap(readFileSync(file, 'utf8'), dirname(file), dirname(join(process.cwd(), inSite))));
      else cpSync(file, join(partial, inSite));
    }
    writeFileSync(join(partial, 'metafile.json'), JSON.stringify(mapOutputs(metafile, (path) => relative(outDir, path))));
    // Renamed into place whole, so a build running at the same time sees the entry complete or not at all.
    renameSync(partial, entry);
  } catch {
    // Another build kept the same entry first, or the cache cannot be written: the bundle itself is built.
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

function restore(outDir: string, entry: string): Metafile | undefined {
  let kept: Metafile;
  try {
    kept = JSON.parse(readFileSync(join(entry, 'metafile.json'), 'utf8')) as Metafile;
  } catch {
    return undefined;
  }
  try {
    for (const inSite of Object.keys(kept.outputs)) {
      const target = join(outDir, inSite);
      mkdirSync(dirname(target), { recursive: true });
      if (inSite.endsWith('.map')) writeFileSync(target, moveSourceMap(readFileSync(join(entry, inSite), 'utf8'), dirname(join(process.cwd(), inSite)), dirname(target)));
      else cpSync(join(entry, inSite), target);
    }
  } catch {
    // An entry missing a file (removed by hand, a disk error): dropped, and bundled again over what was copied.
    rmSync(entry, { recursive: true, force: true });
    return undefined;
  }
  const now = new Date();
  utimesSync(entry, now, now);
  return mapOutputs(kept, (path) => fromProject(join(outDir, path)));
}
