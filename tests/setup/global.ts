// Builds the site once for the whole run, into its own folder so a developer's dist/ is untouched.
// Browser tests serve this build with the real server. A production build of exactly today's inputs
// (code, pages.json and content, by the hash npm start also trusts) is reused as it is; SKIP_BUILD=1
// reuses the last one whatever it was built from.
import { existsSync } from 'node:fs';
import { inputsHash } from '../../scripts/build/inputs.ts';
import { readManifest } from '../../scripts/build/manifest.ts';

export const TEST_DIST = '.test-dist';
const REGISTRY_FILE = 'pages.json';

/** True when `.test-dist` already holds a production build of these very inputs. */
export function testBuildIsCurrent(): boolean {
  const built = readManifest(TEST_DIST);
  return built?.mode === 'production' && built.inputs === inputsHash(REGISTRY_FILE);
}

export default async function setup() {
  if (process.env.SKIP_BUILD === '1' && existsSync(`${TEST_DIST}/build-manifest.json`)) return;
  if (testBuildIsCurrent()) return;
  const { build } = await import('../../build.mjs');
  const ok = await build({ quiet: true, outDir: TEST_DIST, registryFile: REGISTRY_FILE });
  if (!ok) throw new Error('The site did not build: pages.json has problems (run npm run validate).');
}
