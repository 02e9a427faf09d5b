import sharp from 'sharp';
import { readFileSync } from 'node:fs';
const font = '/tmp/meta/inter-700.ttf';
const flat = process.argv[2] === 'flat';
const bgSvg = flat ? '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#0b1d33"/><rect y="600" width="1200" height="30" fill="#22d3ee"/></svg>' : readFileSync('src/assets/images/backgrounds/social-card.svg','utf8');
const bg = await sharp(Buffer.from(bgSvg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
const esc = (s) => s.replace(/&/g,'&amp;').replace(/</g,'&lt;');
async function card(i, opts) {
  const markup = `<span foreground="#22d3ee" size="26pt" letter_spacing="3000">DATA, AUTOMATION &amp; AI</span>\n<span size="12pt"> </span>\n<span foreground="#ffffff" size="56pt">${esc('Cloud Engineering for Data & AI number ' + i)}</span>`;
  const text = await sharp({ text: { text: markup, font: 'Inter Bold', fontfile: font, width: 760, rgba: true, dpi: 72 } }).raw().toBuffer({resolveWithObject:true});
  return sharp(bg.data, { raw: bg.info }).composite([{ input: text.data, raw: text.info, left: 80, top: 220 }]).png(opts).toBuffer();
}
for (const opts of [{compressionLevel:6}, {compressionLevel:9}, {compressionLevel:2}, {palette:true, colours:64, effort: 1, compressionLevel: 9}, {palette:true, colours:32, effort:1, compressionLevel: 6}]) {
  const c0 = process.cpuUsage(); const t0 = performance.now();
  let size = 0;
  await Promise.all(Array.from({length: 40}, async (_, i) => { const b = await card(i, opts); size += b.length; }));
  const c = process.cpuUsage(c0);
  console.log(JSON.stringify(opts), ((performance.now() - t0)/40).toFixed(1), 'ms/card wall', ((c.user+c.system)/1000/40).toFixed(1), 'ms cpu', Math.round(size/40), 'bytes');
}
await sharp(await card(1, {palette:true, colours:64, effort:1, compressionLevel:9})).toFile('/tmp/meta/card2.png');
