import { z } from 'zod';
import { idField } from '../registry/fields.ts';

/**
 * Declares a block type: the schema of its props (with help texts for authors) and example data
 * that the block catalogue and the tests render. No React here, so the build, the server and the
 * scripts can load every block's schema.
 */
export function defineBlock<const T extends string, P extends z.ZodRawShape>(definition: {
  type: T;
  title: string;
  description: string;
  props: P;
  example: z.input<z.ZodObject<P>>;
}) {
  const schema = z
    .strictObject({
      type: z.literal(definition.type).describe(definition.title),
      id: idField().optional().describe('Optional anchor so other pages can link to this section ("/page#id").'),
      ...definition.props,
    })
    .meta({ title: definition.title, description: definition.description });
  return {
    type: definition.type,
    title: definition.title,
    description: definition.description,
    schema,
    example: { type: definition.type, ...definition.example } as z.infer<typeof schema>,
  };
}

export type BlockDefinition = ReturnType<typeof defineBlock<string, z.ZodRawShape>>;

/** The props a block component receives: its section from pages.json, as validated. */
export type BlockProps<D extends { schema: z.ZodType }> = z.infer<D['schema']>;
