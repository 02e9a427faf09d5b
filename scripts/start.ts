// npm start: builds the site unless dist/ holds a production build of exactly the current inputs
// (the build's manifest records its mode and a hash of its inputs: scripts/build/inputs.ts), then
// serves site and API.
import { build } from '../build.mjs';
import { exitIfPortBusy } from '../src/server/busy-port.ts';
import { isProductionBuildOf, readManifest } from './build/manifest.ts';

const distDir = process.env.DIST_DIR ?? 'dist';
const registryFile = process.env.REGISTRY_FILE ?? 'pages.json';

await exitIfPortBusy(); // before a build that would be for nothing
const manifest = readManifest(distDir);
if (!isProductionBuildOf(manifest, registryFile)) {
  console.log(manifest?.mode === 'development' ? 'Replacing the development build with a production build…' : 'Building the site…');
  if (!(await build({ quiet: true, outDir: distDir, registryFile }))) {
    // A bad edit never reaches the live site, and a restart does not take the site down with it:
    // the last good production build stays served until pages.json is fixed.
    if (manifest?.mode !== 'production') process.exit(1);
    console.error(
      `\nServing the last good build (built ${manifest.builtAt ?? 'earlier'}) instead: visitors see the site as it was before this edit.` +
        ` Fix ${registryFile} (npm run validate lists the problems), then restart to publish.`,
    );
  }
}
await import('../src/server/main.ts');
