// One development build, run by scripts/dev.ts in a fresh process each time: tsx caches every
// module it has loaded, so an in-process rebuild would keep the block list (src/blocks/index.ts)
// and the schemas of the first build, and refuse a block added since.
import { build } from '../build.mjs';

const ok = await build({ dev: true, quiet: process.argv.includes('--quiet'), outDir: process.env.DIST_DIR ?? 'dist', registryFile: process.env.REGISTRY_FILE ?? 'pages.json' }).catch((error: Error) => (console.error(error.message), false));
process.exit(ok ? 0 : 1);
