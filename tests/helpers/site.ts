/**
 * The real product for browser tests: the Fastify app (API + the built site from the global
 * setup's build) on a fresh SQLite file, mail to a real SMTP receiver, listening on 127.0.0.1.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, releaseBrowser } from './browser.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadFormOptions } from '../../src/registry/form-options.ts';
import type { ServerConfig } from '../../src/server/config.ts';
import { testConfig } from '../server/_app.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp.ts';

export interface RunningSite {
  url: string;
  app: FastifyInstance;
  smtp: SmtpReceiver;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function startSite(overrides: Partial<ServerConfig> = {}): Promise<RunningSite> {
  const database = await createTestDatabase('sqlite');
  const smtp = await startSmtpReceiver();
  const app = await buildApp(testConfig(database.url, smtp.url, { distDir: '.test-dist', formOptions: loadFormOptions(), ...overrides }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  app.ctx.mail.start();
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    smtp,
    database,
    async close() {
      await app.close();
      await smtp.close();
      await database.cleanup();
    },
  };
}

/**
 * The set-up the browser test files share: the real site and a Chromium, started before the
 * file's tests (in parallel) and closed after them. `ready` receives both, once, before any test.
 */
export function useSite(ready: (started: { site: RunningSite; browser: Browser }) => unknown, overrides: Partial<ServerConfig> = {}): void {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(overrides), launchBrowser()]);
    await ready({ site, browser });
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });
}

/**
 * useSite on a site built for one test file (a changed registry, a development build): `build`
 * writes it into `${dir}/dist` of a temporary folder, removed after the file's tests.
 */
export function useBuiltSite(build: (dir: string) => unknown, ready: (started: { site: RunningSite; browser: Browser }) => unknown): void {
  const dir = mkdtempSync(join(tmpdir(), 'built-site-'));
  // Hooks run in this order; after-hooks in the reverse one, so the folder goes once the site has closed.
  beforeAll(async () => {
    await build(dir);
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  useSite(ready, { distDir: join(dir, 'dist') });
}

/** useBuiltSite for a registry changed by the test file (today's pages.json plus a test page). */
export function useSiteBuiltFrom(registry: unknown, ready: (started: { site: RunningSite; browser: Browser }) => unknown): void {
  useBuiltSite(async (dir) => {
    writeFileSync(join(dir, 'pages.json'), JSON.stringify(registry));
    const { build } = await import('../../build.mjs');
    if (!(await build({ quiet: true, registryFile: join(dir, 'pages.json'), outDir: join(dir, 'dist') }))) throw new Error('The test registry did not build (its problems are printed above).');
  }, ready);
}
