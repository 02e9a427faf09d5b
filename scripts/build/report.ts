import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The inline loader's code (src/app/boot.ts), kept beside the built site for measuring; the server never serves it. */
export const INLINE_LOADER_FILE = 'inline-loader.js';

/** Total gzip size of a route's first-load script: its chunks, and the inline loader that asks for them. */
export type FirstLoadSizer = (chunks: string[]) => number;

/**
 * A FirstLoadSizer that compresses each chunk file once: most routes share most of their chunks
 * (React DOM alone is 200 KB), so summing per route without it costs the build half a second.
 */
export function firstLoadJsSizer(outDir: string): FirstLoadSizer {
  const sizes = new Map<string, number>();
  const sizeOf = (chunk: string): number => {
    let size = sizes.get(chunk);
    if (size === undefined) sizes.set(chunk, (size = gzipSize(readFileSync(join(outDir, chunk)))));
    return size;
  };
  const loaderFile = join(outDir, INLINE_LOADER_FILE);
  const loader = existsSync(loaderFile) ? gzipSize(readFileSync(loaderFile)) : 0;
  return (chunks) => (chunks.length ? loader : 0) + chunks.reduce((total, chunk) => total + sizeOf(chunk), 0);
}

export function firstLoadJsGzip(outDir: string, chunks: string[]): number {
  return firstLoadJsSizer(outDir)(chunks);
}

/**
 * What a new connection carries in its first round trip: TCP's initial congestion window, 10
 * segments of 1460 bytes (RFC 6928; Lighthouse's network model uses the same), less about 1 KB for
 * our response headers (the CSP and the rest: 1006 bytes on home). A page whose compressed HTML is
 * larger waits one more round trip before the browser has all of it: about 150 ms on slow 4G,
 * measured as 0.2x of a static page's LCP (docs/performance.md, "The first round trip").
 */
export const FIRST_ROUND_TRIP_HTML_BYTES = 10 * 1460 - 1024;

/** Bytes of the route's HTML as the server sends it to browsers (its brotli copy), when the build wrote one. */
function sentHtmlBytes(outDir: string, file: string): number | undefined {
  const compressed = join(outDir, `${file}.br`);
  return existsSync(compressed) ? statSync(compressed).size : undefined;
}

/**
 * The closing table of the build: each route's HTML as sent (brotli) and first-load JS (gzip).
 * HTML over the first round trip is marked and explained: a warning, not a refusal, since an
 * author's page with more to say is still a valid page. `htmlSizes` (html-size.ts) measure each
 * page's HTML with its hashed file names held still, so a page's figure and mark change only with
 * the page; without them, the brotli copies beside the HTML are measured.
 */
export function printSizeTable(routes: { path: string; file: string; chunks: string[] }[], outDir: string, firstLoadJs: FirstLoadSizer, htmlSizes?: Map<string, number>): void {
  let over = 0;
  const rows = routes.map((route) => {
    const html = htmlSizes?.get(route.path) ?? sentHtmlBytes(outDir, route.file);
    const tooLarge = html !== undefined && html > FIRST_ROUND_TRIP_HTML_BYTES;
    if (tooLarge) over++;
    return [route.path, html === undefined ? '-' : `${kb(html)}${tooLarge ? ' *' : ''}`, kb(firstLoadJs(route.chunks)), String(route.chunks.length)];
  });
  const header = ['route', 'HTML (brotli)', 'first-load JS (gzip)', 'JS files'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log('\n' + line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  if (over > 0) {
    console.log(
      `\n* ${over} page(s) over ${kb(FIRST_ROUND_TRIP_HTML_BYTES)} of HTML, what a new connection carries in its first round trip: on a slow phone such a page shows about 150 ms later. Shorter text, fewer sections or splitting the page bring it back under.`,
    );
  }
  console.log('');
}
