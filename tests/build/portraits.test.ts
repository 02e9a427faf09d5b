/*
 * Portraits are drawn at build time from a seed per person: the same person must always get the
 * same picture, and a picture must be self-contained (it is served as a file or written into a page).
 */
import { describe, expect, it } from 'vitest';
import { inlineSvg } from '../../scripts/build/images.ts';
import { renderPortrait } from '../../scripts/build/portraits.ts';

const seeds = ['Maya Chen', 'Daniel Okafor', 'Priya Raman', 'Grace Adeyemi'];

describe('renderPortrait', () => {
  it('gives the same SVG for the same seed, and different people different pictures', () => {
    for (const seed of seeds) expect(renderPortrait(seed)).toBe(renderPortrait(seed));
    expect(new Set(seeds.map((seed) => renderPortrait(seed))).size).toBe(seeds.length);
  });

  it('refers to nothing outside the picture', () => {
    for (const seed of seeds) {
      for (const shape of ['circle', 'square'] as const) {
        const svg = renderPortrait(seed, { shape });
        expect(svg).not.toMatch(/<image|href=|@import|<metadata/);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|data:/);
        const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
        for (const [, target] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(target);
      }
    }
  });

  it('gives each person their own ids, a size, and a root the build can inline', () => {
    const [a, b] = [renderPortrait('Maya Chen'), renderPortrait('Daniel Okafor', { size: 64 })];
    const idOf = (svg: string) => /\bid="([^"]+)"/.exec(svg)?.[1];
    expect(idOf(a)).not.toBe(idOf(b));
    expect(b).toMatch(/^<svg [^>]*width="64" height="64"/);
    expect(inlineSvg(a)).toBeDefined();
    for (const seed of seeds) expect(renderPortrait(seed).length).toBeLessThan(12_000);
  });
});
