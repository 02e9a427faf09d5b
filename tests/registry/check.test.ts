import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../src/blocks/index.ts';
import { checkRegistrySource } from '../../src/registry/check.ts';
import { lineOf, positionOf, realRegistry, source, unlinkedRoute } from './broken-registry.ts';
import { freeName, routeWith, routesOfTemplate, type Registry } from '../helpers/registry-kinds.ts';

// Pages are picked by what they are, never by their id today, so an author's edit breaks none of these.
/** The home page's id (the page the "/" route shows). */
const homeOf = (registry: Registry) => registry.routes.find((route) => route.path === '/')!.page!;
/** A page that sells and closes with a call to action, other than home and the industry pages (which keep a fixed order). */
const plainPageOf = (registry: Registry) =>
  routeWith({ where: (page, route) => route.path !== '/' && page.template !== 'industry' && page.sections[0]?.type === 'hero' && page.sections.at(-1)?.type === 'call-to-action' && page.sections.length > 2 }, registry).page;
/** A typo of `word`: its last two letters swapped ("industries" -> "industrise"). */
const swapLastTwo = (word: string) => word.slice(0, -2) + word.at(-1) + word.at(-2);

const exampleOf = (type: string) => structuredClone(blocks.find((block) => block.type === type)!.example) as object;

function errorsFor(registry: unknown): string[] {
  const result = checkRegistrySource(source(registry));
  if (result.ok) throw new Error('expected the registry to be refused');
  return result.errors;
}

