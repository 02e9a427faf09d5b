import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';
import { blocks } from '../../src/blocks/index.ts';
import callToAction from '../../src/blocks/call-to-action/schema.ts';
import hero from '../../src/blocks/hero/schema.ts';
import { freeName } from '../helpers/registry-kinds.ts';
import { lineOf, realRegistry, source, unlinkedRoute } from './broken-registry.ts';

/** The home page's id (the page the "/" route shows), whatever pages.json calls it. */
const homeOf = (registry: { routes: { path: string; page?: string }[] }) => registry.routes.find((route) => route.path === '/')!.page!;

const run = (file?: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...(file ? [file] : [])], { encoding: 'utf8' });

function brokenFile(): string {
  const registry = realRegistry();
  registry.pages[homeOf(registry)].sections[0].type = 'heor';
  registry.routes[unlinkedRoute(registry).index].path = registry.routes[1].path;
  const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'pages.json');
  writeFileSync(file, source(registry));
  return file;
}

describe('npm run validate', () => {
  it('accepts a valid registry (after building it for real, in a temporary folder), and warns about a page nothing links to', () => {
    // Today's pages.json plus a finished page no menu or page links to yet.
    const registry = realRegistry();
    const path = `/${freeName(registry, 'fixture-unlinked')}`;
    registry.pages['fixture-unlinked'] = { template: 'basic', description: 'A finished page that no menu or page links to yet.', sections: [{ ...hero.example, heading: 'An unlinked page' }, callToAction.example] };
    registry.routes.push({ id: 'fixture-unlinked', path, title: 'Unlinked', page: 'fixture-unlinked' });
    const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'pages.json');
    writeFileSync(file, source(registry));
    const result = run(file);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^\S*pages\.json is valid: \d+ routes, \d+ pages\./);
    // (An author's own new page, not linked yet, may be listed too.)
    expect(result.stdout).toMatch(/\nWarning: \d+ page\(s\) no link leads to \(no menu, button, card or article text\):\n/);
    expect(result.stdout).toContain(
      `\n  ${file}:${lineOf(source(registry), `"path": "${path}"`)}:15  /routes/${registry.routes.length - 1}/path  nothing links to "${path}": visitors cannot find it, and search engines that know it only from the sitemap rank it low. Add it to a menu ("menus") or link it from a page (a button or a card); a page meant to be reached only by its address can say "sitemap": false.`,
    );
  }, 180_000); // validate, then a real build: a minute or more on a busy 2-core machine

  it('refuses a broken registry through ajv-cli, each error as FILE:LINE:COL  /json/path  message', () => {
    const file = brokenFile();
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^${file}:\\d+:\\d+  /pages/${homeOf(realRegistry())}/sections/0/type  unknown block type "heor"\\. Did you mean "hero"\\?`, 'm'));
    expect(result.stderr).toContain(`/routes/${unlinkedRoute(realRegistry()).index}/path  path "${realRegistry().routes[1].path}" is already the address of page "${realRegistry().routes[1].page}" (/routes/1)`);
    expect(result.stderr).toMatch(/2 problem\(s\) in .*The site will not build until they are fixed\./);
  });

  it('lists, in one run, a schema error in one page, a broken link in another, a missing image and a TODO text', () => {
    const registry = realRegistry();
    // Pages found by shape, in file order, so an author's edit to any one never breaks this test.
    const ids = Object.keys(registry.pages);
    const after = (id: string | undefined, test: (page: { sections: { type: string; actions?: unknown[] }[] }) => boolean) => ids.find((candidate) => ids.indexOf(candidate) > (id ? ids.indexOf(id) : -1) && test(registry.pages[candidate]));
    const a = after(undefined, (page) => page.sections[1]?.type === 'intro-banner')!;
    const b = after(a, (page) => page.sections[0]?.type === 'hero' && !!page.sections[0].actions?.length)!;
    const c = after(b, (page) => page.sections[0]?.type === 'hero')!;
    registry.pages[a].sections[1].type = 'intro-baner';
    registry.pages[b].sections[0].actions[0].href = '/get-startd';
    registry.site.logo.src = 'no-such-picture.svg';
    registry.pages[c].sections[0].heading = 'TODO: the heading';
    const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'pages.json');
    writeFileSync(file, source(registry));
    const result = run(file);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines.slice(0, -2).map((line) => line.split('  ')[1])).toEqual([
      '/site/logo/src',
      `/pages/${a}/sections/1/type`,
      `/pages/${b}/sections/0/actions/0/href`,
      `/pages/${c}/sections/0/heading`,
    ]);
    expect(lines.at(-1)).toBe(`4 problem(s) in ${file}. The site will not build until they are fixed.`);
  });

  it('runs the semantic checks once the schema passes', () => {
    const registry = realRegistry();
    const { index } = unlinkedRoute(registry);
    registry.routes[index].path = registry.routes[1].path;
    const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'pages.json');
    writeFileSync(file, source(registry));
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`/routes/${index}/path  path "${registry.routes[1].path}" is already the address of page "${registry.routes[1].page}" (/routes/1)`);
  });
});

describe('npm run validate on a value of the wrong form', () => {
  it('says what a link looks like and the one meant, never the pattern (a menu item, which ajv-cli finds through a $ref)', () => {
    const registry = realRegistry();
    const index = registry.menus.main.findIndex((item: { path?: string }) => item.path && /^\/[a-z]+-[a-z]+$/.test(item.path));
    const { path } = registry.menus.main[index];
    const written = path.slice(1).replace('-', ' ').replace(/^./, (letter: string) => letter.toUpperCase()); // "About us"
    registry.menus.main[index].path = written;
    const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'pages.json');
    writeFileSync(file, source(registry));
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`  /menus/main/${index}/path  "${written}" is not a link: write a site path ("/" and lower-case words joined by hyphens, e.g. "/contact"), a "#anchor", a full https:// address, or a mailto: or tel: link. Did you mean "${path}"?`);
    expect(result.stderr).not.toContain('pattern');
  });
});

