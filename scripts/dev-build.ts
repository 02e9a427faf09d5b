// One development build, run by scripts/dev.ts in a fresh process each time: tsx caches every
// module it has loaded, so an in-process rebuild would keep the block list (src/blocks/index.ts)
// and the schemas of the first build, and refuse a block added since.
//
// A refused build leaves its messages, exactly as printed to the terminal, beside the dev site
// (src/server/dev-reload.ts): the open page shows them until a build succeeds and removes them.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { format } from 'node:util';
import { build } from '../build.mjs';
import { devProblemsFile } from '../src/server/dev-reload.ts';

const outDir = process.env.DIST_DIR ?? '.dev/site';
const printed: string[] = [];
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  printed.push(...format(...args).split('\n'));
  printError(...args);
};

const ok = await build({ dev: true, quiet: process.argv.includes('--quiet'), outDir, registryFile: process.env.REGISTRY_FILE ?? 'pages.json' }).catch((error: Error) => (console.error(error.message), false));
const problemsFile = devProblemsFile(outDir);
if (ok) rmSync(problemsFile, { force: true });
else {
  // Written aside and renamed: the server polling it never reads half a file.
  writeFileSync(`${problemsFile}.${process.pid}`, JSON.stringify({ problems: printed.filter((line) => line.trim() !== '') }));
  renameSync(`${problemsFile}.${process.pid}`, problemsFile);
}
process.exit(ok ? 0 : 1);
