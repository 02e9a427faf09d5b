import type { ResolvedImage } from '../registry/resolved.ts';

/** What a lazy image shows until the first paint: a transparent SVG, no request (the CSP allows data: images). */
const WAITING = 'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E';

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
  const attributes = { alt: image.alt, width: image.width, height: image.height, className, sizes };
  if (priority) return <img src={image.src} {...attributes} loading="eager" decoding="sync" fetchPriority="high" />;
  // In the prerendered page a lazy image waits for the first paint: the browser fetches lazy images
  // up to about 1250 px below the screen as soon as it lays the page out, and those requests then
  // count towards the first paint in Lighthouse's model (the home hero's client logos cost 0.3x of
  // the floor page). The page's loader gives each its src from data-src once the first content is
  // on screen (src/app/boot.ts); without script, the <noscript> copy shows (base.css hides the
  // other). Until then its src is an empty picture of no size, so it is valid HTML and draws nothing.
  // In the browser the same markup gets its src at once, so hydration finds what it renders.
  const prerendering = typeof document === 'undefined';
  const lazy = { ...attributes, loading: 'lazy', decoding: 'async' } as const;
  return (
    <>
      <img src={prerendering ? WAITING : image.src} data-src={image.src} {...lazy} />
      <noscript>
        <img src={image.src} {...lazy} />
      </noscript>
    </>
  );
}
