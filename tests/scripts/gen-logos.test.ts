/*
 * The Northbeam logo and the client logos (scripts/gen-logos.ts) are committed and drawn as paths:
 * they must be what the script draws today, hold no <text> (they must not depend on a visitor's
 * fonts), stay small, and be accepted by the build's inliner (the header draws the logo inline).
 */
import { describe, expect, it } from 'vitest';
import { staleFiles } from '../../scripts/art/write.ts';
import { inlineSvg } from '../../scripts/build/images.ts';
import { CLIENT_LOGO_BUDGET, CLIENTS, logoFiles } from '../../scripts/gen-logos.ts';

const files = logoFiles();

describe('logos', () => {
  it('are up to date (run npx tsx scripts/gen-logos.ts after changing the script)', () => {
    expect(staleFiles(files)).toEqual([]);
  });

  it('are deterministic', () => {
    expect(logoFiles()).toEqual(files);
  });

  it('are paths only, labelled, and inlinable', () => {
    for (const [file, svg] of files) {
      expect(svg, file).not.toMatch(/<text|<tspan|font-family|<image|href/);
      expect(svg, file).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"/);
      expect(inlineSvg(svg), file).toBeDefined();
    }
  });

  it('draws the Northbeam logo in the page colour on light and in white on dark', () => {
    expect(files.get('logo.svg')).toContain('fill="currentColor"');
    expect(files.get('logo-on-dark.svg')).not.toContain('currentColor');
    expect(files.get('logo-on-dark.svg')).toContain('fill="#ffffff"');
  });

  it('draws twelve monochrome client logos within the budget', () => {
    const clients = [...files].filter(([file]) => file.startsWith('clients/'));
    expect(clients).toHaveLength(Object.keys(CLIENTS).length);
    expect(clients.length).toBe(12);
    for (const [file, svg] of clients) {
      expect(svg.length, file).toBeLessThanOrEqual(CLIENT_LOGO_BUDGET);
      expect([...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]).filter((colour) => colour !== 'none' && colour !== 'currentColor'), file).toEqual([]);
    }
  });
});
