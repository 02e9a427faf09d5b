/*
 * `npm run new -- block NAME` starts a block with a description reading "TODO: …". Editors show a
 * block's description to authors as they pick a "type", and the block catalogue lists it: a
 * scaffolded block must not pass the tests until it is written.
 */
import { describe, expect, it } from 'vitest';
import { blocks } from '../../src/blocks/index.ts';
import { TODO_PREFIX } from '../../src/registry/todos.ts';

/** The message for a block whose description is still the scaffold's, naming the file to edit. */
const unwrittenDescription = (type: string, description: string) =>
  `write the "description" in src/blocks/${type}/schema.ts: it still reads "${description}". Say what the block shows and when to use it; editors and the block catalogue show it to authors.`;

describe('every block type', () => {
  it('has its description written, not the TODO npm run new -- block left', () => {
    const unwritten = blocks.filter((block) => block.description.trim().startsWith(TODO_PREFIX)).map((block) => unwrittenDescription(block.type, block.description));
    expect(unwritten).toEqual([]);
  });
});
