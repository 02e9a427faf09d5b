/*
 * `npm run new -- page …` on a copy of pages.json, as docs/authoring.md tells an author to run it,
 * then `npm run validate` on the result: every TODO text listed as what is left to write (refused,
 * as by every build that publishes; a development build previews them); and
 * `npm run validate -- --links-to PATH` lists what links to a page before it is removed.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTemplates } from '../../src/registry/templates.ts';

/** Every text still reading "TODO:" under `value`, with its JSON pointer. */
function todoTexts(value: unknown, pointer: string): { pointer: string; text: string }[] {
  if (typeof value === 'string') return value.startsWith('TODO:') ? [{ pointer, text: value }] : [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => todoTexts(child, `${pointer}/${key}`));
  return [];
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const run = (script: string, ...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });

describe('npm run new -- page', () => {
  it('adds a route, a templated page with TODO texts, the shared industry and the menu links; its TODO texts preview but never publish', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'new-page-')), 'pages.json');
    copyFileSync('pages.json', file);
    const added = run('scripts/new.ts', 'page', '/industries/energy-utilities', '--template', 'industry', '--registry', file);
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('route /industries/energy-utilities');
    const registry = JSON.parse(readFileSync(file, 'utf8'));
    expect(registry.routes.find((route: { path: string }) => route.path === '/industries/energy-utilities')).toMatchObject({ page: 'industry-energy-utilities', title: 'Energy Utilities | Northbeam Consulting' });
    expect(registry.pages['industry-energy-utilities'].sections.map((section: { type: string }) => section.type)).toEqual(['hero', 'approach', 'service-list', 'problem-cards', 'awards-row', 'testimonials', 'insight-cards', 'call-to-action']);
    expect(registry.pages['industry-energy-utilities'].sections[2].items).toHaveLength(5);
    expect(registry.shared.industries['energy-utilities'].path).toBe('/industries/energy-utilities');
    const heroTodo = registry.pages['industry-energy-utilities'].sections[0].heading;
    expect(heroTodo).toBe('TODO: heading (the page heading)');
    const industriesMenu = registry.menus.main.find((item: { id: string }) => item.id === 'industries');
    expect(industriesMenu.menuItems.at(-1)).toEqual({ id: 'industry-energy-utilities', title: 'Energy Utilities', path: '/industries/energy-utilities' });

    // The TODO texts are what is left to write: validate lists each (where, and what it says) and
    // refuses to pass them, as every build that publishes does; a development build previews them.
    const validated = run('scripts/validate.ts', file);
    expect(validated.status).toBe(1);
    expect(validated.stderr).toMatch(new RegExp(`^${file}:\\d+:\\d+  /pages/industry-energy-utilities/sections/0/heading  still reads "${escapeRegExp(heroTodo)}" \\(left by npm run new\\)`, 'm'));
    expect(validated.stderr).toMatch(/\d+ problem\(s\) in .*The site will not build until they are fixed\./);
    const outDir = join(mkdtempSync(join(tmpdir(), 'new-page-build-')), 'dist');
    const preview = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import('./build.mjs').then(async ({ build }) => process.exit((await build({ dev: true, quiet: true, outDir: ${JSON.stringify(outDir)}, registryFile: ${JSON.stringify(file)} })) ? 0 : 1))`], { encoding: 'utf8' });
    expect(preview.status, preview.stderr).toBe(0);
    expect(readFileSync(join(outDir, 'industries/energy-utilities/index.html'), 'utf8')).toContain(heroTodo);
    const published = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import('./build.mjs').then(async ({ build }) => process.exit((await build({ quiet: true, outDir: ${JSON.stringify(outDir + '-published')}, registryFile: ${JSON.stringify(file)} })) ? 0 : 1))`], { encoding: 'utf8' });
    expect(published.status).toBe(1);
    expect(published.stderr).toContain(`still reads "${heroTodo}"`);
  }, 180_000); // validate and two builds

  it('writes each TODO as whole words saying what to write, within the field\'s length limit (every template)', () => {
    for (const template of Object.keys(pageTemplates)) {
      const file = join(mkdtempSync(join(tmpdir(), 'new-page-')), 'pages.json');
      copyFileSync('pages.json', file);
      const path = template === 'industry' ? '/industries/energy-utilities' : `/insights/new-${template}`;
      expect(run('scripts/new.ts', 'page', path, '--template', template, '--title', 'X', '--registry', file).status).toBe(0);
      const registry = JSON.parse(readFileSync(file, 'utf8'));
      const id = registry.routes.find((route: { path: string }) => route.path === path).page;
      const todos = todoTexts(registry.pages[id], `/pages/${id}`);
      expect(todos.length).toBeGreaterThan(2);
      // "TODO: eyebrow (a short label above the heading)", not "TODO: eyebro": the field's name whole, then what to write.
      // A paragraph of a list (a biography's) is named by its list: "TODO: bio (one paragraph)".
      const fieldOf = (pointer: string) => pointer.split('/').filter((part) => !/^\d+$/.test(part)).at(-1);
      for (const { pointer, text } of todos) if (!pointer.endsWith('/description') || pointer.includes('/sections/')) expect(text, pointer).toMatch(new RegExp(`^TODO: ${fieldOf(pointer)}( \\([a-z][^()]*[a-z]\\))?$`));
      // Every TODO fits its field: validate refuses the page for its TODO texts only.
      const problems = run('scripts/validate.ts', file).stderr.split('\n').filter((line) => line.includes(`/pages/${id}`));
      expect(problems.filter((line) => !line.includes('still reads "TODO: '))).toEqual([]);
      // An article's Markdown body has its own TODO texts, reported at their lines in that file.
      expect(problems.filter((line) => !line.includes('.md:'))).toHaveLength(todos.length);
    }
    const file = join(mkdtempSync(join(tmpdir(), 'new-page-')), 'pages.json');
    copyFileSync('pages.json', file);
    run('scripts/new.ts', 'page', '/industries/energy-utilities', '--template', 'industry', '--registry', file);
    const approach = JSON.parse(readFileSync(file, 'utf8')).pages['industry-energy-utilities'].sections.find((section: { type: string }) => section.type === 'approach');
    expect(approach.eyebrow).toBe('TODO: eyebrow (a short label above the heading)');
  }, 120_000);

  it('refuses a path that is already a route, a path of the wrong form (with the one meant), and an unknown template, saying which exist', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'new-page-')), 'pages.json');
    copyFileSync('pages.json', file);
    const taken = run('scripts/new.ts', 'page', '/about-us', '--registry', file);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('/about-us is already a route.');
    const malformed = run('scripts/new.ts', 'page', '/Insights/My Page', '--registry', file);
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('"/Insights/My Page" is not a path: a path is "/" followed by lower-case words joined by hyphens, with "/" between levels and none at the end, e.g. "/industries/healthcare". Did you mean "/insights/my-page"?');
    const unknown = run('scripts/new.ts', 'page', '/insights/new', '--template', 'blog', '--registry', file);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(`unknown template "blog". Templates: ${Object.keys(pageTemplates).join(', ')}.`);
    expect(readFileSync(file, 'utf8')).toBe(readFileSync('pages.json', 'utf8'));
  });
});

