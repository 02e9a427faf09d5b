// A contact sheet of the generated pictures, to judge them as a phone shows them: each diagram 340 px
// wide (a 375 px screen less its margins), the logos at header height, portraits at 64 and 128 px.
// Run: npx tsx scripts/art-sheet.ts [out-dir]   (default: art-samples/; PNG files, not committed).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderPortrait } from './build/portraits.ts';

const IMAGES = 'src/assets/images';
const out = process.argv[2] ?? 'art-samples';

async function raster(svg: string | Buffer, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 216 }).resize({ width }).png().toBuffer();
}

function caption(text: string, width: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="22"><text x="0" y="15" font-family="DejaVu Sans,sans-serif" font-size="13" fill="#4b5563">${text}</text></svg>`);
}

/** Tiles in a grid of `columns`, each cell w x h (caption below), on white. */
async function sheet(file: string, tiles: { name: string; png: Buffer }[], columns: number, w: number, h: number, background = '#ffffff') {
  const gap = 20;
  const rows = Math.ceil(tiles.length / columns);
  const composites = tiles.flatMap(({ name, png }, i) => {
    const left = gap + (i % columns) * (w + gap);
    const top = gap + Math.floor(i / columns) * (h + 22 + gap);
    return [{ input: png, left, top }, { input: caption(name, w), left, top: top + h + 2 }];
  });
  await sharp({ create: { width: gap + columns * (w + gap), height: gap + rows * (h + 22 + gap), channels: 3, background } }).composite(composites).png().toFile(join(out, file));
  console.log(`art-sheet: ${join(out, file)}`);
}

const svgsIn = (dir: string) => (existsSync(join(IMAGES, dir)) ? readdirSync(join(IMAGES, dir)) : []).filter((file) => file.endsWith('.svg')).sort();

mkdirSync(out, { recursive: true });
const diagrams = await Promise.all(svgsIn('diagrams').map(async (file) => ({ name: file.replace('.svg', ''), png: await raster(readFileSync(join(IMAGES, 'diagrams', file)), 340) })));
await sheet('diagrams.png', diagrams, 4, 340, 255);

const logoTile = async (svg: Buffer, height: number) => sharp(svg, { density: 432 }).resize({ height }).png().toBuffer();
const logos = await Promise.all(svgsIn('clients').map(async (file) => ({ name: file.replace('.svg', ''), png: await logoTile(readFileSync(join(IMAGES, 'clients', file)), 40) })));
if (logos.length) await sheet('logos.png', logos, 4, 240, 40);
// The Northbeam logo at 24 px high, at the header's 190 px wide on white and on the ink, and large.
const logo = readFileSync(join(IMAGES, 'logo.svg'));
const onDark = readFileSync(join(IMAGES, 'logo-on-dark.svg'));
const sized = (svg: Buffer, size: { width?: number; height?: number }) => sharp(svg, { density: 600 }).resize(size).png().toBuffer();
const ink = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="230" height="64"><rect width="230" height="64" fill="#0b1d33"/></svg>');
await sharp({ create: { width: 640, height: 260, channels: 3, background: '#ffffff' } })
  .composite([
    { input: await sized(logo, { height: 24 }), left: 20, top: 20 },
    { input: await sized(logo, { width: 190 }), left: 160, top: 12 },
    { input: ink, left: 380, top: 2 },
    { input: await sized(onDark, { width: 190 }), left: 400, top: 12 },
    { input: await sized(logo, { height: 120 }), left: 20, top: 100 },
  ])
  .png()
  .toFile(join(out, 'logo.png'));
console.log(`art-sheet: ${join(out, 'logo.png')}`);

const seeds = ['Maya Chen', 'Daniel Okafor', 'Sofia Alvarez', 'Robert Lindqvist', 'Priya Raman', 'Thomas Berger', 'Grace Adeyemi', 'Yuki Tanaka'];
const portraits = await Promise.all(seeds.flatMap((seed) => [128, 64].map(async (size) => ({ name: `${seed.split(' ')[0]} ${size}`, png: await raster(renderPortrait(seed), size) }))));
await sheet('portraits.png', portraits, 8, 128, 128);
for (const seed of seeds) await sharp(Buffer.from(renderPortrait(seed)), { density: 216 }).resize(160).png().toFile(join(out, `portrait-${seed.toLowerCase().replace(/\W+/g, '-')}.png`));

// All of it on one sheet, top to bottom.
const parts = await Promise.all(['logo.png', 'logos.png', 'portraits.png', 'diagrams.png'].map(async (file) => ({ file, meta: await sharp(join(out, file)).metadata() })));
let top = 0;
const layers = parts.map(({ file, meta }) => {
  const layer = { input: join(out, file), left: 0, top };
  top += meta.height ?? 0;
  return layer;
});
await sharp({ create: { width: Math.max(...parts.map(({ meta }) => meta.width ?? 0)), height: top, channels: 3, background: '#ffffff' } }).composite(layers).png().toFile(join(out, 'contact-sheet.png'));
console.log(`art-sheet: ${join(out, 'contact-sheet.png')}`);
