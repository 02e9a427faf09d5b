import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ResolvedAsset } from '../../src/registry/resolve.ts';
import type { InlineSvg } from '../../src/registry/resolved.ts';
import type { BuildContext } from './context.ts';
import { filesUnder, hash, write } from './files.ts';
import { optimiseImage } from './optimise-image.ts';
import { BuildProblems } from './problems.ts';

export const IMAGE_SOURCE_DIR = 'src/assets/images';
/** SVGs up to this size may be written into the page itself where they are above the fold (see resolveAssets). */
const INLINE_SVG_BYTES = 10 * 1024;

/**
 * Copies every image to assets/img, optimised and sized (optimise-image.ts), under a hashed name
 * (cached forever) and returns, per source name, its URL and intrinsic size (so no image shifts
 * the layout as it loads), and for a small SVG its markup to write into a page.
 */
export async function publishImages(context: BuildContext, sourceDir = IMAGE_SOURCE_DIR): Promise<Map<string, ResolvedAsset>> {
  const targetDir = `${context.outDir}/assets/img`;
  const assets = new Map<string, ResolvedAsset>();
  const unreadable: string[] = [];
  for (const file of filesUnder(sourceDir)) {
    const optimised = await optimiseImage(file, readFileSync(join(sourceDir, file))).catch((error: unknown) => {
      unreadable.push(`${join(sourceDir, file)}  is not an image the build can read (${(error as Error).message}). Export it again as PNG, JPEG, WebP, AVIF or SVG, or delete it.`);
    });
    if (!optimised) continue;
    const { content, width, height } = optimised;
    const hashed = file.replace(/(\.[a-z0-9]+)$/, `-${hash(content)}$1`);
    write(join(targetDir, hashed), content);
    const inline = file.endsWith('.svg') && content.length <= INLINE_SVG_BYTES ? inlineSvg(content.toString('utf8')) : undefined;
    assets.set(file, { url: `/${relative(context.outDir, join(targetDir, hashed))}`, ...(width && height ? { width, height } : {}), ...(inline ? { inline } : {}) });
  }
  if (unreadable.length) throw new BuildProblems(unreadable);
  return assets;
}

/** Root attributes an inline <svg> can do without: the page's element sets its own size and label. */
const DROPPED_ROOT_ATTRIBUTES = new Set(['xmlns', 'width', 'height', 'viewBox', 'role', 'aria-label', 'version']);

/**
 * The viewBox and inner markup of an SVG, to draw it as an <svg> element in a page; undefined when
 * its root carries anything else (a fill, a style), which the page's element would lose.
 */
export function inlineSvg(svg: string): InlineSvg | undefined {
  const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
  if (!root) return undefined;
  const attributes = [...root[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)];
  const viewBox = attributes.find(([, name]) => name === 'viewBox')?.[2];
  if (!viewBox || attributes.some(([, name]) => !DROPPED_ROOT_ATTRIBUTES.has(name!))) return undefined;
  // Single quotes where the value allows: the JSON copy of the markup then needs no escapes.
  return { viewBox, body: root[2]!.replace(/="([^"']*)"/g, "='$1'") };
}