describe('registry check', () => {
  it('accepts the real pages.json', () => {
    const result = checkRegistrySource(source(realRegistry()));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('names an unknown block type, its line, and the likely fix', () => {
    const registry = realRegistry();
    const home = homeOf(registry);
    registry.pages[home].sections[0].type = 'heor';
    const text = source(registry);
    const errors = errorsFor(registry);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^pages\\.json:${positionOf(text, '"heor"')}  /pages/${home}/sections/0/type  unknown block type "heor"\\. Did you mean "hero"\\? Allowed: (.*\\b)?hero\\b`));
  });

  it('reports a missing required prop with its help text', () => {
    const registry = realRegistry();
    const id = plainPageOf(registry);
    delete registry.pages[id].sections.at(-1).heading;
    const text = source(registry);
    const sectionIndex = registry.pages[id].sections.length - 1;
    const [error] = errorsFor(registry);
    expect(error).toContain(`/pages/${id}/sections/${sectionIndex}  missing required property "heading"`);
    expect(Number(error!.split(':')[1])).toBeGreaterThan(lineOf(text, `"${id}": {`, '"pages": {'));
  });

  it('reports an extra (misspelt) prop with a did-you-mean', () => {
    const registry = realRegistry();
    const home = homeOf(registry);
    registry.pages[home].sections[0].headng = 'Typo';
    const text = source(registry);
    const errors = errorsFor(registry);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^pages\\.json:${positionOf(text, '"Typo"')}  /pages/${home}/sections/0/headng  unknown property "headng"\\. Did you mean "heading"\\?$`));
  });

  it('reports a dead internal link with the closest route', () => {
    const registry = realRegistry();
    // A plain link of the main menu, its path mistyped (the last two letters swapped).
    const item = registry.menus.main.findIndex((candidate: { path?: string; menuItems?: unknown }) => candidate.path && !candidate.menuItems && candidate.path.length > 4 && candidate.path.at(-1) !== candidate.path.at(-2));
    const meant: string = registry.menus.main[item].path;
    const typo = swapLastTwo(meant);
    registry.menus.main[item].path = typo;
    const text = source(registry);
    const errors = errorsFor(registry);
    expect(errors).toEqual([`pages.json:${positionOf(text, `"${typo}"`)}  /menus/main/${item}/path  link to "${typo}", which is not a route. Did you mean "${meant}"? Add a route with this path or fix the link.`]);
  });

  it('suggests the route a shortened link begins ("/about" for "/about-us")', () => {
    const registry = realRegistry();
    const paths: string[] = registry.routes.map((route: { path: string }) => route.path);
    const full = paths.find((path) => /^\/[a-z]{4,}-/.test(path) && !paths.includes(path.split('-')[0]!))!;
    const short = full.split('-')[0]!;
    const closest = paths.filter((path) => path.startsWith(short)).sort((a, b) => a.length - b.length)[0];
    const item = registry.menus.main.findIndex((candidate: { path?: string; menuItems?: unknown }) => candidate.path && !candidate.menuItems && candidate.path !== '/');
    registry.menus.main[item].path = short;
    expect(errorsFor(registry)).toEqual([expect.stringContaining(`/menus/main/${item}/path  link to "${short}", which is not a route. Did you mean "${closest}"?`)]);
  });

  it('reports a menu item that leads nowhere: no path and no links, or an empty list of links', () => {
    const registry = realRegistry();
    const plain = registry.menus.main.findIndex((item: { path?: string; menuItems?: unknown }) => item.path && !item.menuItems && item.path !== '/');
    const withLinks = registry.menus.main.findIndex((item: { menuItems?: unknown[] }) => item.menuItems?.length);
    const { title } = registry.menus.main[plain];
    delete registry.menus.main[plain].path;
    registry.menus.main[withLinks].menuItems = [];
    const errors = errorsFor(registry);
    expect(errors).toContainEqual(expect.stringContaining(`  /menus/main/${plain}  menu item "${title}" leads nowhere. Add "path"`));
    expect(errors).toContainEqual(expect.stringMatching(new RegExp(`^pages\\.json:\\d+:\\d+  /menus/main/${withLinks}/menuItems  menu item ".+" lists no links\\.`)));
  });

  it('reports an unknown or repeated id in the small-screen menu order', () => {
    const registry = realRegistry();
    const ids: string[] = registry.menus.main.map((item: { id: string }) => item.id);
    const [first] = ids;
    const meant = ids.find((id) => id.length >= 6 && id !== first && id.at(-1) !== id.at(-2))!;
    const typo = swapLastTwo(meant);
    registry.menus.mobileOrder = [first, typo, first];
    const text = source(registry);
    const errors = errorsFor(registry);
    expect(errors[0]).toBe(`pages.json:${positionOf(text, `"${typo}"`)}  /menus/mobileOrder/1  no top-level item "${typo}" in "menus.main". Did you mean "${meant}"? Known: ${ids.join(', ')}.`);
    expect(errors[1]).toMatch(new RegExp(`^pages\\.json:\\d+:\\d+  /menus/mobileOrder/2  "${first}" is already listed at /menus/mobileOrder/0\\. List each item once\\.$`));
  });

  it('reports a duplicate path, pointing at the second one', () => {
    const registry = realRegistry();
    const { index } = unlinkedRoute(registry);
    const [first] = registry.routes;
    registry.routes[index].path = first.path;
    const errors = errorsFor(registry);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^pages\\.json:\\d+:\\d+  /routes/${index}/path  path "${first.path}" is already the address of page "${first.page}" \\(/routes/0\\)\\. Each path may appear once: give this route another path, or remove one of the two\\.$`));
  });

  it('reports a missing image file', () => {
    const registry = realRegistry();
    registry.site.logo.src = 'no-such-picture.svg';
    const text = source(registry);
    expect(errorsFor(registry)).toEqual([`pages.json:${positionOf(text, '"no-such-picture.svg"')}  /site/logo/src  image "no-such-picture.svg" does not exist in src/assets/images. Add the file or fix the name.`]);
  });

  it('suggests the image a misspelt name meant (an illustration of the library with a letter left out)', () => {
    const registry = realRegistry();
    const file = `library/${readdirSync('src/assets/images/library').find((name) => /^[a-z]{5,}\.svg$/.test(name))!}`; // "library/energy.svg"
    const typo = file.replace(/(library\/[a-z]{2})[a-z]/, '$1'); // "library/enrgy.svg"
    registry.site.logo.src = typo;
    const text = source(registry);
    expect(errorsFor(registry)).toEqual([`pages.json:${positionOf(text, `"${typo}"`)}  /site/logo/src  image "${typo}" does not exist in src/assets/images. Did you mean "${file}"? Add the file or fix the name.`]);
  });

  it('reports a reference to a shared item that does not exist', () => {
    const registry = realRegistry();
    const meant: string = registry.site.offices[0];
    const typo = meant.slice(0, -2) + meant.at(-1); // a letter left out: "austn"
    registry.site.offices[0] = typo;
    expect(errorsFor(registry)[0]).toContain(`/site/offices/0  no "${typo}" in "shared.offices". Did you mean "${meant}"?`);
  });

  it('requires one home route and an existing page per route', () => {
    const registry = realRegistry();
    const home = registry.routes.findIndex((route: { path: string }) => route.path === '/');
    const other = registry.routes.findIndex((route: { page?: string; path: string }) => route.page && route.path !== '/' && route.page.length > 4);
    const meant: string = registry.routes[other].page;
    const typo = meant.slice(0, 2) + meant.slice(3); // a letter left out: "abot-us"
    registry.routes[home].path = `/${freeName(registry, 'start')}`;
    registry.routes[other].page = typo;
    const errors = errorsFor(registry);
    expect(errors.some((error) => error.includes('/routes  there is no home route'))).toBe(true);
    expect(errors.some((error) => error.includes(`/routes/${other}/page  no page with id "${typo}" in "pages". Did you mean "${meant}"?`))).toBe(true);
  });

  it('reports a duplicate route id', () => {
    const registry = realRegistry();
    registry.routes[3].id = registry.routes[2].id;
    expect(errorsFor(registry)[0]).toContain(`/routes/3/id  route id "${registry.routes[2].id}" is already used by /routes/2`);
  });

  it('reports a redirect to a path that is not a route', () => {
    const registry = realRegistry();
    const index = registry.routes.findIndex((route: { redirect?: string }) => route.redirect);
    const nowhere = `/${freeName(registry, 'nowhere')}`;
    registry.routes[index].redirect = nowhere;
    expect(errorsFor(registry)[0]).toContain(`/routes/${index}/redirect  link to "${nowhere}", which is not a route.`);
  });


  it('explains a path of the wrong form in words, with the corrected path', () => {
    const registry = realRegistry();
    const index = registry.routes.findIndex((route: { path: string }) => /^\/[a-z]+\/[a-z]+-[a-z-]+$/.test(route.path));
    const { path } = registry.routes[index];
    const written = titleCase(path); // "/Industries/Energy Utilities"
    registry.routes[index].path = written;
    expect(errorsFor(registry)).toContainEqual(
      expect.stringContaining(`/routes/${index}/path  "${written}" is not a path: a path is "/" followed by lower-case words joined by hyphens, with "/" between levels and none at the end, e.g. "/industries/healthcare". Did you mean "${path}"?`),
    );
    registry.routes[index].path = path.slice(1) + '/';
    expect(errorsFor(registry)).toContainEqual(expect.stringContaining(`/routes/${index}/path  "${path.slice(1)}/" is not a path: a path is "/" followed by`));
    expect(errorsFor(registry)).toContainEqual(expect.stringContaining(`Did you mean "${path}"?`));
  });

  it('explains a link of the wrong form in words, with the route it meant', () => {
    const registry = realRegistry();
    const { href } = registry.menus.headerCta;
    registry.menus.headerCta.href = titleCase(href).slice(1);
    expect(errorsFor(registry)).toEqual([
      expect.stringContaining(`/menus/headerCta/href  "${titleCase(href).slice(1)}" is not a link: write a site path ("/" and lower-case words joined by hyphens, e.g. "/contact"), a "#anchor", a full https:// address, or a mailto: or tel: link. Did you mean "${href}"?`),
    ]);
    registry.menus.headerCta.href = 'http://example.com/a';
    expect(errorsFor(registry)).toEqual([expect.stringMatching(/ is not a link: write a site path .* Did you mean "https:\/\/example\.com\/a"\?$/)]);
  });

  it('explains an image name of the wrong form, with the name it meant', () => {
    const registry = realRegistry();
    const { src } = registry.site.logo;
    registry.site.logo.src = src.toUpperCase();
    expect(errorsFor(registry)).toEqual([expect.stringContaining(`/site/logo/src  "${src.toUpperCase()}" is not an image file name: lower-case letters, digits and hyphens, "/" between folders, ending in .svg, .png, .jpg, .jpeg, .webp or .avif, e.g. "services/cloud.svg". Did you mean "${src}"?`)]);
  });
});

