import { readFileSync } from 'node:fs';
import svgToMiniDataURI from 'mini-svg-data-uri';
import { join, relative } from 'node:path';
import type { ResolvedAsset } from '../../src/registry/resolve.ts';
import type { BuildContext } from './context.ts';
import { filesUnder, hash, write } from './files.ts';
import { optimiseImage } from './optimise-image.ts';

export const IMAGE_SOURCE_DIR = 'src/assets/images';
/** SVGs up to this size may be written into the page itself where they are above the fold (see resolveAssets). */
const INLINE_SVG_BYTES = 10 * 1024;

/**
 * Copies every image to assets/img, optimised and sized (optimise-image.ts), under a hashed name
 * (cached forever) and returns, per source name, its URL and intrinsic size (so no image shifts
 * the layout as it loads), and for a small SVG its data: URI.
 */
export async function publishImages(context: BuildContext, sourceDir = IMAGE_SOURCE_DIR): Promise<Map<string, ResolvedAsset>> {
  const targetDir = `${context.outDir}/assets/img`;
  const assets = new Map<string, ResolvedAsset>();
  for (const file of filesUnder(sourceDir)) {
    const { content, width, height } = await optimiseImage(file, readFileSync(join(sourceDir, file)));
    const hashed = file.replace(/(\.[a-z0-9]+)$/, `-${hash(content)}$1`);
    write(join(targetDir, hashed), content);
    const inline = file.endsWith('.svg') && content.length <= INLINE_SVG_BYTES ? svgToMiniDataURI(content.toString('utf8')) : undefined;
    assets.set(file, { url: `/${relative(context.outDir, join(targetDir, hashed))}`, ...(width && height ? { width, height } : {}), ...(inline ? { inline } : {}) });
  }
  return assets;
}
