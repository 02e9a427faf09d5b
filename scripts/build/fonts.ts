import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { BUILD_CACHE, cached, pruneCache } from './cache.ts';
import type { BuildContext } from './context.ts';
import { hash, write } from './files.ts';

/*
 * The display face for headings: Manrope Bold (SIL Open Font Licence, from @fontsource/manrope),
 * cut down to the characters the site's texts use, published under a hashed name. Body text stays
 * on the system's face.
 *
 * It never delays the first paint and never moves what a reader sees: headings start in a local
 * fallback (Arial Bold, or Roboto Bold on Android) scaled to Manrope's average letter width and
 * line metrics; the loader (src/app/boot.ts) fetches the face after the first paint and switches to
 * it (tokens.css, html[data-brand-face]) only if no heading on screen changes its lines, else from
 * the next page; a later visit, with the face cached, uses it from the first paint ("optional":
 * if the cache has lost it, that page stays in the fallback rather than swap).
 */
export const DISPLAY_FAMILY = 'Manrope';
const SOURCE = 'manrope/files/manrope-latin-700-normal.woff2';
const FONT_CACHE = `${BUILD_CACHE}/fonts`;

/** Every printable ASCII character and the typography authors use, so an edit seldom meets a missing glyph. */
const BASE_CHARACTERS = `${Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('')}‘’“”–—…•·×→←°€£`;

/**
 * Local faces metric-matched to the display face. Average letter widths (capsize's xWidthAvg, in
 * font units) measured from the files: Arial Bold through its metric twin Liberation Sans Bold,
 * Roboto Bold from @fontsource/roboto.
 */
const FALLBACKS = [
  { family: `${DISPLAY_FAMILY} Fallback`, local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], xWidthAvg: 983, unitsPerEm: 2048 },
  { family: `${DISPLAY_FAMILY} Fallback Roboto`, local: ['Roboto Bold', 'Roboto-Bold'], xWidthAvg: 926, unitsPerEm: 2048 },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The characters of every text in the registry, plus the base set. */
export function charactersOf(registry: unknown): string {
  const characters = new Set(BASE_CHARACTERS);
  for (const character of JSON.stringify(registry)) if (character >= ' ') characters.add(character);
  return [...characters].sort().join('');
}

/** Writes the subset font and returns the @font-face rules for it and its fallbacks. */
export async function publishFonts(context: BuildContext, registry: unknown): Promise<string> {
  const source = readFileSync(createRequire(import.meta.url).resolve(`@fontsource/${SOURCE}`));
  // Kept by the face and the characters, as are the face's metrics: most edits to pages.json add
  // no character, and cutting, compressing and measuring the face was most of a second of every build.
  const characters = charactersOf(registry);
  const sourceKey = hash(source);
  await mkdir(FONT_CACHE, { recursive: true });
  const subset = await cached(`display-${hash(`${sourceKey}\n${characters}`)}.woff2`, () => subsetFont(source, characters, { targetFormat: 'woff2' }), FONT_CACHE);
  await pruneCache(FONT_CACHE);
  const url = `/assets/fonts/display-${hash(subset)}.woff2`;
  write(`${context.outDir}${url}`, subset);

  const metrics = JSON.parse(String(await cached(`metrics-${sourceKey}.json`, async () => Buffer.from(JSON.stringify(await fromBuffer(source))), FONT_CACHE))) as Awaited<ReturnType<typeof fromBuffer>>;
  const brandWidth = metrics.xWidthAvg / metrics.unitsPerEm;
  const rules = [`@font-face{font-family:${DISPLAY_FAMILY};font-style:normal;font-weight:700;font-display:optional;src:url(${url}) format("woff2")}`];
  for (const fallback of FALLBACKS) {
    const sizeAdjust = brandWidth / (fallback.xWidthAvg / fallback.unitsPerEm);
    rules.push(
      `@font-face{font-family:"${fallback.family}";font-style:normal;font-weight:700;src:${fallback.local.map((name) => `local("${name}")`).join(',')};` +
        `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(metrics.ascent / metrics.unitsPerEm / sizeAdjust)};` +
        `descent-override:${percent(Math.abs(metrics.descent) / metrics.unitsPerEm / sizeAdjust)};line-gap-override:0%}`,
    );
  }
  return rules.join('');
}
