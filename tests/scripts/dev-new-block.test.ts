/*
 * The dev-server trap: an author runs `npm run dev`, adds a block with `npm run new -- block NAME`
 * and uses it in pages.json. The running dev server must pick up the new block list and schemas and
 * serve the page with the block, not refuse it as an unknown type. Runs in a copy of the project so
 * the real src/blocks never changes under other tests; the block's name is one no block or page has
 * taken (a developer who adds the docs' "stats" block for real breaks nothing here).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeBlockType, readRegistry, routeWith } from '../helpers/registry-kinds.ts';
import { snapshot } from '../../scripts/bench/snapshot.ts';
import { freePort } from '../helpers/ports.ts';

const type = freeBlockType('fixture-figures');
const title = type[0]!.toUpperCase() + type.slice(1).replace(/-/g, ' ');
// A page that takes a block after its hero (industry pages keep their template's order).
const target = routeWith({ where: (page) => page.template !== 'industry' && page.sections[0]?.type === 'hero' && page.sections.length > 1 }, readRegistry());

// A copy of the project, as the bench makes one: this test edits its files.
const project = snapshot(process.cwd(), 'dev-project-');
let dev: ChildProcess;
let output = '';
let url: string;

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: project,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: join(project, 'dev.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (!(await fetch(url).then((response) => response.ok).catch(() => false))) {
    if (Date.now() - started > 120_000) throw new Error(`dev server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 300));
  }
}, 180_000);

afterAll(() => {
  dev?.kill('SIGTERM');
});

describe('npm run dev after npm run new -- block NAME', () => {
  it('serves a page that uses the new block, with its example in the catalogue', async () => {
    const scaffold = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new.ts', 'block', type], { cwd: project, encoding: 'utf8' });
    expect(scaffold.status, scaffold.stderr).toBe(0);
    const registry = JSON.parse(readFileSync(join(project, 'pages.json'), 'utf8'));
    registry.pages[target.page].sections.splice(1, 0, { type, heading: 'Numbers added by a new block', items: [{ title: 'Offices', text: 'Four offices on two continents.' }] });
    output = '';
    writeFileSync(join(project, 'pages.json'), JSON.stringify(registry, null, 2) + '\n');

    const started = Date.now();
    let html = '';
    while (!html.includes('Numbers added by a new block')) {
      if (Date.now() - started > 150_000) throw new Error(`the page never showed the new block:\n${output}`);
      await new Promise((done) => setTimeout(done, 500));
      html = await (await fetch(`${url}${target.path}`)).text();
    }
    expect(output).not.toContain(`unknown block type "${type}"`);
    expect(html).toMatch(new RegExp(`<section class="section ${type}"[^>]*>[\\s\\S]*<h3>Offices</h3>`));
    const catalogue = await (await fetch(`${url}/dev/blocks`)).text();
    expect(catalogue).toContain(`&quot;${type}&quot;: ${title}`);
  }, 200_000);
});
