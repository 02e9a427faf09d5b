// npm run screenshots: one page of each kind (template) at 375, 768 and 1440 px, full length, and a
// contact sheet (screenshots/index.html) that shows them side by side, to review the design as a
// client would see it. Serves the production build in dist/ (building it if pages.json changed)
// with the real server on a free local port, and drives Debian's Chromium.
//   npm run screenshots                     every kind of page
//   npm run screenshots -- /contact /       just these paths
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { checkRegistryFile } from '../src/registry/check.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './test-chromium.ts';

const widths = [375, 768, 1440] as const;
const outDir = process.env.SCREENSHOTS_DIR ?? 'screenshots';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The first route of each template, in the order the routes are listed: one page per layout. */
function pagesByKind(): { path: string; kind: string }[] {
  const checked = checkRegistryFile(process.env.REGISTRY_FILE ?? 'pages.json');
  if (!checked.ok) throw new Error(`pages.json is refused; run npm run validate.\n${checked.errors.join('\n')}`);
  const { routes, pages } = checked.registry;
  const seen = new Map<string, string>();
  for (const route of routes) {
    if (!route.page || route.protected || route.path.includes(':')) continue;
    const kind = pages[route.page]?.template ?? 'page';
    if (!seen.has(kind)) seen.set(kind, route.path);
  }
  return [...seen].map(([kind, path]) => ({ kind, path }));
}

async function waitForServer(url: string, server: ReturnType<typeof spawn>) {
  for (let tries = 0; tries < 600; tries++) {
    if (server.exitCode !== null) throw new Error('the server stopped before it answered');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${url}`);
}

const asked = process.argv.slice(2).filter((argument) => argument.startsWith('/'));
const shots = asked.length ? asked.map((path) => ({ path, kind: path })) : pagesByKind();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = join(outDir, '.data');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
console.log('Starting the site (it builds first when pages.json changed)…');
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: join(dataDir, 'screens.db') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForServer(origin + '/', server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  const rows: string[] = [];
  for (const { path, kind } of shots) {
    const cells: string[] = [];
    for (const width of widths) {
      // Reduced motion: every section as it stands once it has arrived. With motion, the scroll below
      // left the last cards of a staggered entrance still transparent in the picture (a "hole" that
      // no reader sees).
      const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 }, reducedMotion: 'reduce' });
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      // Scroll to the end and back so pictures that load on arrival are fetched, then wait for them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = `${kind.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: join(outDir, file), fullPage: true });
      await page.close();
      cells.push(`<figure><a href="${file}"><img src="${file}" alt="${path} at ${width} px" loading="lazy"></a><figcaption>${width} px</figcaption></figure>`);
      console.log(`  ${path} at ${width} px → ${join(outDir, file)}`);
    }
    rows.push(`<section><h2>${kind} <small>${path}</small></h2><div class="row">${cells.join('')}</div></section>`);
  }
  await browser.close();
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Screenshots</title><style>body{font:14px system-ui;margin:24px;background:#eef1f4}section{margin-bottom:40px}.row{display:flex;gap:16px;align-items:flex-start}figure{margin:0;background:#fff;padding:8px}img{display:block;width:100%}figure:nth-child(1){flex:375}figure:nth-child(2){flex:768}figure:nth-child(3){flex:1440}small{color:#667;font-weight:400}</style><h1>One page of each kind at 375, 768 and 1440 px</h1>${rows.join('')}`,
  );
  console.log(`\nContact sheet: ${join(outDir, 'index.html')}`);
} finally {
  server.kill('SIGTERM');
}