describe('npm run validate on mistakes JSON.parse and ajv let through or misplace', () => {
  const write = (text: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'pages.json');
    writeFileSync(file, text);
    return file;
  };

  it('refuses a duplicate key at the second one', () => {
    const text = source(realRegistry());
    const at = text.indexOf('"tagline": ');
    const file = write(text.slice(0, at) + '"tagline": "Old tagline",\n    ' + text.slice(at));
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^${file}:\\d+:5  /site/tagline  "tagline" appears twice in this object \\(first on line \\d+\\)`, 'm'));
  });

  it('names a curly quote where it is', () => {
    const text = source(realRegistry()).replace('"tagline": "', '"tagline": “');
    const before = text.slice(0, text.indexOf('“')).split('\n');
    const result = run(write(text));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`:${before.length}:${before.at(-1)!.length + 1}  /  curly quote “: use a straight double quote "`);
  });

  it('names a straight quote inside a text where it ends the text, with the fix', () => {
    const real = source(realRegistry());
    const heading = real.indexOf('"heading": "', real.indexOf('"pages": {')) + '"heading": "'.length;
    const text = real.slice(0, heading) + 'He said "hello" and ' + real.slice(heading);
    const before = text.slice(0, heading + 'He said '.length).split('\n');
    const file = write(text);
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`${file}:${before.length}:${before.at(-1)!.length + 1}  /  a quote " inside a text ends the text early: write \\" for each quote inside a text, or use curly quotes “ ”.`);
  });

  it('names the { a deleted } leaves open, and the line to add it after', () => {
    const lines = source(realRegistry()).split('\n');
    const open = lines.findIndex((line, i) => i > lines.findIndex((candidate) => candidate.includes('"pages": {')) && line === '        {');
    const close = lines.findIndex((line, i) => i > open && line === '        },');
    lines[close] = '        ,';
    const file = write(lines.join('\n'));
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`${file}:${close}:${lines[close - 1]!.length + 1}  /  this { opened at line ${open + 1} is never closed: add } after line ${close}.`);
  });
});

describe('the build', () => {
  it('refuses an invalid registry with the same messages and writes nothing', async () => {
    const file = brokenFile();
    const outDir = mkdtempSync(join(tmpdir(), 'dist-'));
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      expect(await build({ quiet: true, outDir, registryFile: file })).toBe(false);
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toMatch(new RegExp(`^${file}:\\d+:\\d+  /pages/${homeOf(realRegistry())}/sections/0/type  unknown block type "heor"`, 'm'));
    expect(run(file).stderr).toContain(errors[0]!.split('\n')[0]);
  });
});

describe('script budgets', () => {
  it('refuse a home page that would load more than 90 KB of script, naming the page, its block types and the way out', () => {
    // Every block type home does not use yet, each once, from its example data: valid content
    // that brings a dozen scripts more.
    const registry = realRegistry();
    const homeId = homeOf(registry);
    const home = registry.pages[homeId].sections as { type: string }[];
    const onHome = new Set(home.map((section) => section.type));
    // Not a second page heading (hero, article, case study…) nor a form: home can hold one of each;
    // not related-insights, whose example can name no real article, nor the insights hub's index,
    // whose filter pages hang below the hub's own path.
    const added = blocks.filter((block) => !onHome.has(block.type) && !block.pageHeading && !['form', 'related-insights', 'insights-index'].includes(block.type));
    expect(added.length).toBeGreaterThan(8);
    home.splice(home.length - 1, 0, ...added.map((block) => block.example)); // a page ends with its call to action
    const text = source(registry);
    const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'pages.json');
    writeFileSync(file, text);

    const result = run(file);
    expect(result.status).toBe(1);
    const line = lineOf(text, '"sections"', `"${homeId}": {`);
    expect(result.stderr).toMatch(new RegExp(`^${file}:${line}:\\d+  /pages/${homeId}/sections  / would load \\d+\\.\\d KB of script \\(gzip\\), over its 90\\.0 KB budget\\.`, 'm'));
    expect(result.stderr).toContain(`this page uses ${[...new Set(home.map((section) => section.type))].join(', ')}`);
    expect(result.stderr).toContain('build the new sections from block types the page already uses, or ask a developer to make room');
    expect(result.stdout).not.toContain('is valid');
  }, 180_000);
});
