// Builds the site once for the whole run, into its own folder so a developer's dist/ is untouched.
// Browser tests serve this build with the real server. SKIP_BUILD=1 reuses the last one.
import { existsSync } from 'node:fs';

export const TEST_DIST = '.test-dist';

export default async function setup() {
  if (process.env.SKIP_BUILD === '1' && existsSync(`${TEST_DIST}/build-manifest.json`)) return;
  const { build } = await import('../../build.mjs');
  const ok = await build({ quiet: true, outDir: TEST_DIST });
  if (!ok) throw new Error('The site did not build: pages.json has problems (run npm run validate).');
}
