// The client bundle kept between builds (scripts/build/bundle-cache.ts): a second build of the same
// code copies the kept files into its own site folder, with the metafile and source maps pointing
// at that folder, and bundles nothing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { withBundleCache } from '../../scripts/build/bundle-cache.ts';
import type { BuildContext } from '../../scripts/build/context.ts';

const root = mkdtempSync(join(tmpdir(), 'bundle-cache-'));
const cacheDir = join(root, 'cache');
const source = join(root, 'src', 'entry.ts');
mkdirSync(dirname(source), { recursive: true });
writeFileSync(source, 'export const lazy = () => import("./later.ts");\nconsole.log("entry");\n');
writeFileSync(join(root, 'src', 'later.ts'), 'export const later = 42;\n');

/** A site folder at its own depth, as the real build's staging folders are. */
const site = (name: string) => ({ outDir: join(root, name) }) as BuildContext;

function bundleInto(context: BuildContext) {
  let bundled = 0;
  const make = async () => {
    bundled++;
    const result = await esbuild.build({ entryPoints: [source], bundle: true, splitting: true, format: 'esm', outdir: `${context.outDir}/assets`, sourcemap: 'linked', metafile: true, logLevel: 'silent' });
    return result.metafile;
  };
  return { run: () => withBundleCache(context, 'same-code', make, cacheDir), bundled: () => bundled };
}

describe('the kept client bundle', () => {
  it('serves a second site folder from the first build, with its metafile and source maps pointing there', async () => {
    const first = bundleInto(site('one'));
    const original = await first.run();
    expect(first.bundled()).toBe(1);

    const elsewhere = site('deeper/two');
    const second = bundleInto(elsewhere);
    const restored = await second.run();
    expect(second.bundled()).toBe(0);

    // The same outputs, named for the new folder, and the imports between them too.
    const inSite = (metafile: esbuild.Metafile, outDir: string) => Object.keys(metafile.outputs).map((file) => relative(outDir, file)).sort();
    expect(inSite(restored, elsewhere.outDir)).toEqual(inSite(original, site('one').outDir));
    for (const [file, output] of Object.entries(restored.outputs)) {
      if (!file.endsWith('.map')) expect(readFileSync(file, 'utf8')).toBe(readFileSync(join(site('one').outDir, relative(elsewhere.outDir, file)), 'utf8'));
      for (const imported of output.imports) expect(Object.keys(restored.outputs)).toContain(imported.path);
    }
    // A source map still leads to the source, from its new place.
    const mapFile = Object.keys(restored.outputs).find((file) => file.endsWith('.map'))!;
    const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    expect(sources.map((path) => resolve(dirname(mapFile), path))).toContain(source);
  });

  it('bundles again, and keeps the bundle again, when a kept entry has lost a file', async () => {
    const first = bundleInto(site('four'));
    await first.run();
    const entry = join(cacheDir, 'same-code');
    const kept = JSON.parse(readFileSync(join(entry, 'metafile.json'), 'utf8')) as esbuild.Metafile;
    rmSync(join(entry, Object.keys(kept.outputs).find((file) => file.endsWith('.js'))!));
    const second = bundleInto(site('five'));
    const metafile = await second.run();
    expect(second.bundled()).toBe(1);
    for (const file of Object.keys(metafile.outputs)) expect(existsSync(file)).toBe(true);
    // The entry is whole again for the next build.
    const third = bundleInto(site('six'));
    await third.run();
    expect(third.bundled()).toBe(0);
  });

  it('bundles again for other code', async () => {
    const context = site('three');
    let bundled = 0;
    await withBundleCache(context, 'other-code', async () => (bundled++, (await esbuild.build({ entryPoints: [source], bundle: true, outdir: `${context.outDir}/assets`, metafile: true, logLevel: 'silent' })).metafile), cacheDir);
    expect(bundled).toBe(1);
  });
});
