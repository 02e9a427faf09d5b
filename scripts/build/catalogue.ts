import { blocks } from '../../src/blocks/index.ts';
import type { Registry } from '../../src/registry/schema.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultAssetsDir } from '../../src/registry/check.ts';
import { fieldList } from './field-list.ts';
import { withKnownSharedRefs } from '../../src/registry/known-shared-refs.ts';

export const CATALOGUE_PATH = '/dev/blocks';

/**
 * Development builds only: a page at /dev/blocks that shows every block type with its example
 * data, each after a note of what it is for, every field it takes (nested ones too, with their
 * help texts) and the example as JSON to copy, after a visual index of the illustration library.
 * Never in the production build or sitemap.
 */
export function withBlockCatalogue(registry: Registry): Registry {
  const sections = blocks.flatMap((block) => {
    const example = structuredClone(block.example) as Record<string, unknown>;
    withKnownSharedRefs(example, block.schema, (registry.shared ?? {}) as Record<string, Record<string, unknown>>);
    return [
    {
      type: 'rich-text',
      id: `block-${block.type}`,
      heading: `"${block.type}": ${block.title}`,
      intro: block.description,
      content: [
        { type: 'heading', level: 3, text: 'Fields' },
        { type: 'list', items: fieldList(block.schema) },
        { type: 'heading', level: 3, text: 'Example to copy into a page\'s "sections"' },
        { type: 'code', text: JSON.stringify(example, null, 2) },
        { type: 'paragraph', text: 'Below: this example as a page shows it.' },
      ],
    },
    example,
  ];
  });
  sections.unshift({
    type: 'rich-text',
    id: 'illustration-library',
    heading: 'Illustration library',
    intro: 'Pictures any image field can use by name, e.g. { "src": "library/energy.svg", "alt": "" }. Or drop your own SVG, PNG or WebP into src/assets/images: the build sizes and optimises it.',
    content: [{ type: 'gallery', items: libraryImages().map((src) => ({ image: { src, alt: '' }, caption: src })) }],
  });
  return {
    ...registry,
    routes: [...registry.routes, { id: 'dev-blocks', path: CATALOGUE_PATH, title: 'Block catalogue (development only)', page: 'dev-blocks', sitemap: false }],
    pages: {
      ...registry.pages,
      'dev-blocks': { description: 'Every block type with its example data and props, for authors of pages.json. Development builds only.', sections: sections as Registry['pages'][string]['sections'] },
    },
  };
}

/** Every picture of the illustration library (src/assets/images/library, drawn by scripts/gen-art.ts). */
export function libraryImages(): string[] {
  return readdirSync(join(defaultAssetsDir, 'library'))
    .filter((file) => /\.(svg|png|webp|jpe?g|avif)$/.test(file))
    .sort()
    .map((file) => `library/${file}`);
}
