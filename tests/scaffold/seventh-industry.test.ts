/*
 * An author adds a seventh industry the way docs/authoring.md teaches (npm run new -- page
 * /industries/… --template industry, then writes the TODO texts) to a COPY of pages.json. The copy
 * validates (validation holds it to the rules every content page follows), builds, and lists the
 * new industry on /industries: the tests check rules, not today's number of pages.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';
import { addPage } from '../../scripts/scaffold/page.ts';
import { checkRegistryFile } from '../../src/registry/check.ts';

const folder = mkdtempSync(join(tmpdir(), 'seventh-industry-'));
const registryFile = join(folder, 'pages.json');
const outDir = join(folder, 'dist');
const registry = JSON.parse(readFileSync('pages.json', 'utf8'));
const industriesBefore = Object.keys(registry.shared.industries).length;
addPage(registry, { path: '/industries/energy-utilities', template: 'industry', title: 'Energy & Utilities' });

// The author writes every TODO text (here: a distinct line per field, no longer than the TODO).
let written = 0;
const write = (value: unknown): unknown => {
  if (typeof value === 'string' && value.startsWith('TODO: ')) return `Grid ${++written} ${value.slice(6)}`.slice(0, value.length);
  if (Array.isArray(value)) return value.map(write);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, write(child)]));
  return value;
};
registry.pages['industry-energy-utilities'] = write(registry.pages['industry-energy-utilities']);
registry.shared.industries['energy-utilities'] = write(registry.shared.industries['energy-utilities']);
writeFileSync(registryFile, JSON.stringify(registry, null, 2) + '\n');

describe('a seventh industry page, added to a copy of the registry', () => {
  let built = false;
  beforeAll(async () => {
    built = await build({ quiet: true, outDir, registryFile });
  }, 600_000);

  it('validates and builds', () => {
    const checked = checkRegistryFile(registryFile);
    expect(checked.ok ? [] : checked.errors).toEqual([]);
    expect(Object.keys(registry.shared.industries)).toHaveLength(industriesBefore + 1);
    expect(built).toBe(true);
  });

  it('is listed on /industries beside every other industry, and in the menus', () => {
    const index = readFileSync(join(outDir, 'industries/index.html'), 'utf8');
    for (const industry of Object.values(registry.shared.industries) as { title: string; path: string }[]) {
      expect(index, industry.path).toContain(`href="${industry.path}"`);
    }
    expect(index).toContain("<h3>Energy &amp; Utilities</h3>");
    const header = registry.menus.main.find((item: { id: string }) => item.id === 'industries');
    expect(JSON.stringify(header)).toContain('"/industries/energy-utilities"');
  });

  it('is its own page with one h1', () => {
    const page = readFileSync(join(outDir, 'industries/energy-utilities/index.html'), 'utf8');
    expect(page.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page).toContain('Decomplexify digital with Northbeam today');
  });
});

