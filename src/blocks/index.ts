/*
 * The one list of block types. Adding a block: make a folder beside this file with schema.ts,
 * Block.tsx, styles.css, and add one line here. The JSON Schemas, the registry checks and the
 * renderer's map (which loads ./<type>/Block.tsx by name) all follow from this list.
 */
import hero from './hero/schema.ts';
import richText from './rich-text/schema.ts';
import callToAction from './call-to-action/schema.ts';
import comingSoon from './coming-soon/schema.ts';
import notFound from './not-found/schema.ts';
import form from './form/schema.ts';

export const blocks = [hero, richText, callToAction, comingSoon, notFound, form] as const;

export type Block = (typeof blocks)[number];
export type BlockType = Block['type'];
