/*
 * Under `npm run dev`, a change to a block's schema.ts reaches the JSON Schemas (schemas/) before
 * the rebuild, so the editor's completion and npm run validate know it without npm run gen:schemas.
 * Runs in a copy of the project: the real src/ and schemas/ never change under other tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { snapshot } from '../../scripts/bench/snapshot.ts';
import { freePort } from '../helpers/ports.ts';

// A copy of the project, as the bench makes one: this test edits its files.
const project = snapshot(process.cwd(), 'dev-schemas-');
let dev: ChildProcess;
let output = '';

beforeAll(async () => {
  const port = await freePort();
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: project,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: join(project, 'dev.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (!(await fetch(`http://127.0.0.1:${port}`).then((response) => response.ok).catch(() => false))) {
    if (Date.now() - started > 150_000) throw new Error(`dev server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 300));
  }
}, 180_000);

afterAll(() => {
  dev?.kill('SIGTERM');
  rmSync(project, { recursive: true, force: true });
});

it('regenerates a block’s JSON Schema when its schema.ts changes', async () => {
  // Any block whose schema has a help text: the test needs one, not a particular block.
  const type = readdirSync(join(project, 'src/blocks'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .find((name) => /\.describe\('[^']+'\)/.test(readFileSync(join(project, 'src/blocks', name, 'schema.ts'), 'utf8')))!;
  const schemaSource = join(project, 'src/blocks', type, 'schema.ts');
  const help = 'Help text changed while the dev server runs';
  writeFileSync(schemaSource, readFileSync(schemaSource, 'utf8').replace(/\.describe\('[^']+'\)/, `.describe('${help}')`));

  const jsonSchema = join(project, 'schemas/blocks', `${type}.schema.json`);
  const started = Date.now();
  while (!readFileSync(jsonSchema, 'utf8').includes(help)) {
    if (Date.now() - started > 120_000) throw new Error(`schemas/blocks/${type}.schema.json was not regenerated:\n${output}`);
    await new Promise((done) => setTimeout(done, 500));
  }
  expect(readFileSync(join(project, 'schemas/pages.schema.json'), 'utf8')).toContain(help);
}, 150_000);
