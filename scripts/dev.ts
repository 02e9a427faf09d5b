// npm run dev: builds in development mode, serves site and API, and rebuilds on every change to
// the registry or src/ (the open page reloads itself). A broken registry prints its errors and
// the last good build stays up until it is fixed. REGISTRY_FILE points at another registry file.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'development';
const outDir = process.env.DIST_DIR ?? 'dist';
const registryFile = process.env.REGISTRY_FILE ?? 'pages.json';
const builder = fileURLToPath(new URL('./dev-build.ts', import.meta.url));

/** Each build runs in a new process, so a block added to src/blocks/index.ts is seen at once. */
const buildOnce = (quiet: boolean) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', builder, ...(quiet ? ['--quiet'] : [])], { stdio: 'inherit', env: { ...process.env, DIST_DIR: outDir, REGISTRY_FILE: registryFile } });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', (error) => (console.error(error.message), resolve(false)));
  });

let queue: Promise<unknown> = Promise.resolve();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(reason: string) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    queue = queue.then(async () => {
      console.log(`\n↻ ${reason}: rebuilding…`);
      console.log((await buildOnce(true)) ? '✓ rebuilt; the browser reloads.' : '✗ not rebuilt; the last good build is still served.');
    });
  }, 120);
}

if (!(await buildOnce(false))) {
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
  if (file && !String(file).startsWith('server')) schedule(`src/${file} changed`);
});
await import('../src/server/main.ts');
