import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function firstLoadJsGzip(outDir: string, chunks: string[]): number {
  return chunks.reduce((total, chunk) => total + gzipSize(readFileSync(join(outDir, chunk))), 0);
}

/** The closing table of the build: each route's HTML and first-load JS, gzip. */
export function printSizeTable(routes: { path: string; html: string; chunks: string[] }[], outDir: string): void {
  const rows = routes.map((route) => [route.path, kb(gzipSize(route.html)), kb(firstLoadJsGzip(outDir, route.chunks)), String(route.chunks.length)]);
  const header = ['route', 'HTML (gzip)', 'first-load JS (gzip)', 'JS files'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log('\n' + line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
}
