/**
 * The manifest of a build the tests read (the global setup's `.test-dist`, or a build of their
 * own), typed by the build's own description of it: what a route's file, chunks and flags are
 * is said once, in scripts/build/manifest.ts.
 */
import { readManifest, type BuildManifest } from '../../scripts/build/manifest.ts';
import { TEST_DIST } from '../setup/global.ts';

export function builtManifest(folder = TEST_DIST): BuildManifest {
  const manifest = readManifest(folder);
  if (!manifest?.routes) throw new Error(`No build manifest in ${folder}: build the site first`);
  return manifest as BuildManifest;
}
