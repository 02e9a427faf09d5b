// npm run dev: builds in development mode, serves site and API, and rebuilds on every change to
// the registry or src/ (the open page reloads itself). A refused edit prints its messages here and
// over the open page; the last good build stays up until it is fixed. A change to a block's
// schema.ts regenerates the JSON Schemas (schemas/) first, so the editor and npm run validate see
// it too. REGISTRY_FILE points at another registry file.
//
// The development site has its own folder (DEV_DIST_DIR, default .dev/site), never dist/:
// npm run build or npm start can run beside it without replacing the site it serves.
import { spawn } from 'node:child_process';
import { existsSync, rmSync, watch } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitIfPortBusy } from '../src/server/busy-port.ts';
import { devProblemsFile } from '../src/server/dev-reload.ts';

process.env.NODE_ENV = 'development';
const outDir = process.env.DEV_DIST_DIR ?? '.dev/site';
const registryFile = process.env.REGISTRY_FILE ?? 'pages.json';
const builder = fileURLToPath(new URL('./dev-build.ts', import.meta.url));
const schemaWriter = fileURLToPath(new URL('./gen-schemas.ts', import.meta.url));
/** Source files the JSON Schemas are made from: a block's schema, the block list, the registry's own. */
const SCHEMA_SOURCE = /(^|\/)schema\.ts$|^blocks\/index\.ts$|^registry\//;

await exitIfPortBusy();
rmSync(devProblemsFile(outDir), { force: true }); // an earlier session's refused build is not this one's

/** Runs a script in a new process (a fresh module cache: a block added since is seen at once); true when it succeeded. */
const run = (script: string, args: string[] = []) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit', env: { ...process.env, DIST_DIR: outDir, REGISTRY_FILE: registryFile } });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', (error) => (console.error(error.message), resolve(false)));
  });

const buildOnce = (quiet: boolean) => run(builder, quiet ? ['--quiet'] : []);

let queue: Promise<unknown> = Promise.resolve();
let timer: ReturnType<typeof setTimeout> | undefined;
let schemasChanged = false;

function schedule(reason: string) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    queue = queue.then(async () => {
      console.log(`\n↻ ${reason}: rebuilding…`);
      // A schema that does not compile fails the build below too, with the build's messages.
      if (schemasChanged) {
        schemasChanged = false;
        await run(schemaWriter);
      }
      console.log((await buildOnce(true)) ? '✓ rebuilt; the browser reloads.' : '✗ not rebuilt; the last good build is still served.');
    });
  }, 120);
}

// A refused first build with an earlier session's site in the folder: serve that one, with the
// messages over it, as after any refused edit. With none, start once the registry builds.
const built = await buildOnce(false);
if (!built && existsSync(join(outDir, 'build-manifest.json'))) {
  console.error(`Serving the last good development build until ${registryFile} builds; the open page shows the messages above.`);
} else if (!built) {
  console.error(`Fix ${registryFile}; the dev server starts once it builds.`);
  await new Promise<void>((resolve) => {
    const watcher = watch(registryFile, async () => {
      if (await buildOnce(true)) {
        watcher.close();
        resolve();
      }
    });
  });
}
// Editors often replace the file rather than write into it: watch its folder, filter by name.
const registryName = registryFile.split('/').pop();
watch(registryFile.includes('/') ? registryFile.slice(0, registryFile.lastIndexOf('/')) : '.', (_event, file) => {
  if (file === registryName) schedule(`${registryFile} changed`);
});
// Article bodies (content/insights/*.md) beside pages.json.
const contentDir = `${registryFile.includes('/') ? registryFile.slice(0, registryFile.lastIndexOf('/')) : '.'}/content`;
if (existsSync(contentDir)) watch(contentDir, { recursive: true }, (_event, file) => schedule(`content/${file} changed`));
watch('src', { recursive: true }, (_event, file) => {
  if (!file || String(file).startsWith('server')) return;
  if (SCHEMA_SOURCE.test(String(file))) schemasChanged = true;
  schedule(`src/${file} changed`);
});
process.env.DIST_DIR = outDir; // the folder the server serves (src/server/config.ts)
await import('../src/server/main.ts');