describe('registry check: titles', () => {
  it('refuses two routes with the same title unless they show the same page', () => {
    const registry = realRegistry();
    registry.routes[2].title = registry.routes[1].title;
    const errors = checkRegistrySource(source(registry));
    expect(errors.ok ? [] : errors.errors).toEqual([expect.stringMatching(/\/routes\/2\/title  title ".*" is already used by \/routes\/1\./)]);
  });
});

/** "/industries/energy-utilities" as an author might type it: "/Industries/Energy Utilities". */
const titleCase = (path: string) => path.replace(/(^|[/-])([a-z])/g, (_, before: string, letter: string) => `${before === '-' ? ' ' : before}${letter.toUpperCase()}`);

/** The one error for a source text that is not valid JSON. */
function syntaxErrorFor(text: string): string {
  const result = checkRegistrySource(text);
  if (result.ok) throw new Error('expected the text to be refused');
  expect(result.errors).toHaveLength(1);
  return result.errors[0]!;
}

describe('registry check: JSON syntax errors point at the offending character and name it', () => {
  const real = source(realRegistry());
  /** The real pages.json with `find` (first occurrence after `after`) replaced by `replace`. */
  const broken = (find: string, replace: string, after = '"pages": {') => {
    const start = real.indexOf(after);
    const offset = real.indexOf(find, start);
    return { text: real.slice(0, offset) + replace + real.slice(offset + find.length), offset };
  };
  const lineCol = (text: string, offset: number) => {
    const before = text.slice(0, offset).split('\n');
    return `${before.length}:${before.at(-1)!.length + 1}`;
  };

  it('a trailing comma: at the comma, named', () => {
    const text = '{\n  "site": {\n    "name": "X",\n  }\n}\n';
    expect(syntaxErrorFor(text)).toBe('pages.json:3:16  /  trailing comma before }: remove this comma (the last item of a list or object has none).');
    const inList = broken('"actions": [', '"actions": [').text.replace(/("opensContactForm": true\n\s*\})(\n\s*\])/, '$1,$2');
    const comma = inList.search(/"opensContactForm": true\n\s*\},\n\s*\]/);
    const at = inList.indexOf('},', comma) + 1;
    expect(syntaxErrorFor(inList)).toBe(`pages.json:${lineCol(inList, at)}  /  trailing comma before ]: remove this comma (the last item of a list or object has none).`);
  });

  it('curly quotes: at the quote, named, with the fix', () => {
    const { text, offset } = broken('"heading": "', '"heading": “');
    const quote = offset + '"heading": '.length;
    expect(syntaxErrorFor(text)).toBe(`pages.json:${lineCol(text, quote)}  /  curly quote “: use a straight double quote " (word processors and some keyboards type curly quotes).`);
  });

  it('a missing comma between two properties: at the second one', () => {
    const { text, offset } = broken('",\n', '"\n');
    const next = text.indexOf('"', offset + 2);
    expect(syntaxErrorFor(text)).toBe(`pages.json:${lineCol(text, next)}  /  missing comma: add "," at the end of the previous line (or before this value).`);
  });

  it('single quotes, comments, capitalised true, an unclosed text and a missing bracket', () => {
    expect(syntaxErrorFor("{\n  'site': {}\n}")).toBe(`pages.json:2:3  /  single quote ': JSON texts and property names use straight double quotes ".`);
    expect(syntaxErrorFor('{\n  "a": 1, // note\n  "b": 2\n}')).toMatch(/^pages\.json:2:11  \/  a comment: JSON has no comments\./);
    expect(syntaxErrorFor('{\n  "a": True\n}')).toBe('pages.json:2:8  /  True must be written in lower case: true.');
    expect(syntaxErrorFor('{\n  "a": "text,\n  "b": 2\n}')).toBe('pages.json:2:8  /  this text is never closed: add the closing " on the same line.');
    expect(syntaxErrorFor('{\n  "a": [\n    1,\n    2\n}')).toBe('pages.json:4:6  /  this [ opened at line 2 is never closed: add ] after line 4.');
    expect(syntaxErrorFor('{\n  "a": [\n    "b": 1\n  ]\n}')).toBe('pages.json:3:5  /  a property inside a list: the { that opens this item is missing (an item with properties is written { "name": value, … }).');
    expect(syntaxErrorFor('{"a": [1, 2}')).toBe('pages.json:1:12  /  unexpected }: it does not close the bracket that is open here (a { is closed by }, a [ by ]).');
    expect(syntaxErrorFor('{\n  "a": {\n    "b": 1\n')).toBe('pages.json:2:8  /  this { is never closed: add its } (the file ends first).');
  });

  const heading = real.indexOf('"heading": "', real.indexOf('"pages": {')) + '"heading": "'.length;
  const message = 'a quote " inside a text ends the text early: write \\" for each quote inside a text, or use curly quotes “ ”.';

  it('a straight quote inside a text: at the quote that ends the text early, with the two ways to write it', () => {
    const text = real.slice(0, heading) + 'He said "hello" and ' + real.slice(heading);
    expect(syntaxErrorFor(text)).toBe(`pages.json:${lineCol(text, heading + 'He said '.length)}  /  ${message}`);
  });

  it('a straight quote at the start of a text, before a number, and with an odd number of quotes', () => {
    for (const inner of ['"Hello" ', 'the "2026" plan: ', 'a 5" screen: ']) {
      const text = real.slice(0, heading) + inner + real.slice(heading);
      expect(syntaxErrorFor(text)).toBe(`pages.json:${lineCol(text, heading + inner.indexOf('"'))}  /  ${message}`);
    }
  });

  it('two properties or two texts of a list on one line without a comma are still a missing comma', () => {
    expect(syntaxErrorFor('{\n  "a": "x" "b": "y"\n}')).toBe('pages.json:2:12  /  missing comma: add "," at the end of the previous line (or before this value).');
    expect(syntaxErrorFor('{\n  "a": ["x" "y"]\n}')).toBe('pages.json:2:13  /  missing comma: add "," at the end of the previous line (or before this value).');
  });
});

