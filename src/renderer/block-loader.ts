import type { ComponentType } from 'react';
import type { BlockType } from '../blocks/index.ts';
import type { Section } from '../registry/schema.ts';

/*
 * Block components load by type name from ../blocks/<type>/Block.tsx. The bundler turns this one
 * template import into a chunk per block, so a page downloads only the blocks it uses, and adding a
 * block folder needs no second list here.
 */
/** A block component takes its section (the type names which block, so each gets its own props). */
type BlockComponent = ComponentType<Section>;
const loaded = new Map<string, BlockComponent | null>();

export async function loadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(types)].filter((type) => !loaded.has(type)).map(async (type) => {
      try {
        const module = (await import(`../blocks/${type}/Block.tsx`)) as { default: BlockComponent };
        loaded.set(type, module.default);
      } catch (error) {
        // A chunk that did not arrive (offline, or replaced by a deploy) is a TypeError: the page
        // fails to load and says so. Only a type with no block folder gets the placeholder.
        if (error instanceof TypeError) throw error;
        loaded.set(type, null);
      }
    }),
  );
}

export function blockComponent(type: BlockType | string): BlockComponent | null | undefined {
  return loaded.get(type);
}
