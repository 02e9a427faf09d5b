/*
 * A picture an author drops into src/assets/images is made fit for the web by the build: sized
 * (width and height for every <img>, so nothing shifts), scaled down when too wide, re-encoded when
 * that saves bytes; SVGs from drawing programs lose their editor clutter.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_WIDTH, optimiseImage } from '../../scripts/build/optimise-image.ts';

/** A photo-like picture: smooth gradients with noise, as a camera or a designer would export. */
async function picture(width: number, height: number, format: 'png' | 'webp' | 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 7) % 256;
    }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png({ compressionLevel: 0 }) : format === 'webp' ? image.webp({ quality: 100 }) : image.jpeg({ quality: 100 })).toBuffer();
}

describe('images dropped into src/assets/images', () => {
  it('a PNG wider than the widest layout is scaled down, keeps its proportions, and gets smaller', async () => {
    const original = await picture(2400, 800, 'png');
    const result = await optimiseImage('team/offsite.png', original);
    expect([result.width, result.height]).toEqual([MAX_WIDTH, MAX_WIDTH / 3]);
    expect(result.content.length).toBeLessThan(original.length / 2);
    const published = await sharp(result.content).metadata();
    expect([published.format, published.width, published.height]).toEqual(['png', MAX_WIDTH, MAX_WIDTH / 3]);
  });

  it('a WebP or JPEG of a fitting width keeps its size and is never made bigger', async () => {
    for (const format of ['webp', 'jpeg'] as const) {
      const original = await picture(800, 500, format);
      const result = await optimiseImage(`photos/office.${format === 'jpeg' ? 'jpg' : format}`, original);
      expect([result.width, result.height], format).toEqual([800, 500]);
      expect(result.content.length, format).toBeLessThanOrEqual(original.length);
    }
  });

  it('an SVG from a drawing program loses its clutter and gets width and height from its viewBox', async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Created with Inkscape -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 320 200" inkscape:version="1.3">\n  <metadata><rdf>x</rdf></metadata>\n  <rect width="320" height="200" fill="#0e7490"/>\n</svg>\n`;
    const result = await optimiseImage('drawings/chart.svg', Buffer.from(svg));
    expect([result.width, result.height]).toEqual([320, 200]);
    const text = result.content.toString();
    expect(text).toMatch(/^<svg width="320" height="200" xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 200">/);
    expect(text).not.toMatch(/inkscape|metadata|<!--|<\?xml/);
    expect(text).toContain('<rect width="320" height="200" fill="#0e7490"/>');
  });
});

describe('an image file the build cannot read', () => {
  it('refuses the build with the file named and what to do, not a stack trace; every bad file at once', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createContext } = await import('../../scripts/build/context.ts');
    const { publishImages } = await import('../../scripts/build/images.ts');
    const { BuildProblems } = await import('../../scripts/build/problems.ts');
    const images = mkdtempSync(join(tmpdir(), 'images-'));
    writeFileSync(join(images, 'empty.png'), '');
    writeFileSync(join(images, 'not-a-picture.jpg'), 'text saved under a picture name');
    writeFileSync(join(images, 'fine.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1z"/></svg>');
    const context = createContext({ quiet: true, outDir: join(images, 'out') });
    try {
      const failure = await publishImages(context, images).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(BuildProblems);
      const { problems } = failure as InstanceType<typeof BuildProblems>;
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(new RegExp(`^${images}/empty\\.png  is not an image the build can read \\(.+\\)\\. Export it again as PNG, JPEG, WebP, AVIF or SVG, or delete it\\.$`));
      expect(problems[1]).toContain(`${images}/not-a-picture.jpg  is not an image the build can read`);
    } finally {
      rmSync(images, { recursive: true, force: true });
    }
  });
});
