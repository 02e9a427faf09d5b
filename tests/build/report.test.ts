/*
 * The build's closing size table: HTML as the server sends it (brotli), and a mark on a page whose
 * HTML is more than a new connection carries in its first round trip. A warning, not a refusal.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { FIRST_ROUND_TRIP_HTML_BYTES, printSizeTable } from '../../scripts/build/report.ts';

const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

it('shows each page’s brotli HTML and marks, with the reason, the one over the first round trip', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'size-table-'));
  folders.push(outDir);
  mkdirSync(join(outDir, 'long'));
  writeFileSync(join(outDir, 'index.html.br'), Buffer.alloc(FIRST_ROUND_TRIP_HTML_BYTES));
  writeFileSync(join(outDir, 'long/index.html.br'), Buffer.alloc(FIRST_ROUND_TRIP_HTML_BYTES + 1));
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));

  printSizeTable(
    [
      { path: '/', file: 'index.html', chunks: ['/a.js'] },
      { path: '/long', file: 'long/index.html', chunks: ['/a.js', '/b.js'] },
    ],
    outDir,
    (chunks) => chunks.length * 1024,
  );

  const lines = printed.join('\n').split('\n');
  expect(lines.find((line) => line.startsWith('route'))).toContain('HTML (brotli)');
  const home = lines.find((line) => line.startsWith('/ '))!;
  const long = lines.find((line) => line.startsWith('/long'))!;
  expect(home).toContain('13.3 KB');
  expect(home).not.toContain('*');
  expect(long).toMatch(/13\.3 KB \*/);
  expect(long).toContain('2.0 KB');
  expect(lines.some((line) => /^\* 1 page\(s\) over 13\.3 KB of HTML.*first round trip.*150 ms/.test(line))).toBe(true);
});

