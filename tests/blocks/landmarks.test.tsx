/*
 * The regions a block's markup names must be the ones its definition declares ("landmarks",
 * src/blocks/define.ts): validation reads the declarations to refuse two regions of one name on a
 * page before the accessibility tests meet them. Each block's example, rendered on the server.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../src/blocks/index.ts';
import type { SharedItems } from '../../src/blocks/define.ts';
import { loadBlocks } from '../../src/renderer/block-loader.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import { SharedContext, ShellContext } from '../../src/lib/shell-context.tsx';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { shellDataFor } from '../../src/registry/resolve.ts';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

// The examples name shared items (a testimonial, industries) by id, as pages do.
const checked = checkRegistryFile('pages.json');
if (!checked.ok) throw new Error(checked.errors.join('\n'));
const shared = checked.registry.shared;
const shell = shellDataFor(checked.registry, '/data');

const renderSections = (sections: unknown[]) =>
  renderToString(
    <Router ssrPath="/">
      <ShellContext.Provider value={shell}>
        <SharedContext.Provider value={shared}>
          <PageRenderer sections={sections as never[]} />
        </SharedContext.Provider>
      </ShellContext.Provider>
    </Router>,
  );
const render = (section: unknown) => renderSections([section]);
const renderTwice = (section: unknown) => renderSections([section, section]);

const elements = (node: { childNodes?: Node[] }): Element[] => (node.childNodes ?? []).flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : elements(child as { childNodes?: Node[] })));
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
/** The text an accessible name takes from an element: what is not hidden from screen readers. */
const textOf = (node: Node): string => {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (!('tagName' in node) || attribute(node, 'aria-hidden') === 'true') return '';
  return node.childNodes.map(textOf).join('');
};

/** The names of the regions in the HTML: sections and role="region" elements with an accessible name. */
function regionNames(html: string): string[] {
  const all = elements(parseFragment(html));
  const byId = new Map(all.flatMap((element) => (attribute(element, 'id') ? [[attribute(element, 'id')!, element] as const] : [])));
  return all
    .filter((element) => element.tagName === 'section' || attribute(element, 'role') === 'region')
    .flatMap((element) => {
      const label = attribute(element, 'aria-label');
      const by = attribute(element, 'aria-labelledby');
      const name = label ?? (by ? by.split(' ').map((id) => (byId.get(id) ? textOf(byId.get(id)!) : '')).join(' ') : undefined);
      return name === undefined ? [] : [name.replace(/\s+/g, ' ').trim()];
    });
}

beforeAll(async () => {
  await loadBlocks(blocks.map((block) => block.type));
});

describe('the regions a block names', () => {
  for (const block of blocks) {
    it(`"${block.type}" declares the regions its markup names`, () => {
      const declared = block.landmarks(block.example as Record<string, unknown>, shared as SharedItems).map((landmark) => landmark.name);
      expect(regionNames(render(block.example)).sort(), `src/blocks/${block.type}/schema.ts: its "landmarks" must list these`).toEqual(declared.sort());
    });
  }
});

// A region is named through ids (aria-labelledby), so an id must be unique on the page even when
// an author uses a block twice without giving either an anchor: two why-us sections once shared
// every panel's id, and with it the first one's names. (A page has one page heading: validate refuses a second.)
describe('a block used twice on one page', () => {
  for (const block of blocks.filter((candidate) => !candidate.pageHeading)) {
    it(`"${block.type}" gives its copies ids of their own`, () => {
      const { id: _anchor, ...example } = block.example as Record<string, unknown>;
      const ids = elements(parseFragment(renderTwice(example))).flatMap((element) => attribute(element, 'id') ?? []);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    });
  }
});
