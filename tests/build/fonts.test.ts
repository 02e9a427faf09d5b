// The display face cut to the registry's characters (scripts/build/fonts.ts), kept between builds:
// a text with a character another build lacked gets a face with it, never a kept one without it.
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import type { BuildContext } from '../../scripts/build/context.ts';
import { charactersOf, publishFonts } from '../../scripts/build/fonts.ts';

const site = () => ({ outDir: mkdtempSync(join(tmpdir(), 'fonts-')) }) as BuildContext;
const fontUrl = (rules: string) => /url\(([^)]+)\)/.exec(rules)![1]!;
const source = readFileSync(createRequire(import.meta.url).resolve('@fontsource/manrope/files/manrope-latin-700-normal.woff2'));

describe('the display face', () => {
  it('is cut to the characters of the texts, and kept for the same characters', async () => {
    // An accented letter the face has and the base set lacks.
    const accented = 'àáâãäåæçèéêëìíîïñòóôõöøùúûüý';
    const registry = { site: { name: `Northbeam ${accented[randomInt(0, accented.length)]}` } };
    const first = site();
    const firstUrl = fontUrl(await publishFonts(first, registry));
    expect(readFileSync(join(first.outDir, firstUrl))).toEqual(await subsetFont(source, charactersOf(registry), { targetFormat: 'woff2' }));

    const again = site();
    expect(fontUrl(await publishFonts(again, registry))).toBe(firstUrl);
    expect(readFileSync(join(again.outDir, firstUrl))).toEqual(readFileSync(join(first.outDir, firstUrl)));

    expect(fontUrl(await publishFonts(site(), { site: { name: 'Northbeam' } }))).not.toBe(firstUrl);
  });
});