describe('registry check: a closing bracket left out in the middle of the file', () => {
  const real = source(realRegistry());
  const lines = real.split('\n');
  /** The first line after `after` that reads exactly `text`, 0-based. */
  const lineIndex = (text: string, after: number) => lines.findIndex((line, i) => i > after && line === text);
  const pages = lines.findIndex((line) => line.includes('"pages": {'));
  // The first section of the first page: its { and the "}," that closes it.
  const sectionOpen = lineIndex('        {', pages);
  const sectionClose = lineIndex('        },', sectionOpen);
  const withLines = (edit: (copy: string[]) => void) => {
    const copy = [...lines];
    edit(copy);
    return copy.join('\n');
  };
  const endOf = (copy: string[], index: number) => `${index + 1}:${copy[index]!.length + 1}`;

  it('a section\'s } deleted (its comma left): names the { it leaves open and the line to add } after', () => {
    const text = withLines((copy) => (copy[sectionClose] = '        ,'));
    expect(syntaxErrorFor(text)).toBe(`pages.json:${endOf(lines, sectionClose - 1)}  /  this { opened at line ${sectionOpen + 1} is never closed: add } after line ${sectionClose}.`);
  });

  it('the whole "}," line deleted: the same, with the comma', () => {
    const text = withLines((copy) => copy.splice(sectionClose, 1));
    expect(syntaxErrorFor(text)).toBe(`pages.json:${endOf(lines, sectionClose - 1)}  /  this { opened at line ${sectionOpen + 1} is never closed: add }, after line ${sectionClose} (its } and the comma before the next item).`);
  });

  it('a list\'s ] deleted: names the [ and where its ] goes', () => {
    // The first list inside a section (a section's properties are indented 10 spaces), whichever page has one first.
    const listOpen = lines.findIndex((line, i) => i > pages && line.endsWith('[') && line.startsWith(' '.repeat(10)));
    const indent = lines[listOpen]!.length - lines[listOpen]!.trimStart().length;
    const listClose = lines.findIndex((line, i) => i > listOpen && line.trimStart().startsWith(']') && line.length - line.trimStart().length === indent);
    const text = withLines((copy) => (copy[listClose] = copy[listClose]!.replace(']', '')));
    expect(syntaxErrorFor(text)).toBe(`pages.json:${endOf(lines, listClose - 1)}  /  this [ opened at line ${listOpen + 1} is never closed: add ] after line ${listClose}.`);
  });

  it('a page\'s "sections" ] deleted: the parser stops at the page\'s }, the message names the [', () => {
    const sectionsOpen = lines.findIndex((line, i) => i > pages && line.trim() === '"sections": [');
    const sectionsClose = lineIndex('      ]', sectionsOpen);
    const text = withLines((copy) => copy.splice(sectionsClose, 1));
    expect(syntaxErrorFor(text)).toBe(`pages.json:${endOf(lines, sectionsClose - 1)}  /  this [ opened at line ${sectionsOpen + 1} is never closed: add ] after line ${sectionsClose}.`);
  });
});

