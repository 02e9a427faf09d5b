// npm run dev: builds in development mode, serves site and API, and rebuilds on every change to
// pages.json or src/ (the open page reloads itself). A broken pages.json prints its errors and
// the last good build stays up until it is fixed.
import { watch } from 'node:fs';
import { build } from '../build.mjs';

process.env.NODE_ENV = 'development';
const distDir = process.env.DIST_DIR ?? 'dist';

let building: Promise<unknown> = Promise.resolve();
let timer: ReturnType<typeof setTimeout> | undefined;

async function rebuild(reason: string) {
  console.log(`\n↻ ${reason}: rebuilding…`);
  const ok = await build({ dev: true, quiet: true, outDir: distDir }).catch((error: Error) => (console.error(error.message), false));
  console.log(ok ? '✓ rebuilt; the browser reloads.' : '✗ not rebuilt; the last good build is still served.');
}

function schedule(reason: string) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    building = building.then(() => rebuild(reason));
  }, 120);
}

if (!(await build({ dev: true, outDir: distDir }))) {
  console.error('Fix pages.json; the dev server starts once it builds.');
  await new Promise<void>((resolve) => {
    const watcher = watch('pages.json', async () => {
      if (await build({ dev: true, quiet: true, outDir: distDir })) (watcher.close(), resolve());
    });
  });
}
watch('pages.json', () => schedule('pages.json changed'));
watch('src', { recursive: true }, (_event, file) => {
  if (file && !String(file).startsWith('server')) schedule(`src/${file} changed`);
});
await import('../src/server/main.ts');
