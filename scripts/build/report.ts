import { existsSync, readFileSync } from 'node:fs';
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

/** The closing table of the build: each route's HTML and first-load JS, gzip. */
export function printSizeTable(routes: { path: string; html: string; chunks: string[] }[], firstLoadJs: FirstLoadSizer): void {
  const rows = routes.map((route) => [route.path, kb(gzipSize(route.html)), kb(firstLoadJs(route.chunks)), String(route.chunks.length)]);
  const header = ['route', 'HTML (gzip)', 'first-load JS (gzip)', 'JS files'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log('\n' + line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
}
