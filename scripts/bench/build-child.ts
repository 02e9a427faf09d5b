// One build in its own process (run by build-cost.ts): prints its duration, route count and the
// node process's peak memory as JSON on the last line of stdout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../build.mjs';

const [registryFile = 'pages.json', outDir = 'dist'] = process.argv.slice(2);
const started = performance.now();
const ok = await build({ quiet: true, registryFile, outDir });
const buildMs = performance.now() - started;
const routes = ok ? (JSON.parse(readFileSync(join(outDir, 'build-manifest.json'), 'utf8')) as { routes: unknown[] }).routes.length : 0;
console.log(JSON.stringify({ ok, buildMs, routes, nodeMaxRss: process.resourceUsage().maxRSS * 1024 }));
process.exit(ok ? 0 : 1);
