import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { BuildContext } from './context.ts';

const FAVICON_SVG = 'src/assets/favicon.svg';
/** The favicon's own background, behind its rounded corners where a platform wants a full square. */
const INK = '#0b1d33';
/** The square logo in home's Organization data (search engines want at least 112 px, raster). */
export const LOGO_PNG = '/logo.png';

const png = (size: number, square = false) =>
  sharp(readFileSync(FAVICON_SVG), { density: (72 * size) / 40 })
    .resize(size, size)
    .flatten(square ? { background: INK } : false)
    .png()
    .toBuffer();

/** An .ico file holding PNG images (allowed since Windows Vista; every current browser reads it). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // 0 means 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

/**
 * The icons asked for by name at the site's root, drawn from the favicon: /favicon.ico (browsers,
 * feed readers and crawlers ask for it whatever a page says; it was a 404 with a 33 KB page),
 * /apple-touch-icon.png (180 px, a full square: iOS rounds the corners itself; found by its name,
 * so no <link> adds bytes to every page) and the logo for structured data. Pages keep their inline
 * SVG favicon (scripts/build/html.ts).
 */
export async function writeSiteIcons(context: BuildContext): Promise<void> {
  const sizes = [16, 32, 48];
  const icons = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
  await Promise.all([
    writeFile(`${context.outDir}/favicon.ico`, ico(icons)),
    writeFile(`${context.outDir}/apple-touch-icon.png`, await png(180, true)),
    writeFile(`${context.outDir}${LOGO_PNG}`, await png(512, true)),
  ]);
}
