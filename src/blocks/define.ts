import { z } from 'zod';
import { idField, SHARED_ALL } from '../registry/fields.ts';
import type { Resolved } from '../registry/resolved.ts';

/**
 * A region the block's markup names (a section with aria-labelledby, a carousel's aria-label):
 * screen readers list regions by name, so two on a page may not share one (axe: landmark-unique).
 * `field` is what the author changes to rename it (a JSON pointer below the section, e.g.
 * "heading" or "slides/2/title"), whether or not the section has it yet.
 */
export interface Landmark {
  name: string;
  field: string;
}

/** The shared items a block may need to name its regions (a quote is named by its person). */
export type SharedItems = Record<string, Record<string, Record<string, unknown>> | undefined>;

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
  /** true for blocks that carry the page's only h1 (hero, coming-soon, not-found): a page has one, first. */
  pageHeading?: boolean;
  /** A kind of shared item (e.g. "industries") the block lists in full: its page data gets every one. */
  listsAllShared?: 'industries' | 'awards' | 'testimonials' | 'positions' | 'offices' | 'people' | 'clients';
  /**
   * true when the block's markup is all it is: no state, no effects, no handlers of its own (its
   * links and Contact us buttons work through the app's document-wide handlers, its entrance
   * through data-reveals). On the page a visitor lands on, the app then keeps its prerendered HTML
   * and never downloads its code (src/renderer/static-blocks.ts). Leave out for an interactive block.
   */
  static?: boolean;
  /** The regions the block names, for a section of it (see Landmark); leave out for a block that names none. */
  landmarks?: (section: z.output<z.ZodObject<P>>, shared: SharedItems) => Landmark[];
}) {
  const schema = z
    .strictObject({
      type: z.literal(definition.type).describe(definition.title),
      id: idField().optional().describe('Optional anchor so other pages can link to this section ("/page#id").'),
      ...definition.props,
    })
    .meta({ title: definition.title, description: definition.description, ...(definition.listsAllShared ? { [SHARED_ALL]: definition.listsAllShared } : {}) });
  return {
    type: definition.type,
    title: definition.title,
    description: definition.description,
    pageHeading: definition.pageHeading ?? false,
    static: definition.static ?? false,
    landmarks: (definition.landmarks ?? (() => [])) as (section: Record<string, unknown>, shared: SharedItems) => Landmark[],
    schema,
    example: { type: definition.type, ...definition.example } as z.infer<typeof schema>,
  };
}

/** The props a block component receives: its section from pages.json, as validated, with its images resolved by the build. */
export type BlockProps<D extends { schema: z.ZodType }> = Resolved<z.infer<D['schema']>>;
