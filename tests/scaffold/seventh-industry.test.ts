/*
 * An author adds one more industry the way docs/authoring.md teaches (npm run new -- page
 * /industries/… --template industry, then writes the TODO texts) to a COPY of pages.json. The copy
 * validates (validation holds it to the rules every content page follows), builds, and lists the
 * new industry on /industries: the tests check rules, not today's number of pages. The industry's
 * name is one no content has taken, so an author who adds the same industry for real breaks nothing.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';
import { addPage } from '../../scripts/scaffold/page.ts';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { pageTemplates } from '../../src/registry/templates.ts';
import { freeName, readRegistry, routesOfTemplate, titleOf } from '../helpers/registry-kinds.ts';

const folder = mkdtempSync(join(tmpdir(), 'one-more-industry-'));
const registryFile = join(folder, 'pages.json');
const outDir = join(folder, 'dist');
const registry = readRegistry();
const industriesBefore = Object.keys(registry.shared.industries!).length;
const slug = freeName(registry, 'fixture-sector');
const path = `/industries/${slug}`;
const title = `${titleOf(slug)} & Co`;
const siblings = routesOfTemplate('industry', registry).map((route) => route.path);
addPage(registry, { path, template: 'industry', title });
const pageId = registry.routes.find((route) => route.path === path)!.page!;

// The author writes every TODO text (here: a distinct line per field, no longer than the TODO).
let written = 0;
const write = (value: unknown): unknown => {
  if (typeof value === 'string' && value.startsWith('TODO: ')) return `Grid ${++written} ${value.slice(6)}`.slice(0, value.length);
  if (Array.isArray(value)) return value.map(write);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, write(child)]));
  return value;
};
registry.pages[pageId] = write(registry.pages[pageId]) as (typeof registry.pages)[string];
registry.shared.industries![slug] = write(registry.shared.industries![slug]);
writeFileSync(registryFile, JSON.stringify(registry, null, 2) + '\n');

describe('one more industry page, added to a copy of the registry', () => {
  let built = false;
  beforeAll(async () => {
    built = await build({ quiet: true, outDir, registryFile });
  }, 600_000);

  it('validates and builds', () => {
    const checked = checkRegistryFile(registryFile);
    expect(checked.ok ? [] : checked.errors).toEqual([]);
    expect(Object.keys(registry.shared.industries!)).toHaveLength(industriesBefore + 1);
    expect(built).toBe(true);
  });

  it('is listed on /industries beside every other industry, and in the menus beside the others', () => {
    const index = readFileSync(join(outDir, 'industries/index.html'), 'utf8');
    for (const industry of Object.values(registry.shared.industries!) as { title: string; path: string }[]) {
      expect(index, industry.path).toContain(`href="${industry.path}"`);
    }
    expect(index).toContain(`<h3>${title.replace('&', '&amp;')}</h3>`);
    // Every main-menu list that linked to an industry page now links to this one too.
    const lists: { path?: string }[][] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) {
        if (node.some((item) => siblings.includes(item?.path))) lists.push(node);
        node.forEach(visit);
      } else if (node && typeof node === 'object') Object.values(node).forEach(visit);
    };
    visit(registry.menus.main);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list.map((item) => item.path)).toContain(path);
  });

  it('is its own page with one h1', () => {
    const page = readFileSync(join(outDir, `${path.slice(1)}/index.html`), 'utf8');
    expect(page.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page).toContain(pageTemplates.industry.closingHeading);
  });
});
