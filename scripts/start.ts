// npm start: builds the site when it is missing or older than its sources, then serves site and API.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../build.mjs';

const distDir = process.env.DIST_DIR ?? 'dist';
const manifest = join(distDir, 'build-manifest.json');

function newestSourceTime(): number {
  const sources = ['pages.json', 'build.mjs', 'src/app', 'src/blocks', 'src/layout', 'src/ui', 'src/renderer', 'src/styles', 'src/features', 'src/lib', 'src/forms', 'src/registry', 'src/assets', 'scripts/build'];
  let newest = 0;
  for (const source of sources) {
    if (!existsSync(source)) continue;
    const stat = statSync(source);
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    else for (const entry of readdirSync(source, { recursive: true })) newest = Math.max(newest, statSync(join(source, String(entry))).mtimeMs);
  }
  return newest;
}

if (!existsSync(manifest) || statSync(manifest).mtimeMs < newestSourceTime()) {
  console.log('Building the site…');
  if (!(await build({ quiet: true }))) process.exit(1);
}
await import('../src/server/main.ts');
