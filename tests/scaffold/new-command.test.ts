/*
 * `npm run new -- page …` on a copy of pages.json, as docs/authoring.md tells an author to run it,
 * then `npm run validate` on the result: every TODO text listed as what is left to write (refused,
 * as by every build that publishes; a development build previews them); and
 * `npm run validate -- --links-to PATH` lists what links to a page before it is removed.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { pageTemplates, type TemplateName } from '../../src/registry/templates.ts';
import { addPage } from '../../scripts/scaffold/page.ts';
import { freeName, readRegistry, routesOfTemplate, routeWith, titleOf } from '../helpers/registry-kinds.ts';
import { positionOf } from '../registry/broken-registry.ts';
import { fixtureRegistry } from '../registry/fixture-registry.ts';

/** Every text still reading "TODO:" under `value`, with its JSON pointer. */
function todoTexts(value: unknown, pointer: string): { pointer: string; text: string }[] {
  if (typeof value === 'string') return value.startsWith('TODO:') ? [{ pointer, text: value }] : [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => todoTexts(child, `${pointer}/${key}`));
  return [];
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Names no content has taken, so an author who adds the same page for real breaks nothing here.
const industrySlug = freeName(readRegistry(), 'fixture-sector');
const industryPath = `/industries/${industrySlug}`;
const industryId = `industry-${industrySlug}`;
const freePath = (template: string) => `/${freeName(readRegistry(), 'fixture-pages')}/new-${template}`;

const run = (script: string, ...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });

