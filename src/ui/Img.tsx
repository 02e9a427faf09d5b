import type { ResolvedImage } from '../registry/resolved.ts';

/**
 * An image with its intrinsic size (filled in by the build), so the browser reserves its space and
 * nothing shifts as it loads. `priority` for the largest image above the fold; others load lazily.
 */
export function Img({ image, priority = false, className, sizes }: { image: ResolvedImage; priority?: boolean; className?: string; sizes?: string }) {
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
