import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants as zlib } from 'node:zlib';
import { cached } from './cache.ts';
import { COMPRESS_CACHE, HTML_QUALITY } from './compress.ts';

const brotliCompress = promisify(brotliCompressCallback);

/**
 * A page's HTML names files by their content hash, and some of those files hold every page: the
 * shell data (menus, routes) and the folder of all pages' data. Edit one page and every other
 * page's HTML carries new hashes, which brotli compresses a few bytes better or worse: a page near
 * the first round trip's limit was marked one build and not the next. Measured with each hash
 * replaced by a stand-in of the same length and kind, which depends only on where it stands, a
 * page's size changes only with what the page itself shows.
 */
export function withStandInHashes(html: string): string {
  // The same file named twice gets the same stand-in twice, as brotli saw it.
  const standIns = new Map<string, string>();
  return html.replace(/\/assets\/[^"'\s)<>]+/g, (url) =>
    url.replace(/(?<=[-/])[A-Za-z0-9]{8,}(?=[./])/g, (token) => {
      if (!isHash(token)) return token;
      if (!standIns.has(token)) standIns.set(token, standIn(token, `${url.replace(token, '')}#${standIns.size}`));
      return standIns.get(token)!;
    }),
  );
}

/** Words in file names are lower-case letters (and "-"); a content hash has digits or capitals. */
const isHash = (token: string) => !/^[a-z]+$/.test(token);

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const MIXED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * As random-looking as the hash it stands for, and the same at every build. Told apart by length
 * (esbuild's are 8 characters of upper-case base32, ours 10 of mixed base62), not by the letters:
 * one of our hashes in about a hundred is all capitals and digits, and got other stand-ins.
 */
function standIn(token: string, place: string): string {
  const alphabet = token.length === 8 ? UPPER : MIXED;
  const bytes = createHash('sha256').update(place).digest();
  return Array.from(token, (_char, at) => alphabet[bytes[at % bytes.length]! % alphabet.length]).join('');
}

/**
 * Each page's HTML as the server sends it (brotli, the quality compress.ts gives HTML), hashed
 * names aside: the figure the build's size table shows and the first round trip is checked against.
 * Cached by content like the compressed copies, so a rebuild compresses only the pages that changed.
 */
export async function stableHtmlSizes(routes: { path: string; html: string }[], cacheDir = COMPRESS_CACHE): Promise<Map<string, number>> {
  await mkdir(cacheDir, { recursive: true });
  const sizes = await Promise.all(
    routes.map(async (route) => {
      const content = Buffer.from(withStandInHashes(route.html));
      const key = `${createHash('sha256').update(content).digest('hex')}.br${HTML_QUALITY}`;
      const compressed = await cached(key, () => brotliCompress(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: HTML_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }), cacheDir);
      return [route.path, compressed.length] as const;
    }),
  );
  return new Map(sizes);
}
