import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitForApp, releaseBrowser } from '../helpers/browser.ts';
import { routeWith } from '../helpers/registry-kinds.ts';
import { freePort } from '../helpers/ports.ts';

// A page other than home that opens with its hero (whichever pages.json has today).
const target = routeWith({ where: (page, route) => route.path !== '/' && page.sections[0]?.type === 'hero' });

let dev: ChildProcess;
let output = '';
let browser: Browser;
let url: string;
const dir = mkdtempSync(join(tmpdir(), 'dev-'));
const registryFile = join(dir, 'pages.json');

beforeAll(async () => {
  copyFileSync('pages.json', registryFile);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEV_DIST_DIR: join(dir, 'dist'), REGISTRY_FILE: registryFile, DATABASE_URL: join(dir, 'dev.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  browser = await launchBrowser();
  const started = Date.now();
  while (!(await fetch(url).then((response) => response.ok).catch(() => false))) {
    if (Date.now() - started > 90_000) throw new Error(`dev server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}, 120_000);

afterAll(async () => {
  dev?.kill('SIGTERM');
  await releaseBrowser(browser);
});

const editRegistry = (change: (registry: any) => void) => {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  change(registry);
  writeFileSync(registryFile, JSON.stringify(registry, null, 2));
};

describe('npm run dev', () => {
  it('serves the block catalogue', async () => {
    const response = await fetch(`${url}/dev/blocks`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('&quot;hero&quot;: Hero');
  });

  it('rebuilds on a registry change and the open page reloads itself', async () => {
    const page = await openPage(browser);
    await page.goto(`${url}${target.path}`);
    await waitForApp(page);
    editRegistry((registry) => (registry.pages[target.page].sections[0].heading = 'Edited while the dev server runs'));
    // A rebuild of the whole site: over a minute when several test files share two busy cores.
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Edited while the dev server runs', null, { timeout: 100_000 });
    await page.context().close();
  }, 120_000);

  it('refuses a broken registry with located errors and keeps serving the last good build', async () => {
    output = '';
    editRegistry((registry) => (registry.pages[target.page].sections[0].type = 'heor'));
    const started = Date.now();
    while (!output.includes('not rebuilt')) {
      if (Date.now() - started > 60_000) throw new Error(`no rebuild message:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(output).toMatch(new RegExp(`pages\\.json:\\d+:\\d+  /pages/${target.page}/sections/0/type  unknown block type "heor"\\. Did you mean "hero"\\?`));
    const html = await (await fetch(`${url}${target.path}`)).text();
    expect(html).toContain('Edited while the dev server runs');
  }, 90_000);
});
