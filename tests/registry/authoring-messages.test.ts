import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { loadFormOptions } from '../../src/registry/form-options.ts';
import { blockJsonSchemas } from '../../src/registry/json-schema.ts';
import { directoryProblems } from '../../src/registry/page-rules.ts';
import type { Registry } from '../../src/registry/schema.ts';
import { pageTemplates } from '../../src/registry/templates.ts';
import { positionOf, source } from './broken-registry.ts';
import { assetsWith, fixtureRegistry, problemsOf } from './fixture-registry.ts';

/*
 * What an author reads when an edit is refused: each message exactly, on a small registry of the
 * tests' own (fixture-registry.ts), changed in one place.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const registrySectionField = (type: string, field: string) => (blockJsonSchemas()[type] as { properties: Record<string, { description: string; maxLength?: number }> }).properties[field]!;

describe('the fixture registry', () => {
  it('passes every check, publishing too', () => {
    expect(problemsOf(fixtureRegistry(), { publishing: true })).toEqual([]);
  });
});

describe('texts', () => {
  it('refuses a text longer than its field allows, with the limit', () => {
    const registry = fixtureRegistry();
    registry.pages.home.sections[0].text = 'a'.repeat(5000);
    expect(problemsOf(registry)).toEqual([expect.stringMatching(/^pages\.json:\d+:\d+  \/pages\/home\/sections\/0\/text  must be at most 600 characters long \(it has 5000\)\. Shorten it\.$/)]);
  });

  it('states the limit in every text field\'s help text', () => {
    const heading = registrySectionField('hero', 'heading');
    expect(heading.description).toMatch(/ At most 140 characters\.$/);
    expect(heading.maxLength).toBe(140);
  });

  it('refuses HTML tags in a plain text field, naming the tag', () => {
    const registry = fixtureRegistry();
    registry.pages.home.sections[0].heading = '<b>Bold</b> claims';
    registry.pages.home.sections[0].text = 'Hello <script>alert(1)</script>';
    registry.pages.home.sections[1].heading = 'Costs fell, and 3 < 4';
    const help = 'Texts take no HTML; for headings, paragraphs and lists use a "rich-text" section, and for a link a button ("actions").';
    expect(problemsOf(registry)).toEqual([
      expect.stringMatching(new RegExp(`  /pages/home/sections/0/heading  this field is plain text, so visitors would see "<b>" as typed: remove the tag\\. ${escape(help)}$`)),
      expect.stringMatching(new RegExp(`  /pages/home/sections/0/text  this field is plain text, so visitors would see "<script>" as typed: remove the tag\\. ${escape(help)}$`)),
    ]);
  });
});

describe('a byte order mark (which Windows Notepad writes)', () => {
  it('is accepted at the start of pages.json by the checks, the build and dev (checkRegistryFile) and the server (loadFormOptions)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bom-'));
    const file = join(dir, 'pages.json');
    writeFileSync(file, '\ufeff' + source(fixtureRegistry()));
    expect(problemsOf(readFileSync(file, 'utf8'))).toEqual([]);
    const checked = checkRegistryFile(file, { assetsDir: assetsWith() });
    expect(checked.ok ? [] : checked.errors).toEqual([]);
    expect(loadFormOptions(file).services).toEqual(['Cloud']);
  });
});

describe('a page no route shows', () => {
  it('is refused by a build that publishes, naming the page and the route to add; a development build previews the rest', () => {
    const registry = fixtureRegistry();
    registry.pages.draft = structuredClone(registry.pages.home);
    registry.pages.draft.description = 'A draft page whose author forgot its route: it has no address on the site yet.';
    registry.pages.draft.sections[0].heading = 'A draft';
    expect(problemsOf(registry, { publishing: true })).toEqual([
      expect.stringMatching(/^pages\.json:\d+:\d+  \/pages\/draft  page "draft" has no route, so it has no address and would not be published\. Add one to "routes": \{ "id": "draft", "path": "\/…", "title": "… \| Example Co", "page": "draft" \}, or delete the page\.$/),
    ]);
    expect(problemsOf(registry)).toEqual([]);
  });
});

describe('a section without "type"', () => {
  it('is told the block its fields belong to, not every block\'s description', () => {
    const registry = fixtureRegistry();
    registry.pages.home.sections.splice(1, 0, { heading: 'What we do', text: 'We do things well, in quarters rather than years.' });
    expect(problemsOf(registry)).toEqual([
      expect.stringMatching(/^pages\.json:\d+:\d+  \/pages\/home\/sections\/1  missing "type", which says which block this section is: add "type": "intro-banner" \(its fields are that block's\)\.$/),
    ]);
  });

  it('whose fields fit no block is told to add one, naming the block types only', () => {
    const registry = fixtureRegistry();
    registry.pages.home.sections.splice(1, 0, { heading: 'What we do', colour: 'blue' });
    const [message] = problemsOf(registry);
    expect(message).toMatch(/  \/pages\/home\/sections\/1  missing "type", which says which block this section is: add "type": "…" with one of hero, intro-banner, .+ \(the block catalogue, \/dev\/blocks in npm run dev, shows each\)\.$/);
    expect(message!.length).toBeLessThan(600);
  });
});

describe('an unknown property', () => {
  it('with a close match gives one message, the did-you-mean (not also the required field it leaves missing)', () => {
    const registry = fixtureRegistry();
    const hero = registry.pages.home.sections[0];
    hero.headling = 'The misspelt heading';
    delete hero.heading;
    const text = source(registry);
    expect(problemsOf(text)).toEqual([`pages.json:${positionOf(text, '"The misspelt heading"')}  /pages/home/sections/0/headling  unknown property "headling". Did you mean "heading"?`]);
  });

  it('without one lists the properties allowed there', () => {
    const registry = fixtureRegistry();
    registry.pages.home.sections[0].colour = 'blue';
    expect(problemsOf(registry)).toEqual([expect.stringMatching(/  \/pages\/home\/sections\/0\/colour  unknown property "colour"\. Allowed here: type, id, eyebrow, heading, .+\.$/)]);
  });
});

describe('a path written twice', () => {
  it('names the page that already has it', () => {
    const registry = fixtureRegistry();
    registry.routes.push({ id: 'start', path: '/', title: 'Start | Example Co', redirect: '/get-started' });
    expect(problemsOf(registry)).toEqual([
      expect.stringMatching(/  \/routes\/3\/path  path "\/" is already the address of page "home" \(\/routes\/0\)\. Each path may appear once: give this route another path, or remove one of the two\.$/),
    ]);
  });
});

describe('image file names', () => {
  const form = '"lower-case letters, digits and hyphens, "/" between folders, ending in .svg, .png, .jpg, .jpeg, .webp or .avif, e.g. "services/cloud.svg".';
  const withImage = (src: string) => {
    const registry = fixtureRegistry();
    registry.pages.home.sections[0].image = { src, alt: '' };
    return registry;
  };

  it('a file copied in under a name pages.json cannot take: rename the file, from either name, with no suggestion going back and forth', () => {
    const assetsDir = assetsWith('team/Offsite 2026.PNG');
    expect(problemsOf(withImage('team/Offsite 2026.PNG'), { assetsDir })).toEqual([
      expect.stringMatching(new RegExp(`  /pages/home/sections/0/image/src  "team/Offsite 2026.PNG" is not an image file name: ${escape(form.slice(1))} Rename the file \`team/Offsite 2026.PNG\` to \`team/offsite-2026.png\` \\(in src/assets/images\\), and write "team/offsite-2026.png" here\\.$`)),
    ]);
    expect(problemsOf(withImage('team/offsite-2026.png'), { assetsDir })).toEqual([
      expect.stringMatching(/  \/pages\/home\/sections\/0\/image\/src  image "team\/offsite-2026\.png" does not exist in src\/assets\/images, but `team\/Offsite 2026\.PNG` does: rename the file `team\/Offsite 2026\.PNG` to `team\/offsite-2026\.png`\.$/),
    ]);
  });

  it('a bad name whose good form exists is corrected to it; one whose file is nowhere is told the form to name it in', () => {
    expect(problemsOf(withImage('Team/Offsite 2026.PNG'), { assetsDir: assetsWith('team/offsite-2026.png') })).toEqual([expect.stringMatching(/ Did you mean "team\/offsite-2026\.png"\?$/)]);
    expect(problemsOf(withImage('Team/Offsite 2026.PNG'))).toEqual([expect.stringMatching(/ Name the file in that form, e.g\. `team\/offsite-2026\.png`, and write that name here\.$/)]);
  });

  it('a backslash between folders: JSON reads it as an escape', () => {
    const assetsDir = assetsWith('library/energy.svg', 'library/tech.svg');
    expect(problemsOf(withImage('library\\energy.svg'), { assetsDir })).toEqual([
      expect.stringMatching(/  \/pages\/home\/sections\/0\/image\/src  "library\\\\energy\.svg" is not an image file name: .+ A backslash starts an escape in JSON; paths use \/: write "library\/energy\.svg"\.$/),
    ]);
    // "library\tech.svg" as typed is a tab in JSON.
    expect(problemsOf(withImage('library\tech.svg'), { assetsDir })).toEqual([expect.stringMatching(/ A backslash starts an escape in JSON; paths use \/: write "library\/tech\.svg"\.$/)]);
  });
});

describe('a backslash in pages.json that starts no escape', () => {
  it('is named at its line and column, with the path written with /', () => {
    const text = source(fixtureRegistry()).replace('"src": "logo.svg"', '"src": "library\\energy.svg"');
    expect(problemsOf(text)).toEqual([
      `pages.json:${positionOf(text, '\\energy')}  /  "\\e" is not an escape JSON knows: a backslash starts an escape in JSON; paths use / (write "library/energy.svg"). A backslash meant as one is written \\\\.`,
    ]);
  });
});

describe('an industry page out of the industry template\'s order', () => {
  // Only what the rule reads: the directory page lists every industry, so the pages below it are industry pages.
  const wanted: readonly string[] = pageTemplates.industry.sections;
  const industryPage = (types: readonly string[]) =>
    ({
      shared: { industries: { energy: { path: '/industries/energy' } } },
      routes: [
        { id: 'industries', path: '/industries', page: 'industries' },
        { id: 'energy', path: '/industries/energy', page: 'energy' },
      ],
      pages: {
        industries: { sections: [{ type: 'hero' }, { type: 'industry-directory' }] },
        energy: { sections: types.map((type) => ({ type, items: [1, 2, 3, 4, 5], heading: pageTemplates.industry.closingHeading })) },
      },
    }) as unknown as Registry;
  const order = `industry pages have these sections, in this order: ${wanted.join(', ')}.`;

  it('names the move that puts a section back', () => {
    const moved = wanted.toSpliced(5, 1).toSpliced(1, 0, wanted[5]!); // the testimonials moved up under the hero
    expect(directoryProblems(industryPage(moved))).toEqual([{ pointer: '/pages/energy/sections/1', message: `${order} Move this "${wanted[5]}" back after "${wanted[4]}".` }]);
  });

  it('names the section to add, or the one to remove', () => {
    expect(directoryProblems(industryPage(wanted.toSpliced(1, 1)))).toEqual([{ pointer: '/pages/energy/sections/1', message: `${order} Add a section "${wanted[1]}" after "${wanted[0]}".` }]);
    expect(directoryProblems(industryPage(wanted.toSpliced(2, 0, 'why-us')))).toEqual([{ pointer: '/pages/energy/sections/2', message: `${order} Remove this "why-us".` }]);
  });

  it('lists the sections when it takes more than one change', () => {
    const types = [...wanted].reverse();
    expect(directoryProblems(industryPage(types))).toEqual([{ pointer: '/pages/energy/sections', message: `${order} This one has ${types.join(', ')}: add, remove or move sections to match.` }]);
  });
});

describe('regions of a page with the same name', () => {
  const cards = (heading: string) => ({ type: 'problem-cards', heading, cards: ['One', 'Two', 'Three'].map((title) => ({ img: { src: 'problems/a.svg', alt: '' }, title })) });
  const assetsDir = () => assetsWith('problems/a.svg');

  it('two carousels with the same heading on one page: the second is to be renamed', () => {
    const registry = fixtureRegistry();
    registry.pages.home.sections.splice(1, 0, cards('Problems we solve'), cards('Problems we solve'));
    const text = source(registry);
    const second = text.indexOf('"Problems we solve"', text.indexOf('"Problems we solve"') + 1);
    const line = text.slice(0, second).split('\n');
    expect(problemsOf(text, { assetsDir: assetsDir() })).toEqual([
      `pages.json:${line.length}:${line.at(-1)!.length + 1}  /pages/home/sections/2/heading  two sections on / are both called "Problems we solve": give one another heading (screen readers list a page's regions by name, so each needs its own).`,
    ]);
  });

  it('a carousel named like the page\'s hero, or two reasons of one section alike', () => {
    const registry = fixtureRegistry();
    const why = { type: 'why-us', heading: 'Why us', slides: [{ title: 'Senior people', text: 'Always.' }, { title: 'Senior people', text: 'Really.' }] };
    registry.pages.home.sections.splice(1, 0, cards(registry.pages.home.sections[0].heading), why);
    expect(problemsOf(registry, { assetsDir: assetsDir() })).toEqual([
      expect.stringMatching(/  \/pages\/home\/sections\/1\/heading  two sections on \/ are both called "Things, done well": give one another heading \(/),
      expect.stringMatching(/  \/pages\/home\/sections\/2\/slides\/1\/title  two parts of this section on \/ are both called "Senior people": give one another title \(/),
    ]);
  });
});
