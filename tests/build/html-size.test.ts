/*
 * The size table's HTML figure holds still when another page changes: an edit elsewhere gives
 * every page new hashed names (the shell data, the folder of page data), and the figure must not
 * move with them, while it still moves with what the page itself shows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { hash } from '../../scripts/build/files.ts';
import { stableHtmlSizes, withStandInHashes } from '../../scripts/build/html-size.ts';

const cacheDir = mkdtempSync(join(tmpdir(), 'html-size-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

// The build's own hash of random content (one in about 4,000 once came out all lower-case, which read as a word).
const ourHash = () => hash(randomBytes(16));
const esbuildHash = () => Array.from(randomBytes(8), (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[byte % 32]).join('');
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${(index * 7919) % 1000}`).join(' ');

/** A page as the build writes it: the same text, with this build's hashed names. */
const page = (text: string, hashes = { shell: ourHash(), data: ourHash(), css: ourHash(), entry: esbuildHash(), chunk: esbuildHash() }) =>
  `<!doctype html><html><head><style>@font-face{src:url(/assets/fonts/display-${hashes.css}.woff2)}</style>` +
  `<noscript><link rel="stylesheet" href="/assets/site-${hashes.css}.css"></noscript>` +
  `<script data-entry="/assets/client-${hashes.entry}.js" data-preload="/assets/chunks/chunk-${hashes.chunk}.js" data-stylesheet="/assets/site-${hashes.css}.css" data-shell="/assets/data/shell-${hashes.shell}.json" data-page="/assets/data/${hashes.data}/about.json"></script>` +
  `</head><body><div id="root"><img src="/assets/img/portraits/person-ada-${ourHash()}.svg"><p>${text}</p></div></body></html>`;

it('gives a page the same figure whatever hashes its file names carry', async () => {
  const text = words(400);
  const builds = [
    ...Array.from({ length: 6 }, () => page(text)),
    // Our hashes that look like esbuild's (all capitals and digits) once got other stand-ins: 1 page in 75.
    page(text, { shell: 'QFUM4DHJQ8', data: 'UWHORJO1A6', css: ourHash(), entry: esbuildHash(), chunk: esbuildHash() }),
  ];
  const sizes = await Promise.all(builds.map(async (html) => (await stableHtmlSizes([{ path: '/about', html }], cacheDir)).get('/about')));
  expect(new Set(sizes).size).toBe(1);
  expect(new Set(builds.map(withStandInHashes)).size).toBe(1);
});

it('keeps what is not a hash, the length of the page, and one stand-in for a file named twice', () => {
  const html = page('Plain text');
  const stood = withStandInHashes(html);
  expect(stood).toHaveLength(html.length);
  expect(stood).toContain('/assets/img/portraits/person-ada-');
  const stylesheets = [...stood.matchAll(/\/assets\/site-(\w+)\.css/g)].map((match) => match[1]);
  expect(stylesheets).toHaveLength(2);
  expect(stylesheets[0]).toBe(stylesheets[1]);
});

it('moves with what the page itself shows', async () => {
  const [short, long] = await Promise.all([page(words(300)), page(words(600))].map(async (html) => (await stableHtmlSizes([{ path: '/p', html }], cacheDir)).get('/p')!));
  expect(long!).toBeGreaterThan(short!);
});

it("names files with hashes that never read as a word (all lower-case letters)", () => {
  // Content whose digest starts all lower-case is rare; search for some rather than trust luck.
  const lowerCaseDigests = Array.from({ length: 40_000 }, (_, index) => `content ${index}`).filter((content) => /^[a-z]{10}$/.test(createHash('sha256').update(content).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x')));
  expect(lowerCaseDigests.length).toBeGreaterThan(0);
  for (const content of lowerCaseDigests) expect(hash(content)).toMatch(/[A-Z0-9]/);
});
