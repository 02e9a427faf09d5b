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

/** An image as the browser receives it: the hashed URL, and its intrinsic size when the file states one. */
export type ResolvedImage = Image & { width?: number; height?: number };

/** Registry data after the build resolved it: every image within carries its size. */
export type Resolved<T> = T extends Image
  ? ResolvedImage
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;