describe('npm run validate: a page no route shows', () => {
  it('passes, and names the page with its line and the fix (an author may have forgotten its route)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'unrouted-')), 'pages.json');
    const registry = JSON.parse(readFileSync('pages.json', 'utf8'));
    // A page of its own that no route shows (every page of pages.json may be linked from somewhere,
    // so removing one of their routes could break a link).
    const route = { page: 'page-without-route' };
    registry.pages[route.page] = {
      template: 'legal',
      description: 'A page that no route shows, written by the validate test so that validate names it.',
      sections: [{ type: 'hero', heading: 'A page that no route shows' }, { type: 'rich-text', content: [{ type: 'paragraph', text: 'Words.' }] }],
    };
    writeFileSync(file, JSON.stringify(registry, null, 2) + '\n');
    const validated = run('scripts/validate.ts', file);
    expect(validated.stderr).toBe('');
    expect(validated.status).toBe(0);
    expect(validated.stdout).toMatch(new RegExp(`${file}:\\d+:\\d+  /pages/${route.page}  add a route with "page": "${route.page}", or delete the page\\.`));
  }, 90_000); // validate builds the site
});

describe('npm run validate -- --links-to', () => {
  it('lists every link and shared card that leads to a page, with line:col', () => {
    const result = run('scripts/validate.ts', '--links-to', '/industries/healthcare');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\d+ link\(s\) to \/industries\/healthcare \(route \/routes\/\d+, page "industry-healthcare"\):/);
    expect(result.stdout).toMatch(/^  pages\.json:\d+:\d+  \/menus\/main\/\d+\/menuItems\/\d+\/path$/m);
    expect(result.stdout).toMatch(/^  pages\.json:\d+:\d+  \/pages\/home\/sections\/\d+\/industries\/\d+ \(uses shared\.industries\.healthcare\)$/m);
  }, 60_000); // validate builds the site
});
