/*
 * The dev server's reload and refused-build overlay: served to pages only in development, with the
 * messages a refused build left beside the site; production neither names nor serves its code.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { devProblemsFile } from '../../src/server/dev-reload.ts';
import { startHarness, type Harness } from './_app.ts';

const root = mkdtempSync(join(tmpdir(), 'dev-reload-'));
const site = join(root, 'site');
mkdirSync(site);
writeFileSync(join(site, 'build-manifest.json'), JSON.stringify({ redirects: {}, builtAt: '2026-01-01T00:00:00.000Z', scriptHashes: [] }));
writeFileSync(join(site, 'index.html'), '<!doctype html><html><head><title>Home</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(site, '404.html'), '<!doctype html><title>Page Not Found</title>');
const harnesses: Harness[] = [];
afterAll(async () => {
  await Promise.all(harnesses.map((harness) => harness.close()));
  rmSync(root, { recursive: true, force: true });
});

const serve = async (dev: boolean) => {
  const harness = await startHarness('sqlite', { distDir: site, dev });
  harnesses.push(harness);
  return harness.app;
};

describe('the dev reload and overlay', () => {
  it('in development: pages load the script, which shows the messages a refused build left', async () => {
    const app = await serve(true);
    expect((await app.inject({ url: '/' })).body).toContain('<script type="module" src="/__dev/reload.js"></script>');
    const script = await app.inject({ url: '/__dev/reload.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("role', 'alert'");

    expect((await app.inject({ url: '/__dev/build' })).json()).toEqual({ builtAt: '2026-01-01T00:00:00.000Z', problems: [] });
    const problems = ['pages.json:12:7  /pages/home/sections/0/type  unknown block type "heor". Did you mean "hero"?', 'pages.json has 1 problem(s); the site was not built.'];
    writeFileSync(devProblemsFile(site), JSON.stringify({ problems }));
    try {
      expect((await app.inject({ url: '/__dev/build' })).json().problems).toEqual(problems);
    } finally {
      rmSync(devProblemsFile(site));
    }
  });

  it('in production: no page names the script and the server does not serve it', async () => {
    const app = await serve(false);
    expect((await app.inject({ url: '/' })).body).not.toContain('__dev');
    expect((await app.inject({ url: '/__dev/reload.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/__dev/build' })).statusCode).toBe(404);
  });
});
