/*
 * The generated artwork (scripts/gen-art.ts) is committed: it must be what the script draws today,
 * draw every image pages.json and the block examples use, and give every SVG its intrinsic size.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artFiles } from '../../scripts/gen-art.ts';
import { blocks } from '../../src/blocks/index.ts';

const files = artFiles();

describe('generated artwork', () => {
  it('is up to date (run npx tsx scripts/gen-art.ts after changing pages.json or the script)', () => {
    const stale = [...files].filter(([file, content]) => !existsSync(`src/assets/images/${file}`) || readFileSync(`src/assets/images/${file}`, 'utf8') !== content).map(([file]) => file);
    expect(stale).toEqual([]);
  });

  it('is deterministic', () => {
    const again = artFiles();
    for (const [file, content] of files) expect(again.get(file), file).toBe(content);
  });

  it('covers every image that pages.json and the block examples refer to', () => {
    const sources = [readFileSync('pages.json', 'utf8'), JSON.stringify(blocks.map((block) => block.example))].join('\n');
    const referenced = [...new Set([...sources.matchAll(/"src"\s*:\s*"([^"]+)"/g)].map((match) => match[1]!))];
    expect(referenced.length).toBeGreaterThan(100);
    for (const src of referenced) expect(existsSync(`src/assets/images/${src}`), src).toBe(true);
  });

  it('gives every SVG an explicit width and height (no layout shift) and uses the palette', () => {
    for (const [file, content] of files) {
      expect(content, file).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(content, file).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing from the network
    }
  });
});
