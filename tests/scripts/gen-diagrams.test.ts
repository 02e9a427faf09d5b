/*
 * The diagrams of the work (scripts/gen-diagrams.ts) are committed and inlined into pages' HTML: they
 * must be what the script draws today, small, acceptable to the build's inliner, and free of ids
 * (two on one page must not collide) and of fractional coordinates.
 */
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staleFiles } from '../../scripts/art/write.ts';
import { inlineSvg } from '../../scripts/build/images.ts';
import { DIAGRAM_BUDGET, diagramFiles } from '../../scripts/gen-diagrams.ts';

const files = diagramFiles();

describe('diagrams of the work', () => {
  it('are up to date (run npx tsx scripts/gen-diagrams.ts after changing the script)', () => {
    expect(staleFiles(files)).toEqual([]);
  });

  it('are deterministic', () => {
    expect(diagramFiles()).toEqual(files);
  });

  it('fit the inline budget and the build inlines them', () => {
    for (const [file, svg] of files) {
      expect(svg.length, file).toBeLessThanOrEqual(DIAGRAM_BUDGET.raw);
      expect(brotliCompressSync(svg).length, file).toBeLessThanOrEqual(DIAGRAM_BUDGET.brotli);
      expect(inlineSvg(svg), file).toMatchObject({ viewBox: '0 0 480 360' });
    }
  });

  it('use one text size, whole units and no ids or outside references', () => {
    for (const [file, svg] of files) {
      expect(svg.match(/font-size="[^"]*"/g), file).toEqual(['font-size="19"']);
      expect(svg, file).not.toMatch(/="[^"]*\d\.\d[^"]*"/);
      expect(svg, file).not.toMatch(/\bid=|href|url\(/);
    }
  });

  it('refuses a label that does not fit its box', async () => {
    const { Diagram } = await import('../../scripts/art/diagram-kit.ts');
    expect(() => new Diagram('fixture').box(0, 0, 60, 44, 'A label far too long')).toThrow(/diagram fixture: label "A label far too long" \(\d+\) does not fit its box \(60\)/);
  });
});
