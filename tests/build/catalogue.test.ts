import { describe, expect, it } from 'vitest';
import { withBlockCatalogue } from '../../scripts/build/catalogue.ts';
import { blocks } from '../../src/blocks/index.ts';
import { checkRegistryFile, defaultAssetsDir } from '../../src/registry/check.ts';
import { semanticProblems } from '../../src/registry/semantics.ts';

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
    expect(semanticProblems(registry, { assetsDir: defaultAssetsDir }).map((problem) => `${problem.pointer}: ${problem.message}`)).toEqual([]);
  });
});
