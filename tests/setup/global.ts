// Builds the site once for the whole run, into its own folder so a developer's dist/ is untouched.
// Browser tests serve this build with the real server. A production build of exactly today's inputs
// (code, pages.json and content, by the hash npm start also trusts) is reused as it is; SKIP_BUILD=1
// reuses the last one whatever it was built from.
import { existsSync } from 'node:fs';
import { isProductionBuildOf, readManifest } from '../../scripts/build/manifest.ts';

export const TEST_DIST = '.test-dist';
const REGISTRY_FILE = 'pages.json';

export default async function setup() {
  if (process.env.SKIP_BUILD === '1' && existsSync(`${TEST_DIST}/build-manifest.json`)) return;
  if (isProductionBuildOf(readManifest(TEST_DIST), REGISTRY_FILE)) return;
  const { build } = await import('../../build.mjs');
  const ok = await build({ quiet: true, outDir: TEST_DIST, registryFile: REGISTRY_FILE });
  if (!ok) throw new Error('The site did not build: pages.json has problems (run npm run validate).');
}
