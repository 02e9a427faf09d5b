import sharp, { type Sharp } from 'sharp';

/** An image as published: possibly smaller bytes, and its intrinsic size for width/height attributes. */
export interface OptimisedImage {
  content: Buffer;
  width?: number;
  height?: number;
}

/** Wider than this is never shown (the widest container is 1440 px; 1920 covers high-density hero art). */
export const MAX_WIDTH = 1920;

/**
 * Makes a file dropped into src/assets/images fit for the web, so an author needs no image tool:
 * SVGs lose comments, editor metadata and indentation and always carry width and height; PNG, JPEG,
 * WebP and AVIF pictures wider than MAX_WIDTH are scaled down and re-encoded, and the smaller of
 * the original and the re-encoded bytes is kept. Every image reports its size, so pages never
 * shift while images load.
 */
export async function optimiseImage(file: string, original: Buffer): Promise<OptimisedImage> {
  if (file.endsWith('.svg')) return optimiseSvg(original.toString('utf8'));
  const format = /\.(png|jpe?g|webp|avif)$/i.exec(file)?.[1]?.toLowerCase().replace('jpg', 'jpeg') as 'png' | 'jpeg' | 'webp' | 'avif' | undefined;
  if (!format) return { content: original };
  const metadata = await sharp(original).metadata();
  const tooWide = (metadata.width ?? 0) > MAX_WIDTH;
  let pipeline = sharp(original).rotate(); // apply the camera's orientation, then drop the metadata
  if (tooWide) pipeline = pipeline.resize({ width: MAX_WIDTH, withoutEnlargement: true });
  const encoded = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
  if (!tooWide && encoded.data.length >= original.length) return { content: original, width: metadata.autoOrient?.width ?? metadata.width, height: metadata.autoOrient?.height ?? metadata.height };
  return { content: encoded.data, width: encoded.info.width, height: encoded.info.height };
}

function encode(pipeline: Sharp, format: 'png' | 'jpeg' | 'webp' | 'avif'): Sharp {
  if (format === 'png') return pipeline.png({ compressionLevel: 9 });
  if (format === 'jpeg') return pipeline.jpeg({ quality: 80, mozjpeg: true });
  if (format === 'webp') return pipeline.webp({ quality: 80, effort: 6 });
  return pipeline.avif({ quality: 55 });
}

function optimiseSvg(source: string): OptimisedImage {
  let svg = source
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[^>]*\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<metadata[\s\S]*?<\/metadata>/g, '')
    .replace(/<sodipodi:namedview[\s\S]*?(\/>|<\/sodipodi:namedview>)/g, '')
    .replace(/\s(inkscape|sodipodi):[\w-]+="[^"]*"/g, '')
    .replace(/\sxmlns:(inkscape|sodipodi)="[^"]*"/g, '')
    .replace(/>\s+</g, '><')
    .trim();
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  let width = Number(/\swidth="([\d.]+)(px)?"/.exec(open)?.[1]);
  let height = Number(/\sheight="([\d.]+)(px)?"/.exec(open)?.[1]);
  const viewBox = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(open);
  if (!(width && height) && viewBox) {
    width = Number(viewBox[1]);
    height = Number(viewBox[2]);
    // An <img> of an SVG without width and height has no intrinsic size: give it the viewBox's.
    const sized = open.replace(/\s(width|height)="[^"]*"/g, '').replace(/^<svg/, `<svg width="${width}" height="${height}"`);
    svg = svg.replace(open, sized);
  }
  return { content: Buffer.from(svg + '\n'), ...(width && height ? { width, height } : {}) };
}