describe('registry check: duplicate keys and page rules', () => {
  it('refuses a key written twice in one object, at the second one, naming the first', () => {
    const real = source(realRegistry());
    const heading = real.indexOf('"heading": ', real.indexOf('"pages": {'));
    const lineStart = real.lastIndexOf('\n', heading) + 1;
    const indent = real.slice(lineStart, heading);
    const text = real.slice(0, lineStart) + `${indent}"heading": "An older heading",\n` + real.slice(lineStart);
    const firstLine = text.slice(0, lineStart).split('\n').length;
    const errors = checkRegistrySource(text);
    expect(errors.ok ? [] : errors.errors).toEqual([
      expect.stringMatching(new RegExp(`^pages\\.json:${firstLine + 1}:${indent.length + 1}  /pages/${Object.keys(realRegistry().pages)[0]}/sections/0/heading  "heading" appears twice in this object \\(first on line ${firstLine}\\); only the last one would be used\\. Remove one of them\\.$`)),
    ]);
  });

  it('refuses a second hero, at its type, saying why', () => {
    const registry = realRegistry();
    const id = plainPageOf(registry);
    registry.pages[id].sections.splice(2, 0, structuredClone(registry.pages[id].sections[0]));
    const text = source(registry);
    const errors = errorsFor(registry);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^pages\\.json:\\d+:\\d+  /pages/${id}/sections/2/type  a second "hero" on page "${id}": a page has one .*"hero".* section, first, because it is the page's only h1\\.`));
    const [line] = errors[0]!.split(':').slice(1).map(Number);
    expect(line).toBeGreaterThan(lineOf(text, `"${id}": {`, '"pages": {'));
  });

  it('refuses a hero that is not first, and a page without one', () => {
    const registry = realRegistry();
    const id = plainPageOf(registry);
    const sections = registry.pages[id].sections;
    sections.push(sections.shift());
    expect(errorsFor(registry)).toEqual([expect.stringMatching(new RegExp(`/pages/${id}/sections/${sections.length - 1}/type  the "hero" must be the first section of page "${id}" \\(it carries the page's h1\\)\\. Move it to the top\\.$`))]);
    sections.pop();
    expect(errorsFor(registry)).toEqual([expect.stringContaining(`/pages/${id}/sections/0/type  page "${id}" has no hero. Every page opens with one "hero"`)]);
  });
});

describe('registry check: a wrong type in a choice of values is one line', () => {
  it('"4" for 3 or 4', () => {
    const registry = realRegistry();
    const [id, index] = Object.entries(registry.pages as Record<string, { sections: { type: string }[] }>)
      .flatMap(([pageId, page]) => page.sections.map((section, i) => [pageId, i, section] as const))
      .find(([, , section]) => section.type === 'problem-cards')!;
    registry.pages[id].sections[index].columns = '4';
    const text = source(registry);
    expect(errorsFor(registry)).toEqual([`pages.json:${positionOf(text, '"columns": "4"').replace(/:(\d+)$/, (_, col) => `:${Number(col) + '"columns": '.length}`)}  /pages/${id}/sections/${index}/columns  must be 3 or 4, found the string "4".`]);
  });
});

