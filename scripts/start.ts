// npm start: builds the site unless dist/ holds a production build of exactly the current inputs,
// then serves site and API. The build's own manifest says its mode; this script records there a
// hash of the inputs it was built from. Timestamps alone are not enough: a development build
// (npm run dev) is newer than every source, and a copy or checkout can keep old timestamps.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../build.mjs';

const distDir = process.env.DIST_DIR ?? 'dist';
const registryFile = process.env.REGISTRY_FILE ?? 'pages.json';
const manifestFile = join(distDir, 'build-manifest.json');

/** Everything the build reads (the server's own code is not part of the build). */
const INPUTS = [registryFile, 'build.mjs', 'package-lock.json', 'src/app', 'src/blocks', 'src/layout', 'src/ui', 'src/renderer', 'src/styles', 'src/features', 'src/lib', 'src/forms', 'src/registry', 'src/assets', 'scripts/build'];

function inputsHash(): string {
  const hash = createHash('sha256');
  hash.update(`PUBLIC_API_URL=${process.env.PUBLIC_API_URL ?? ''}\n`);
  for (const input of INPUTS) {
    if (!existsSync(input)) continue;
    const files = statSync(input).isFile() ? [input] : readdirSync(input, { recursive: true }).map((entry) => join(input, String(entry)));
    for (const file of files.sort()) {
      if (!statSync(file).isFile()) continue;
      hash.update(`${file}\n`).update(readFileSync(file)).update('\n');
    }
  }
  return hash.digest('hex');
}

function readManifest(): { mode?: string; inputs?: string } | undefined {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return undefined;
  }
}

const inputs = inputsHash();
const manifest = readManifest();
if (manifest?.mode !== 'production' || manifest.inputs !== inputs) {
  console.log(manifest?.mode === 'development' ? 'Replacing the development build with a production build…' : 'Building the site…');
  if (!(await build({ quiet: true, outDir: distDir, registryFile }))) process.exit(1);
  writeFileSync(manifestFile, JSON.stringify({ ...readManifest(), inputs }, null, 2));
}
await import('../src/server/main.ts');
