// The build benchmark's generated registry must stay valid as blocks and page types are added:
// its 1000-page build failed once because it put an article block in the middle of a page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { generateRegistry } from '../../../scripts/bench/generate-registry.ts';
import { checkRegistrySource } from '../../../src/registry/check.ts';

const dir = mkdtempSync(join(tmpdir(), 'generated-registry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('generates a registry of the asked size that passes the checks a build makes', () => {
  const target = join(dir, 'pages.json');
  const realPages = Object.keys(JSON.parse(readFileSync('pages.json', 'utf8')).pages).length;
  const generated = generateRegistry('pages.json', target, realPages + 40);
  expect(generated.pages).toBe(realPages + 40);
  expect(generated.dropped).toEqual([]);
  const checked = checkRegistrySource(readFileSync(target, 'utf8'), { file: target, publishing: true });
  expect(checked.ok ? [] : checked.errors.slice(0, 5)).toEqual([]);
}, 60_000);
