import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants as zlib, gzip as gzipCallback } from 'node:zlib';
import { BUILD_CACHE, cached, pruneCache } from './cache.ts';
import type { BuildContext } from './context.ts';
import { filesUnder } from './files.ts';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCompressCallback);

/** Files worth a precompressed copy: text, 256 bytes or more. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;

/**
 * Brotli quality. 10 (not the maximum 11: 2 % smaller for 2.6× the time), but 11 for a page's HTML:
 * it is the one file on the path to the first paint, and a page that fits the first 14.6 KB a
 * connection may send saves a whole round trip (home: 14.2 → 13.9 KB). A site of more than
 * LARGE_SITE routes gets 8 for its per-page files (HTML, page data): measured on this site's
 * pages, 8 % larger but 12× faster, so a thousand pages build in seconds rather than half a minute.
 * Shared assets (scripts, stylesheet, images) always get 10: their number does not grow with pages.
 */
export const BROTLI_QUALITY = 10;
export const HTML_QUALITY = 11;
const LARGE_SITE_QUALITY = 8;
const LARGE_SITE = 200;

/** Compressed copies by content, kept between builds: most files of a rebuild (images, scripts, unchanged pages) are byte for byte those of the last one. */
export const COMPRESS_CACHE = `${BUILD_CACHE}/compressed`;

/** Writes `file.gz` and `file.br` beside one file. */
export async function compressFile(path: string, quality = BROTLI_QUALITY, cacheDir = COMPRESS_CACHE): Promise<void> {
  const content = await readFile(path);
  if (content.length < 256) return;
  const key = createHash('sha256').update(content).digest('hex');
  const [gz, br] = await Promise.all([
    cached(`${key}.gz9`, () => gzip(content, { level: 9 }), cacheDir),
    cached(`${key}.br${quality}`, () => brotliCompress(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }), cacheDir),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
}

/** .br and .gz beside every text file (production only), on the thread pool so every core works. */
export async function compressTextFiles(context: BuildContext, routeCount: number, cacheDir = COMPRESS_CACHE): Promise<void> {
  if (context.dev) return;
  await mkdir(cacheDir, { recursive: true });
  const perPage = (file: string) => file.endsWith('.html') || file.startsWith('assets/data/');
  const quality = (file: string) => (routeCount > LARGE_SITE && perPage(file) ? LARGE_SITE_QUALITY : file.endsWith('.html') ? HTML_QUALITY : BROTLI_QUALITY);
  const queue = filesUnder(context.outDir).filter((file) => COMPRESSIBLE.test(file));
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) await compressFile(join(context.outDir, file), quality(file), cacheDir);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await pruneCache(cacheDir);
}