describe('npm run new -- page', () => {
  it('adds a route, a templated page with TODO texts, the shared industry and the menu links; its TODO texts preview but never publish', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'new-page-')), 'pages.json');
    copyFileSync('pages.json', file);
    const siblings = routesOfTemplate('industry').map((route) => route.path);
    const added = run('scripts/new.ts', 'page', industryPath, '--template', 'industry', '--registry', file);
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(added.stdout).toContain(`route ${industryPath}`);
    const registry = JSON.parse(readFileSync(file, 'utf8'));
    const title = titleOf(industrySlug);
    expect(registry.routes.find((route: { path: string }) => route.path === industryPath)).toMatchObject({ page: industryId, title: `${title} | ${registry.site.name}` });
    expect(registry.pages[industryId].template).toBe('industry');
    expect(registry.pages[industryId].sections.map((section: { type: string }) => section.type)).toEqual(['hero', 'approach', 'service-list', 'problem-cards', 'awards-row', 'testimonials', 'insight-cards', 'call-to-action']);
    expect(registry.pages[industryId].sections[2].items).toHaveLength(5);
    expect(registry.shared.industries[industrySlug].path).toBe(industryPath);
    const heroTodo = registry.pages[industryId].sections[0].heading;
    expect(heroTodo).toBe('TODO: heading (the page heading)');
    // The main menu's list of industries (the one that links to the other industry pages) ends with it.
    const industriesMenu = registry.menus.main.find((item: { menuItems?: { path?: string }[] }) => item.menuItems?.some((child) => siblings.includes(child.path!)));
    expect(industriesMenu.menuItems.at(-1)).toEqual({ id: industryId, title, path: industryPath });

    // The TODO texts are what is left to write: validate lists each (where, and what it says) and
    // refuses to pass them, as every build that publishes does; a development build previews them.
    const validated = run('scripts/validate.ts', file);
    expect(validated.status).toBe(1);
    expect(validated.stderr).toMatch(new RegExp(`^${file}:\\d+:\\d+  /pages/${industryId}/sections/0/heading  still reads "${escapeRegExp(heroTodo)}" \\(left by npm run new\\)`, 'm'));
    expect(validated.stderr).toMatch(/\d+ problem\(s\) in .*The site will not build until they are fixed\./);
    const outDir = join(mkdtempSync(join(tmpdir(), 'new-page-build-')), 'dist');
    const preview = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import('./build.mjs').then(async ({ build }) => process.exit((await build({ dev: true, quiet: true, outDir: ${JSON.stringify(outDir)}, registryFile: ${JSON.stringify(file)} })) ? 0 : 1))`], { encoding: 'utf8' });
    expect(preview.status, preview.stderr).toBe(0);
    expect(readFileSync(join(outDir, `${industryPath.slice(1)}/index.html`), 'utf8')).toContain(heroTodo);
    const published = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import('./build.mjs').then(async ({ build }) => process.exit((await build({ quiet: true, outDir: ${JSON.stringify(outDir + '-published')}, registryFile: ${JSON.stringify(file)} })) ? 0 : 1))`], { encoding: 'utf8' });
    expect(published.status).toBe(1);
    expect(published.stderr).toContain(`still reads "${heroTodo}"`);
  }, 180_000); // validate and two builds

  it('writes each TODO as whole words saying what to write, within the field\'s length limit (every template)', () => {
    for (const template of Object.keys(pageTemplates)) {
      const file = join(mkdtempSync(join(tmpdir(), 'new-page-')), 'pages.json');
      copyFileSync('pages.json', file);
      const path = template === 'industry' ? industryPath : freePath(template);
      // What npm run new does (scripts/new.ts), in process: the test above runs the command itself.
      const registry = JSON.parse(readFileSync(file, 'utf8'));
      addPage(registry, { path, template: template as TemplateName, title: 'X', root: dirname(file) });
      writeFileSync(file, JSON.stringify(registry, null, 2) + '\n');
      const id = registry.routes.find((route: { path: string }) => route.path === path).page;
      const todos = todoTexts(registry.pages[id], `/pages/${id}`);
      expect(todos.length).toBeGreaterThan(2);
      // "TODO: eyebrow (a short label above the heading)", not "TODO: eyebro": the field's name whole, then what to write.
      // A paragraph of a list (a biography's) is named by its list: "TODO: bio (one paragraph)".
      const fieldOf = (pointer: string) => pointer.split('/').filter((part) => !/^\d+$/.test(part)).at(-1);
      for (const { pointer, text } of todos) if (!pointer.endsWith('/description') || pointer.includes('/sections/')) expect(text, pointer).toMatch(new RegExp(`^TODO: ${fieldOf(pointer)}( \\([a-z][^()]*[a-z]\\))?$`));
      // Every TODO fits its field: the check validate runs (publishing rules) refuses the page for its
      // TODO texts only. In process, without validate's build: thirteen builds would not fit the time.
      const checked = checkRegistryFile(file, { publishing: true });
      const problems = (checked.ok ? [] : checked.errors).filter((line) => line.includes(`/pages/${id}`));
      expect(problems.filter((line) => !line.includes('still reads "TODO: '))).toEqual([]);
      // An article's Markdown body has its own TODO texts, reported at their lines in that file.
      expect(problems.filter((line) => !line.includes('.md:'))).toHaveLength(todos.length);
    }
    const registry = readRegistry();
    addPage(registry, { path: industryPath, template: 'industry', root: mkdtempSync(join(tmpdir(), 'new-page-')) });
    const approach = registry.pages[industryId]!.sections.find((section) => section.type === 'approach')!;
    expect(approach.eyebrow).toBe('TODO: eyebrow (a short label above the heading)');
  }, 120_000); // a page and the registry check for each of the thirteen templates

  it('refuses a path that is already a route, a path of the wrong form (with the one meant), and an unknown template, saying which exist', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'new-page-')), 'pages.json');
    copyFileSync('pages.json', file);
    const { path: taken } = routeWith({ where: (_, route) => route.path !== '/' });
    const refused = run('scripts/new.ts', 'page', taken, '--registry', file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${taken} is already a route.`);
    const malformed = run('scripts/new.ts', 'page', '/Insights/My Page', '--registry', file);
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('"/Insights/My Page" is not a path: a path is "/" followed by lower-case words joined by hyphens, with "/" between levels and none at the end, e.g. "/industries/healthcare". Did you mean "/insights/my-page"?');
    const unknown = run('scripts/new.ts', 'page', freePath('blog'), '--template', 'blog', '--registry', file);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(`unknown template "blog". Templates: ${Object.keys(pageTemplates).join(', ')}.`);
    expect(readFileSync(file, 'utf8')).toBe(readFileSync('pages.json', 'utf8'));
  });
});

describe('npm run validate: a page no route shows', () => {
  it('is refused (it would not be published), naming the page with its line and the route to add', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'unrouted-')), 'pages.json');
    const registry = fixtureRegistry();
    registry.pages.draft = structuredClone(registry.pages.home);
    registry.pages.draft.description = 'A draft page whose author forgot its route: it has no address on the site yet.';
    registry.pages.draft.sections[0].heading = 'A draft';
    writeFileSync(file, JSON.stringify(registry, null, 2) + '\n');
    const validated = run('scripts/validate.ts', file);
    expect(validated.status).toBe(1);
    expect(validated.stderr).toContain(
      `${file}:${positionOf(readFileSync(file, 'utf8'), '{\n      "template": "home",\n      "description": "A draft')}  /pages/draft  page "draft" has no route, so it has no address and would not be published. Add one to "routes": { "id": "draft", "path": "/…", "title": "… | Example Co", "page": "draft" }, or delete the page.`,
    );
  }, 60_000);
});

describe('npm run validate -- --links-to', () => {
  it('lists every link and shared card that leads to a page, with line:col', () => {
    // An industry page that a menu and a card (a shared industry shown by a block) both lead to.
    const registry = readRegistry();
    const text = JSON.stringify(registry.menus);
    const sharedIdOf = (path: string) => Object.keys(registry.shared.industries!).find((id) => registry.shared.industries![id].path === path);
    const shownBy = (id: string) => Object.values(registry.pages).some((page) => page.sections.some((section) => Array.isArray(section.industries) && section.industries.includes(id)));
    const route = routeWith({ template: 'industry', where: (_, candidate) => text.includes(`"${candidate.path}"`) && !!sharedIdOf(candidate.path) && shownBy(sharedIdOf(candidate.path)!) }, registry);
    const shared = sharedIdOf(route.path)!;
    const result = run('scripts/validate.ts', '--links-to', route.path);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`link(s) to ${route.path} (route /routes/${registry.routes.indexOf(route)}, page "${route.page}"):`);
    expect(result.stdout).toMatch(/^  pages\.json:\d+:\d+  \/menus\/main\/\d+\/menuItems\/\d+\/path$/m);
    expect(result.stdout).toMatch(new RegExp(`^  pages\\.json:\\d+:\\d+  /pages/[a-z0-9-]+/sections/\\d+/industries/\\d+ \\(uses shared\\.industries\\.${shared}\\)$`, 'm'));
  }, 180_000); // validate builds the site
});