describe('registry check: industry pages', () => {
  it('refuses a page under /industries/ that /industries would not list (no shared.industries entry)', () => {
    const registry = realRegistry();
    const [route] = routesOfTemplate('industry', registry);
    const index = registry.routes.indexOf(route);
    const shared = Object.keys(registry.shared.industries).find((id) => registry.shared.industries[id].path === route!.path)!;
    delete registry.shared.industries[shared];
    // (Cards that named it are refused too; this test looks at the route.)
    const errors = errorsFor(registry);
    expect(errors).toContainEqual(expect.stringContaining(`/routes/${index}/path  "${route!.path}" is an industry page, but no entry in "shared.industries" has "path": "${route!.path}", so /industries would not list it.`));
  });

  it('refuses an industry page that leaves the industry template', () => {
    const registry = realRegistry();
    const id = routesOfTemplate('industry', registry)[0]!.page;
    const sections = registry.pages[id].sections;
    sections.at(-1).heading = 'Talk to us';
    sections[2].items.pop();
    expect(errorsFor(registry)).toEqual([
      expect.stringMatching(new RegExp(`/pages/${id}/sections/2/items  industry pages list 5 solutions \\(this one has 4\\)\\.$`)),
      expect.stringMatching(new RegExp(`/pages/${id}/sections/7/heading  industry pages close with the heading "Decomplexify digital with Northbeam today"\\.$`)),
    ]);
    sections.splice(1, 1);
    expect(errorsFor(registry)).toEqual([expect.stringMatching(new RegExp(`/pages/${id}/sections/1  industry pages have these sections, in this order: hero, approach, service-list, .+\\. Add a section "approach" after "hero"\\.$`))]);
  });
});

