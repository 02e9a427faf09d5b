import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { compressFile, compressTextFiles } from '../../scripts/build/compress.ts';
import { createContext } from '../../scripts/build/context.ts';

const dir = mkdtempSync(join(tmpdir(), 'compress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const text = Buffer.from('<p>Northbeam</p>\n'.repeat(200));

it('writes .br and .gz copies that decompress to the file, and reuses them from the cache for the same content', async () => {
  const cache = join(dir, 'cache');
  const [first, second] = [join(dir, 'a.html'), join(dir, 'b.html')];
  writeFileSync(first, text);
  writeFileSync(second, text);
  mkdirSync(cache);
  await compressFile(first, 10, cache);
  expect(brotliDecompressSync(readFileSync(`${first}.br`))).toEqual(text);
  expect(gunzipSync(readFileSync(`${first}.gz`))).toEqual(text);
  expect(readdirSync(cache).sort()).toEqual([expect.stringMatching(/\.br10$/), expect.stringMatching(/\.gz9$/)]);

  // A cached copy is used as it is: plant a marker in it and see it arrive.
  const brEntry = join(cache, readdirSync(cache).find((name) => name.endsWith('.br10'))!);
  writeFileSync(brEntry, 'from the cache');
  await compressFile(second, 10, cache);
  expect(readFileSync(`${second}.br`, 'utf8')).toBe('from the cache');
  // Another quality is another entry.
  await compressFile(second, 8, cache);
  expect(brotliDecompressSync(readFileSync(`${second}.br`))).toEqual(text);
});

it('removes cache entries unused for a week when a build compresses', async () => {
  const cache = join(dir, 'prune-cache');
  const site = join(dir, 'site');
  mkdirSync(cache);
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), text);
  writeFileSync(join(cache, 'stale.br10'), 'old');
  const longAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  utimesSync(join(cache, 'stale.br10'), longAgo, longAgo);
  await compressTextFiles({ ...createContext({ quiet: true }), outDir: site }, 1, cache);
  expect(readdirSync(cache)).not.toContain('stale.br10');
  expect(readdirSync(cache)).toHaveLength(2);
  expect(brotliDecompressSync(readFileSync(join(site, 'index.html.br')))).toEqual(text);
});
