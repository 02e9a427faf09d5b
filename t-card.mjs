import sharp from 'sharp';
import { readFileSync } from 'node:fs';
const font = '/tmp/meta/inter-700.ttf';
const bgSvg = readFileSync('src/assets/images/backgrounds/social-card.svg','utf8');
let t0 = performance.now();
const bg = await sharp(Buffer.from(bgSvg)).raw().toBuffer({ resolveWithObject: true });
console.log('bg', performance.now() - t0);
const esc = (s) => s.replace(/&/g,'&amp;').replace(/</g,'&lt;');
async function card(i, level) {
  const markup = `<span foreground="#22d3ee" size="26pt" letter_spacing="3000">DATA, AUTOMATION &amp; AI</span>\n<span size="12pt"> </span>\n<span foreground="#ffffff" size="56pt">${esc('Cloud Engineering for Data & AI number ' + i)}</span>`;
  const text = await sharp({ text: { text: markup, font: 'Inter Bold', fontfile: font, width: 760, rgba: true, dpi: 72, spacing: 0 } }).png({compressionLevel:0}).toBuffer();
  return sharp(bg.data, { raw: bg.info }).composite([{ input: text, left: 80, top: 220 }]).png({ compressionLevel: level, adaptiveFiltering: false, palette: false }).toBuffer();
}
for (const level of [9, 6, 3]) {
  t0 = performance.now();
  let size = 0;
  await Promise.all(Array.from({length: 40}, async (_, i) => { const b = await card(i, level); size += b.length; }));
  console.log('level', level, ((performance.now() - t0)/40).toFixed(1), 'ms/card', Math.round(size/40), 'bytes');
}
await sharp(await card(1, 9)).toFile('/tmp/meta/card1.png');