describe('registry check: the rules every content page follows', () => {
  // Any content page (one that opens with a hero) of today's registry, with the fields the rules read.
  type Action = { label: string; href: string; opensContactForm?: boolean };
  type Page = { description: string; sections: Array<{ type: string; heading?: string; actions?: Action[]; offer?: { actions?: Action[] } }> };
  const contentPage = (registry: { pages: Record<string, Page> }) => Object.entries(registry.pages).find(([, page]) => page.sections[0]!.type === 'hero')!;
  const actionsOf = (page: Page) => page.sections.flatMap((section) => [...(section.actions ?? []), ...(section.offer?.actions ?? [])]);

  it('refuses a page that sells without its Get started or its Contact us button, at its closing band, naming the button to add', () => {
    const registry = realRegistry();
    const [id, page] = contentPage(registry);
    const closing = page.sections.findIndex((section) => section.type === 'call-to-action');
    const where = closing >= 0 ? `sections/${closing}/actions` : 'sections/0/actions';
    // Pointed at another page, not removed: a list left empty would be a schema error first.
    const elsewhere = (registry.routes as { path: string; page?: string }[]).find((route) => route.page && route.page !== id && route.path !== '/get-started')!.path;
    for (const action of actionsOf(page)) if (action.href === '/get-started') action.href = elsewhere;
    expect(errorsFor(registry).filter((error) => error.includes(`/pages/${id}/`))).toEqual([
      expect.stringMatching(new RegExp(`  /pages/${id}/${where}  page "${id}" has no Get started button\\. Every page that sells offers one: add \\{ "label": "Get started", "href": "/get-started" \\} to the (closing call to action|hero)'s "actions"\\.$`)),
    ]);
    const again = realRegistry();
    const [otherId, other] = contentPage(again);
    for (const action of actionsOf(other)) if (action.href === '/contact') delete action.opensContactForm;
    expect(errorsFor(again)).toContainEqual(expect.stringMatching(new RegExp(`/pages/${otherId}/${where}  page "${otherId}" has no Contact us button that opens the contact form\\. Add \\{ "label": "Contact us", "href": "/contact", "style": "secondary", "opensContactForm": true \\}`)));
  });

  it('refuses a button that leads to the page it is on, a second primary button in the hero, a second closing band, and sales buttons on a legal page', () => {
    const registry = realRegistry();
    const [id, page] = contentPage(registry);
    const route = (registry.routes as { path: string; page?: string }[]).find((candidate) => candidate.page === id)!;
    const hero = page.sections[0]! as { actions?: Action[] };
    hero.actions = [{ label: 'Here', href: route.path }, { label: 'Get started', href: '/get-started' }];
    page.sections.splice(1, 0, structuredClone(page.sections.find((section) => section.type === 'call-to-action')!));
    const errors = errorsFor(registry).filter((error) => error.includes(`/pages/${id}/`));
    expect(errors).toContainEqual(expect.stringContaining(`/pages/${id}/sections/0/actions/0/href  "Here" links to the page it is on (${route.path}), so it takes the visitor nowhere.`));
    expect(errors).toContainEqual(expect.stringContaining(`/pages/${id}/sections/0/actions/1/style  the hero of page "${id}" has two primary buttons. Give the second "style": "secondary"`));
    expect(errors).toContainEqual(expect.stringContaining(`/pages/${id}/sections/1/type  page "${id}" has more than one "call-to-action" band.`));

    const legal = realRegistry();
    const [legalId, legalPage] = Object.entries(legal.pages as Record<string, Page & { template?: string }>).find(([, candidate]) => candidate.template === 'legal')!;
    (legalPage.sections[0] as { actions?: Action[] }).actions = [{ label: 'Get started', href: '/get-started' }];
    expect(errorsFor(legal)).toContainEqual(expect.stringContaining(`/pages/${legalId}/sections/0/actions/0  a "legal" page is a plain document: it offers no "Get started" button.`));
  });

  it('refuses an offer panel straight above the closing call to action, where readers would meet two calls to action in a row', () => {
    const registry = realRegistry();
    const [id, page] = Object.entries(registry.pages as Record<string, Page>).find(([, candidate]) => candidate.sections[0]!.type === 'hero' && candidate.sections.some((section) => section.type === 'call-to-action'))!;
    const closing = page.sections.findIndex((section) => section.type === 'call-to-action');
    const offer = { heading: 'Turn an idea into a plan', text: 'A 30-minute call, then a written roadmap.', actions: [{ label: 'Book a 30-minute call', href: '/get-started' }] };
    page.sections.splice(closing, 0, { type: 'insight-cards', ...exampleOf('insight-cards'), offer } as never);
    expect(errorsFor(registry)).toContainEqual(
      expect.stringMatching(new RegExp(`/pages/${id}/sections/${closing}/offer  the "insight-cards" offer on page "${id}" sits straight above the closing call to action, which asks for the same thing: readers meet two calls to action in a row\\. Remove the "offer"`)),
    );
    // With a section between them, the offer stands.
    page.sections.splice(closing + 1, 0, { type: 'rich-text', ...exampleOf('rich-text') } as never);
    const again = checkRegistrySource(source(registry));
    expect(again.ok ? [] : again.errors.filter((error) => error.includes('two calls to action in a row'))).toEqual([]);
  });

  it('refuses a page that does not close with a call to action (unless it holds a form)', () => {
    const registry = realRegistry();
    const [id, page] = Object.entries(registry.pages as Record<string, Page>).find(([, candidate]) => candidate.sections[0]!.type === 'hero' && !candidate.sections.some((section) => section.type === 'form') && candidate.sections.length > 2)!;
    // The closing call to action moves up (its buttons stay on the page): only the closing rule breaks.
    page.sections.splice(1, 0, page.sections.pop()!);
    const last = page.sections.length - 1;
    expect(errorsFor(registry)).toContainEqual(expect.stringMatching(new RegExp(`/pages/${id}/sections/${last}/type  page "${id}" ends with a "${page.sections[last]!.type}"\\. Close it with a "call-to-action" section \\(or give it a "form"\\)\\.$`)));
  });

  it('refuses a second page with the same description or the same hero heading, at the second one', () => {
    const registry = realRegistry();
    const pages = Object.entries(registry.pages as Record<string, Page>).filter(([, page]) => page.sections[0]!.type === 'hero');
    const [[firstId, first], [secondId, second]] = [pages[0]!, pages[1]!];
    second.description = first.description;
    second.sections[0]!.heading = first.sections[0]!.heading;
    expect(errorsFor(registry)).toEqual([
      expect.stringMatching(new RegExp(`/pages/${secondId}/description  page "${secondId}" has the same description as page "${firstId}"\\.`)),
      expect.stringMatching(new RegExp(`/pages/${secondId}/sections/0/heading  page "${secondId}" has the same hero heading as page "${firstId}"\\.`)),
    ]);
    // Two pages just made by `npm run new`, their texts still to write, are not duplicates yet.
    for (const [, page] of [pages[0]!, pages[1]!]) [page.description, page.sections[0]!.heading] = ['TODO: a description of the page, for search results', 'TODO: heading'];
    expect(checkRegistrySource(source(registry)).ok).toBe(true);
  });
});

