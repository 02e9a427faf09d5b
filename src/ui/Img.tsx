import type { ResolvedImage } from '../registry/resolved.ts';

interface ImgProps {
  image: ResolvedImage;
  /** The largest image above the fold: fetched first and at once; others load lazily. */
  priority?: boolean;
  className?: string;
  sizes?: string;
  /** Fill the box and crop (object-fit: cover, or the same for an inline SVG). */
  cover?: boolean;
  /** Draw the build's inline markup when the image carries it (see resolveAssets); false for a copy far down the page. */
  inline?: boolean;
}

/**
 * An image with its intrinsic size (filled in by the build), so the browser reserves its space and
 * nothing shifts as it loads. A small SVG above the fold comes with its markup and is drawn as an
 * <svg> element: part of the page's first paint, with no request and no SVG document of its own.
 */
export function Img({ image, priority = false, className, sizes, cover = false, inline = true }: ImgProps) {
  if (image.svg && inline) {
    return (
      <svg
        className={className}
        width={image.width}
        height={image.height}
        viewBox={image.svg.viewBox}
        preserveAspectRatio={cover ? 'xMidYMid slice' : undefined}
        {...(image.alt ? { role: 'img', 'aria-label': image.alt } : { 'aria-hidden': true })}
        dangerouslySetInnerHTML={{ __html: image.svg.body }}
      />
    );
  }
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
