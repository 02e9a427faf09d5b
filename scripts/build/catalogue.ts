import { z } from 'zod';
import { blocks } from '../../src/blocks/index.ts';
import type { Registry } from '../../src/registry/schema.ts';

export const CATALOGUE_PATH = '/dev/blocks';

/**
 * Development builds only: a page at /dev/blocks that shows every block type with its example
 * data, each after a note of what it is for and which props it takes (from its schema's help
 * texts). Authors see what they can put in pages.json. Never in the production build or sitemap.
 */
export function withBlockCatalogue(registry: Registry): Registry {
  const sections = blocks.flatMap((block) => {
    const schema = z.toJSONSchema(block.schema) as { properties: Record<string, { description?: string }>; required?: string[] };
    const props = Object.entries(schema.properties)
      .filter(([name]) => name !== 'type')
      .map(([name, prop]) => `${name}${schema.required?.includes(name) ? '' : ' (optional)'}: ${prop.description ?? ''}`.trim());
    return [
      {
        type: 'rich-text',
        id: `block-${block.type}`,
        heading: `"${block.type}": ${block.title}`,
        intro: block.description,
        content: [{ type: 'list', items: props }],
      },
      block.example,
    ];
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