describe('registry check: a structure problem does not hide the rest of the file', () => {
  // Found by shape, not by name, so an author's edit to those pages never breaks these tests.
  type Loose = Record<string, any>; // the registry as edited JSON
  const pagesOf = (registry: Loose) => Object.entries(registry.pages as Record<string, Loose>);
  /** A page whose section 1 is an intro-banner and a later section holds an image (path within it), in file order. */
  const pageWithLaterImage = (registry: Loose) =>
    pagesOf(registry).flatMap(([id, page]) => {
      if (page.sections[1]?.type !== 'intro-banner') return [];
      for (let index = 2; index < page.sections.length; index++) {
        const section = page.sections[index];
        if (section.image?.src) return [{ id, index, image: section.image, at: `sections/${index}/image/src` }];
        const listKey = Object.keys(section).find((key) => Array.isArray(section[key]) && section[key][0]?.image?.src);
        if (listKey) return [{ id, index, image: section[listKey][0].image, at: `sections/${index}/${listKey}/0/image/src` }];
      }
      return [];
    })[0]!;
  /** Another page (after `after` in the file) whose hero has a button. */
  const heroWithButton = (registry: Loose, after: string) => {
    const ids = pagesOf(registry).map(([id]) => id);
    return pagesOf(registry).find(([id, page]) => ids.indexOf(id) > ids.indexOf(after) && page.sections[0]?.actions?.length)!;
  };

  it('lists a bad section, a missing image further down the same page and a broken link on another page, in file order', () => {
    const registry = realRegistry();
    const found = pageWithLaterImage(registry);
    registry.pages[found.id].sections[1].type = 'intro-baner';
    found.image.src = 'slides/no-such-picture.svg';
    const [otherId, other] = heroWithButton(registry, found.id);
    other.sections[0].actions[0].href = '/get-startd';
    const text = source(registry);
    const errors = errorsFor(registry);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(new RegExp(`^pages\\.json:${positionOf(text, '"intro-baner"')}  /pages/${found.id}/sections/1/type  unknown block type "intro-baner"\\. Did you mean "intro-banner"\\?`));
    expect(errors[1]).toBe(`pages.json:${positionOf(text, '"slides/no-such-picture.svg"')}  /pages/${found.id}/${found.at}  image "slides/no-such-picture.svg" does not exist in src/assets/images. Add the file or fix the name.`);
    expect(errors[2]).toBe(`pages.json:${positionOf(text, '"/get-startd"')}  /pages/${otherId}/sections/0/actions/0/href  link to "/get-startd", which is not a route. Did you mean "/get-started"? Add a route with this path or fix the link.`);
  });

  it('an unknown property is left out and the rest of its section still checked', () => {
    const registry = realRegistry();
    const [id, page] = pagesOf(registry).find(([, candidate]) => candidate.sections[0]?.type === 'hero' && candidate.sections[0].image)!;
    page.sections[0].headng = 'Typo';
    page.sections[0].image.src = 'no-such-picture.svg';
    const errors = errorsFor(registry);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain(`/pages/${id}/sections/0/image/src  image "no-such-picture.svg" does not exist`);
    expect(errors[1]).toContain(`/pages/${id}/sections/0/headng  unknown property "headng". Did you mean "heading"?`);
  });

  it('a malformed page is left out without its route being called a route to no page; other pages are still checked', () => {
    const registry = realRegistry();
    const [firstId, first] = pagesOf(registry).find(([, page]) => page.sections[0]?.type === 'hero')!;
    first.description = 'Too short.';
    const [otherId, other] = heroWithButton(registry, firstId);
    other.sections[0].actions[0].href = '/get-startd';
    // Exactly these two: nothing about the route that shows the malformed page.
    expect(errorsFor(registry).map((error) => error.split('  ')[1])).toEqual([`/pages/${firstId}/description`, `/pages/${otherId}/sections/0/actions/0/href`]);
  });

  it('rules about a whole page wait for its bad section: no "ends with" for a page whose closing section is broken', () => {
    const registry = realRegistry();
    const [, page] = pagesOf(registry).find(([, candidate]) => candidate.sections.at(-1)?.type === 'call-to-action')!;
    delete page.sections.at(-1).heading;
    const errors = errorsFor(registry);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('missing required property "heading"');
  });
});

describe('registry check: an extra closing bracket, and a quote inside a property name', () => {
  const real = source(realRegistry());
  const lines = real.split('\n');
  const section = lines.findIndex((line, i) => i > lines.findIndex((candidate) => candidate.includes('"pages": {')) && line === '        },');

  it('"}}" where one } was meant: one } too many, at the extra one', () => {
    const copy = [...lines];
    copy[section] = '        }},';
    expect(syntaxErrorFor(copy.join('\n'))).toBe(`pages.json:${section + 1}:10  /  one } too many: remove this }.`);
  });

  it('a "}," line written twice: at the second one, not "trailing comma"', () => {
    const copy = [...lines];
    copy.splice(section, 0, '        },');
    expect(syntaxErrorFor(copy.join('\n'))).toBe(`pages.json:${section + 2}:9  /  one } too many: remove this "}," line.`);
  });

  it('a straight quote inside a property name: at the quote, with the name meant', () => {
    const text = real.replace('"tagline": "', '"tag"line": "');
    expect(syntaxErrorFor(text)).toBe(`pages.json:${positionOf(text, '"line"')}  /  a quote " inside a property name ends the name early: remove it ("tagline").`);
  });
});
