import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBlockCatalogue } from '../../scripts/build/catalogue.ts';
import { blocks } from '../../src/blocks/index.ts';
import { checkRegistryFile, defaultAssetsDir } from '../../src/registry/check.ts';
import { semanticProblems } from '../../src/registry/semantics.ts';
import { pageProblems } from '../../src/registry/page-rules.ts';
import { withKnownSharedRefs } from '../../src/registry/known-shared-refs.ts';

describe('block catalogue (development builds, /dev/blocks)', () => {
  const checked = checkRegistryFile('pages.json');
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  const registry = withBlockCatalogue(checked.registry);

  it('shows every block type, each after a note of its props', () => {
    const sections = registry.pages['dev-blocks']!.sections;
    for (const block of blocks) expect(sections.some((section) => section.type === block.type && section.id !== `block-${block.type}`), block.type).toBe(true);
    expect(registry.routes.find((route) => route.path === '/dev/blocks')?.sitemap).toBe(false);
  });

  it("uses examples whose links, images and shared references exist, so the catalogue shows what a page would", () => {
    // The catalogue shows every heading block (hero, coming-soon, not-found) on one page on purpose:
    // the one-hero-first rule is for pages visitors see.
    const pageRules = new Set(pageProblems(registry).map((problem) => problem.pointer));
    expect(pageRules.size).toBeGreaterThan(0);
    // Related reading names articles by path: an example cannot name one without tying the block to today's content.
    const namesNoArticle = (problem: { message: string }) => problem.message.includes('is not an article or a case study');
    expect(semanticProblems(registry, { assetsDir: defaultAssetsDir }).filter((problem) => !pageRules.has(problem.pointer) && !namesNoArticle(problem)).map((problem) => `${problem.pointer}: ${problem.message}`)).toEqual([]);
  });

  it('lists every nested field of a block with its help text, and its example as JSON to copy', () => {
    const sections = registry.pages['dev-blocks']!.sections as { type: string; id?: string; content?: { type: string; text?: string; items?: string[] }[] }[];
    for (const block of blocks) {
      const note = sections.find((section) => section.id === `block-${block.type}`)!;
      const fields = note.content!.find((node) => node.type === 'list')!.items!;
      const code = note.content!.find((node) => node.type === 'code')!.text!;
      // The example itself, but for a shared item the registry no longer has (named as one it has).
      const shown = JSON.parse(code) as Record<string, unknown>;
      expect(Object.keys(shown), block.type).toEqual(Object.keys(block.example as object));
      const renamed = structuredClone(block.example) as Record<string, unknown>;
      withKnownSharedRefs(renamed, block.schema, checked.registry.shared as Record<string, Record<string, unknown>>);
      expect(shown, block.type).toEqual(renamed);
      expect(fields.length, block.type).toBeGreaterThan(0);
    }
    const insight = sections.find((section) => section.id === 'block-insight-cards')!.content!.find((node) => node.type === 'list')!.items!;
    expect(insight).toContain('cards[].image.src: an image file under src/assets/images. File under src/assets/images, e.g. "services/cloud-engineering.svg".');
    expect(insight).toContainEqual(expect.stringMatching(/^offer\.actions\[\]\.style \(optional\): one of "primary", "secondary", "link"\. How it looks/));
  });

  it('opens with the illustration library: every library picture by the name to write in pages.json', () => {
    const first = registry.pages['dev-blocks']!.sections[0] as { id?: string; content: { type: string; items?: { image: { src: string }; caption: string }[] }[] };
    expect(first.id).toBe('illustration-library');
    const gallery = first.content.find((node) => node.type === 'gallery')!.items!;
    const library = readdirSync(join(defaultAssetsDir, 'library')).map((file) => `library/${file}`);
    expect(library.length).toBeGreaterThan(0);
    expect(gallery.map((item) => item.caption).sort()).toEqual(library.sort());
    for (const item of gallery) expect(item.image.src).toBe(item.caption);
  });
});
