// A registry of `total` pages for the build-scaling run: the real pages.json (site, menus, shared
// content, its pages) plus generated pages, each a hero, four other blocks taken in turn from the
// real blocks' `example` data (so every block type that can sit mid-page is exercised) and the
// closing call to action every content page ends with. An example that the registry
// checks refuse (it names an image or shared item this pages.json lacks) is replaced by a real
// section of the same type from pages.json, or left out when there is none; both are reported.
import { readFileSync, writeFileSync } from 'node:fs';
import { blocks } from '../../src/blocks/index.ts';
import { checkRegistrySource } from '../../src/registry/check.ts';

type Section = Record<string, unknown> & { type: string };
/**
 * Not put in the middle of a generated page: the blocks that carry a page's h1 (hero, article,
 * case study, profile… a page has one, first), the closing call to action, and the insights
 * index (a page with it is a hub, with filter pages of its own).
 */
const SKIPPED = new Set([...blocks.filter((block) => block.pageHeading).map((block) => block.type), 'call-to-action', 'insights-index']);

export interface GeneratedRegistry {
  pages: number;
  generated: number;
  /** Block types whose example failed the checks: replaced by a real section, or dropped. */
  replaced: string[];
  dropped: string[];
}

function withGeneratedPages(source: string, total: number, hero: Section, others: Section[], closing: Section) {
  const registry = JSON.parse(source);
  const generated = Math.max(0, total - Object.keys(registry.pages).length);
  for (let index = 1; index <= generated; index++) {
    const id = `generated-${String(index).padStart(4, '0')}`;
    const sections: Section[] = [{ ...hero, heading: `Page ${index}: ${hero.heading as string}`.slice(0, 140) }];
    for (let slot = 0; slot < Math.min(4, others.length); slot++) sections.push(others[(index * 4 + slot) % others.length]!);
    sections.push(closing);
    registry.routes.push({ id, path: `/generated/page-${index}`, title: `Generated page ${index} | Bench`, page: id });
    registry.pages[id] = { description: `Generated page ${index} for the build benchmark, made from the example data of the real blocks.`, sections };
  }
  return { registry, generated };
}

export function generateRegistry(sourceFile: string, targetFile: string, total: number): GeneratedRegistry {
  const source = readFileSync(sourceFile, 'utf8');
  const real = JSON.parse(source) as { pages: Record<string, { sections: Section[] }> };
  const realSections = Object.values(real.pages).flatMap((page) => page.sections);
  const example = (type: string) => blocks.find((block) => block.type === type)!.example as Section;
  let hero = example('hero');
  const closing = example('call-to-action');
  let others = blocks.filter((block) => !SKIPPED.has(block.type)).map((block) => block.example as Section);
  const replaced = new Set<string>();
  const dropped = new Set<string>();
  for (let attempt = 0; attempt < 3; attempt++) {
    const { registry } = withGeneratedPages(source, Math.min(total, Object.keys(real.pages).length + others.length), hero, others, closing);
    const checked = checkRegistrySource(JSON.stringify(registry, null, 1), { file: targetFile });
    if (checked.ok) break;
    const failing = new Set<string>();
    for (const error of checked.errors) {
      const at = /\/pages\/(generated-\d+)\/sections\/(\d+)/.exec(error);
      if (at) failing.add(registry.pages[at[1]!].sections[Number(at[2])].type);
      else throw new Error(`the generated registry is invalid outside the generated pages:\n${checked.errors.slice(0, 5).join('\n')}`);
    }
    const substitute = (type: string): Section | undefined => {
      const found = realSections.find((section) => section.type === type);
      (found ? replaced : dropped).add(type);
      return found;
    };
    if (failing.has('hero')) hero = substitute('hero') ?? hero;
    others = others.flatMap((section) => (failing.has(section.type) ? [substitute(section.type)].filter((value): value is Section => !!value) : [section]));
  }
  const { registry, generated } = withGeneratedPages(source, total, hero, others, closing);
  writeFileSync(targetFile, JSON.stringify(registry, null, 1));
  return { pages: Object.keys(registry.pages).length, generated, replaced: [...replaced], dropped: [...dropped] };
}
