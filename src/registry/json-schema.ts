import { z } from 'zod';
import { blocks } from '../blocks/index.ts';
import { registrySchema, sectionSchema } from './schema.ts';

let registrySchemaJson: Record<string, unknown> | undefined;

/**
 * The JSON Schemas generated from the zod sources. Sections become an `if/then` chain keyed on
 * "type" rather than the `oneOf` zod emits: a validator then reports an unknown block type once,
 * and a bad prop only against the block it belongs to, instead of against every block.
 * Generated once per process: every check asks for it, and the checker compiles it once.
 */
export function registryJsonSchema(): Record<string, unknown> {
  return (registrySchemaJson ??= generate());
}

function generate(): Record<string, unknown> {
  return z.toJSONSchema(registrySchema, {
    target: 'draft-2020-12',
    override(ctx) {
      if (ctx.zodSchema !== sectionSchema) return;
      const branches = (ctx.jsonSchema.oneOf ?? []) as Record<string, unknown>[];
      const description = ctx.jsonSchema.description;
      for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Record<string, unknown>)[key];
      Object.assign(ctx.jsonSchema, {
        description,
        type: 'object',
        required: ['type'],
        properties: {
          type: { enum: blocks.map((block) => block.type), description: 'The block type. ' + blocks.map((block) => `"${block.type}": ${block.description}`).join(' ') },
        },
        allOf: blocks.map((block, index) => ({
          if: { properties: { type: { const: block.type } }, required: ['type'] },
          then: branches[index],
        })),
      });
    },
  }) as Record<string, unknown>;
}

/** One schema per block, for documentation and for editors that validate a single section. */
export function blockJsonSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(blocks.map((block) => [block.type, z.toJSONSchema(block.schema, { target: 'draft-2020-12' }) as Record<string, unknown>]));
}
