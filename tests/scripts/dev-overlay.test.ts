/*
 * `npm run dev` shows a refused edit in the open page: the same messages as the terminal, the
 * first with pages.json:line:col, over the last good build; fixing the file removes them and
 * reloads the page. Started on a refused registry, it serves the last good development build with
 * the messages. Runs against its own copy of pages.json and its own site folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, releaseBrowser } from '../helpers/browser.ts';
import { freePort } from '../helpers/ports.ts';

const dir = mkdtempSync(join(tmpdir(), 'dev-overlay-'));
const registryFile = join(dir, 'pages.json');
const siteDir = join(dir, 'site');
let dev: ChildProcess;
let output = '';
let browser: Browser;
let url: string;
let port: number;

/** Starts `npm run dev` (its script) on the test's registry and folder; resolves once it serves. */
async function startDev(): Promise<void> {
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEV_DIST_DIR: siteDir, REGISTRY_FILE: registryFile, DATABASE_URL: join(dir, 'dev.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (!(await fetch(url).then((response) => response.ok).catch(() => false))) {
    if (Date.now() - started > 150_000) throw new Error(`dev server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

beforeAll(async () => {
  copyFileSync('pages.json', registryFile);
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
  await startDev();
}, 180_000);

afterAll(async () => {
  // The dev server may still be writing into the folder as it stops (CI met ENOTEMPTY here): the
  // folder goes once it has exited, with retries for what its children leave a moment longer.
  const exited = dev && dev.exitCode === null && dev.signalCode === null ? new Promise((resolve) => dev.once('exit', resolve)) : undefined;
  dev?.kill('SIGTERM');
  await releaseBrowser(browser);
  if (exited && !(await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 5_000, false))]))) dev.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

/** Resolves once the terminal has printed `text` since `from` (an offset into the output). */
async function printed(text: string, from: number): Promise<void> {
  const started = Date.now();
  while (!output.slice(from).includes(text)) {
    if (Date.now() - started > 90_000) throw new Error(`dev did not print "${text}":\n${output.slice(from)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Any page the registry serves: the tests need a page, not a particular one. */
const anyPage = (registry: { routes: { path: string; page?: string; redirect?: string; component?: string }[] }) =>
  registry.routes.find((candidate) => candidate.page && !candidate.redirect && !candidate.component) as { path: string; page: string };

describe('npm run dev with a refused edit', () => {
  it('shows the messages over the open page, and a fix removes them and reloads the page', async () => {
    const good = readFileSync(registryFile, 'utf8');
    const registry = JSON.parse(good);
    const route = anyPage(registry);
    const page = await openPage(browser);
    await page.goto(url + route.path);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const before = output.length;
    registry.pages[route.page].sections[0].type = 'no-such-block';
    writeFileSync(registryFile, JSON.stringify(registry, null, 2));
    await printed('not rebuilt', before);
    const terminal = output
      .slice(before)
      .split('\n')
      .filter((line) => line.includes('pages.json:'));
    expect(terminal[0]).toMatch(new RegExp(`pages\\.json:\\d+:\\d+ +/pages/${route.page}/sections/0/type +unknown block type "no-such-block"`));

    const overlay = page.getByRole('alert', { name: 'Build refused' });
    await overlay.waitFor({ timeout: 10_000 });
    const shown = (await overlay.locator('pre').textContent())!.split('\n');
    expect(shown[0]).toBe(terminal[0]);
    expect(shown).toContain(terminal.at(-1));
    // Still the last good build underneath, in the same document.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(existsSync(`${siteDir}.problems.json`)).toBe(true);

    writeFileSync(registryFile, good);
    await page.waitForFunction(() => !(window as unknown as { sameDocument?: boolean }).sameDocument, null, { timeout: 90_000 });
    await page.waitForLoadState('load');
    await expect.poll(() => page.locator('#dev-problems').count(), { timeout: 10_000 }).toBe(0);
    expect(existsSync(`${siteDir}.problems.json`)).toBe(false);
    await page.context().close();
  }, 200_000);

  it('started on a refused registry, serves the last good development build with the messages over it', async () => {
    const good = readFileSync(registryFile, 'utf8');
    const registry = JSON.parse(good);
    const route = anyPage(registry);
    const stopped = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await stopped;
    registry.pages[route.page].sections[0].type = 'no-such-block';
    writeFileSync(registryFile, JSON.stringify(registry, null, 2));
    try {
      const before = output.length;
      await startDev();
      expect(output.slice(before)).toContain('Serving the last good development build');
      const page = await openPage(browser);
      await page.goto(url + route.path);
      const overlay = page.getByRole('alert', { name: 'Build refused' });
      await overlay.waitFor({ timeout: 10_000 });
      await expect.poll(() => overlay.locator('pre').textContent()).toMatch(new RegExp(`^\\S*pages\\.json:\\d+:\\d+ +/pages/${route.page}/sections/0/type`));
      await page.context().close();
    } finally {
      writeFileSync(registryFile, good);
    }
  }, 200_000);
});
