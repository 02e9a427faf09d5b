/*
 * Types of registry data after the build resolved it. Apart from the schema on purpose: block
 * schemas (which the registry schema is built from) use these, so importing the schema here
 * would make a cycle.
 */

/** An image as pages.json gives it (the image field of src/registry/fields.ts). */
interface Image {
  src: string;
  alt: string;
}

/**
 * A small SVG written into the page as an <svg> element: its viewBox and its markup inside the root
 * (attributes in single quotes, so the copy in the page's JSON data needs no escaping and compresses
 * against the copy in the markup).
 */
export interface InlineSvg {
  viewBox: string;
  body: string;
}

/**
 * An image as the browser receives it: the hashed URL, and its intrinsic size when the file states
 * one; for a small SVG above the fold, also its markup (see resolveAssets).
 */
export type ResolvedImage = Image & { width?: number; height?: number; svg?: InlineSvg };

/** Registry data after the build resolved it: every image within carries its size. */
export type Resolved<T> = T extends Image
  ? ResolvedImage
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;
