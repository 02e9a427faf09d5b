// npm start: builds the site unless dist/ holds a production build of exactly the current inputs
// (the build's manifest records its mode and a hash of its inputs: scripts/build/inputs.ts), then
// serves site and API.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../build.mjs';
import { inputsHash } from './build/inputs.ts';

const distDir = process.env.DIST_DIR ?? 'dist';
const registryFile = process.env.REGISTRY_FILE ?? 'pages.json';
const manifestFile = join(distDir, 'build-manifest.json');

function readManifest(): { mode?: string; inputs?: string } | undefined {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return undefined;
  }
}

const inputs = inputsHash(registryFile);
const manifest = readManifest();
if (manifest?.mode !== 'production' || manifest.inputs !== inputs) {
  console.log(manifest?.mode === 'development' ? 'Replacing the development build with a production build…' : 'Building the site…');
  if (!(await build({ quiet: true, outDir: distDir, registryFile }))) process.exit(1);
}
await import('../src/server/main.ts');
