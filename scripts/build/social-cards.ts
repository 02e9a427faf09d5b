import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { BUILD_CACHE, cached, pruneCache } from './cache.ts';
import type { BuildContext } from './context.ts';
import { woffToSfnt } from './woff.ts';

/**
 * The picture a social network shows beside a shared link (og:image): a 1200 × 630 PNG per page,
 * the page's title and section on the site's navy with its logo. Networks do not render SVG cards.
 * Drawn at build time with sharp: the background once per build, the text with Pango (it wraps
 * and measures), then one PNG per card. Cards are cached by content (their text, this file and the
 * font), so a rebuild renders only the cards whose text changed.
 */
export const CARD = { width: 1200, height: 630, type: 'image/png' } as const;

export interface CardText {
  title: string;
  /** The section the page belongs to, shown above the title ("Data, Automation & AI"). */
  section?: string;
}

const CACHE_DIR = `${BUILD_CACHE}/social-cards`;
/** The headings' face (scripts/build/fonts.ts), bold. Any @fontsource package's Latin WOFF works here. */
const FONT_WOFF = 'node_modules/@fontsource/manrope/files/manrope-latin-700-normal.woff';
const FONT = 'Manrope Bold';
/** The logo drawn for dark backgrounds: paths only, so it needs no font. */
const LOGO = 'src/assets/images/logo-on-dark.svg';
const LOGO_HEIGHT = 64;
const INK = '#0b1d33';
const ACCENT = '#22d3ee';
const MUTED = '#c5d3e2';
const MARGIN = 80;
/** Title sizes tried in turn until the title fits in three lines. */
const TITLE_SIZES = [68, 58, 50, 44];
const MAX_TITLE_LINES = 3;
/** Cards drawn at once: sharp works on libuv's pool (4 threads), so more only queue. */
const PARALLEL = 4;

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The hero's faint grid and a cyan rule along the bottom. */
function backgroundSvg(): string {
  const lines = [];
  for (let x = 48; x < CARD.width; x += 48) lines.push(`M${x} 0V${CARD.height}`);
  for (let y = 48; y < CARD.height; y += 48) lines.push(`M0 ${y}H${CARD.width}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
<rect width="100%" height="100%" fill="${INK}"/>
<path d="${lines.join('')}" stroke="#fff" stroke-opacity=".05" stroke-width="1"/>
<rect x="0" y="${CARD.height - 10}" width="${CARD.width}" height="10" fill="${ACCENT}"/>
</svg>`;
}

interface Drawing {
  fontfile: string;
  background: { data: Buffer; info: OutputInfo };
}

async function text(markup: string, drawing: Drawing, width: number) {
  return sharp({ text: { text: markup, font: FONT, fontfile: drawing.fontfile, width, rgba: true, dpi: 72, wrap: 'word' } })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The background with the logo and the site's address: the same on every card. */
async function prepare(siteUrl: string): Promise<Drawing> {
  const fontfile = join(CACHE_DIR, 'font.ttf');
  await mkdir(CACHE_DIR, { recursive: true });
  await cached('font.ttf', async () => woffToSfnt(readFileSync(FONT_WOFF)), CACHE_DIR);
  const partial: Drawing = { fontfile, background: await sharp(Buffer.from(backgroundSvg())).raw().toBuffer({ resolveWithObject: true }) };
  const logo = await sharp(readFileSync(LOGO), { density: 300 }).resize({ height: LOGO_HEIGHT }).png().toBuffer();
  const address = await text(`<span foreground="${MUTED}" size="24pt">${escapeMarkup(new URL(siteUrl).host)}</span>`, partial, 800);
  const { data, info } = await sharp(partial.background.data, { raw: partial.background.info })
    .removeAlpha()
    .composite([
      { input: logo, left: MARGIN, top: 64 },
      { input: address.data, raw: address.info, left: MARGIN, top: CARD.height - 52 - address.info.height },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { fontfile, background: { data, info } };
}

async function draw(card: CardText, drawing: Drawing): Promise<Buffer> {
  const width = CARD.width - 2 * MARGIN;
  const titleAt = (size: number) => text(`<span foreground="#ffffff" size="${size}pt" line_height="1.1">${escapeMarkup(card.title)}</span>`, drawing, width);
  let title;
  for (const size of TITLE_SIZES) {
    title = await titleAt(size);
    if (title.info.height <= size * 1.25 * MAX_TITLE_LINES) break;
  }
  title = title!;
  const section = card.section ? await text(`<span foreground="${ACCENT}" size="24pt" letter_spacing="3072">${escapeMarkup(card.section.toUpperCase())}</span>`, drawing, width) : undefined;
  // The section and the title as one block, centred in the room between the logo and the address.
  const gap = 24;
  const blockHeight = title.info.height + (section ? section.info.height + gap : 0);
  const top = Math.round(170 + (400 - blockHeight) / 2);
  const pixels = Buffer.from(drawing.background.data);
  if (section) blendOver(pixels, section, MARGIN, top);
  blendOver(pixels, title, MARGIN, top + (section ? section.info.height + gap : 0));
  // Level 4 without filters: flat colour compresses well, and a thousand cards stay a few seconds of work.
  return sharp(pixels, { raw: drawing.background.info }).png({ compressionLevel: 4, adaptiveFiltering: false }).toBuffer();
}

/**
 * Lays a text's RGBA pixels over the card's RGB ones. By hand because sharp's composite costs
 * 8 ms a card (it converts the whole card), this 1 to 3 ms (the text's box only).
 */
function blendOver(card: Buffer, layer: { data: Buffer; info: OutputInfo }, left: number, top: number): void {
  const { width, height } = layer.info;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const alpha = layer.data[from + 3]!;
      if (alpha === 0) continue;
      const to = ((top + y) * CARD.width + left + x) * 3;
      for (let channel = 0; channel < 3; channel++) card[to + channel] = (layer.data[from + channel]! * alpha + card[to + channel]! * (255 - alpha) + 127) / 255;
    }
  }
}

/** What a card's file name hangs on: its text, the site, and how cards are drawn (this file, the font). */
const designHash = createHash('sha256').update(readFileSync(new URL(import.meta.url))).update(readFileSync(FONT_WOFF)).update(readFileSync(LOGO)).digest('hex');
const cardKey = (card: CardText, siteName: string, siteUrl: string) =>
  createHash('sha256').update(JSON.stringify([designHash, siteName, siteUrl, card.title, card.section ?? ''])).digest('base64url').slice(0, 16);

/**
 * Writes one card per distinct text into the site's assets/social/ (from the cache when it was drawn
 * before) and returns each card's URL path under the same key (a page's path).
 */
export async function writeSocialCards(context: BuildContext, site: { name: string; url: string }, cards: Map<string, CardText>): Promise<Map<string, string>> {
  const keys = new Map([...cards].map(([path, card]) => [path, cardKey(card, site.name, site.url)]));
  const queue = [...new Map([...cards].map(([path, card]) => [keys.get(path)!, card])).entries()];
  const folder = `${context.outDir}/assets/social`;
  await mkdir(folder, { recursive: true });
  let drawing: Promise<Drawing> | undefined;
  const worker = async () => {
    for (let next = queue.pop(); next; next = queue.pop()) {
      const [key, card] = next;
      const file = `${key}.png`;
      const png = await cached(file, async () => draw(card, await (drawing ??= prepare(site.url))), CACHE_DIR);
      await writeFile(join(folder, file), png);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  await pruneCache(CACHE_DIR);
  return new Map([...keys].map(([path, key]) => [path, `/assets/social/${key}.png`]));
}
