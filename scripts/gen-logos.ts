// Draws the Northbeam logo (src/assets/images/logo.svg, logo-on-dark.svg) and the client-logo wall
// (src/assets/images/clients/<name>.svg) as paths: text set with opentype.js in @fontsource faces
// (OFL) so a logo never depends on the fonts a visitor has, and holds no <text>. Deterministic; the
// output is committed. Run: npx tsx scripts/gen-logos.ts   (add --check to only compare).
//
// The clients are the fictional companies quoted on the site, two per industry, each in its own face
// and with its own simple mark, so the wall looks like twelve companies. They are monochrome
// (currentColor): the page colours them, and an <img> shows them black.
import { compactPath, fontsource, textOutline, textWidth } from './art/font.ts';
import { writeGenerated } from './art/write.ts';

export const CLIENT_DIR = 'clients';
export const CLIENT_LOGO_BUDGET = 2048;

/** Marks are drawn in a 96-unit square; `d` is filled, `stroke` is drawn 8 units wide. */
interface Mark {
  d?: string;
  stroke?: string;
  evenodd?: boolean;
}

interface Client {
  name: string;
  text: string;
  face: [family: string, weight: number, style?: 'normal' | 'italic'];
  size: number;
  tracking?: number;
  mark: Mark;
}

export const CLIENTS: Record<string, Client> = {
  'harborline-bank': { name: 'Harborline Bank', text: 'Harborline', face: ['libre-baskerville', 700], size: 44, mark: { stroke: 'M48 10a38 38 0 1 1 0 76 38 38 0 1 1 0-76zM24 50q12-10 24 0t24 0M24 66q12-10 24 0t24 0' } },
  'meridian-trust': { name: 'Meridian Trust', text: 'MERIDIAN TRUST', face: ['playfair-display', 700], size: 38, tracking: 3, mark: { stroke: 'M48 10a38 38 0 1 1 0 76 38 38 0 1 1 0-76zM48 10c-20 20-20 56 0 76 20-20 20-56 0-76zM10 48h76' } },
  'northern-plains-power': { name: 'Northern Plains Power Cooperative', text: 'NORTHERN PLAINS POWER', face: ['oswald', 600], size: 44, tracking: 1, mark: { d: 'M56 4 20 54h24l-8 38 40-54H52z' } },
  'metro-regional-transit': { name: 'Metro Regional Transit Authority', text: 'METRO TRANSIT', face: ['archivo-narrow', 700], size: 46, tracking: 1, mark: { stroke: 'M48 16a32 32 0 1 1 0 64 32 32 0 1 1 0-64z', d: 'M4 40h88v16H4z' } },
  'lakeshore-health': { name: 'Lakeshore Health', text: 'Lakeshore Health', face: ['work-sans', 600], size: 42, mark: { d: 'M36 8h24v28h28v24H60v28H36V60H8V36h28z' } },
  'cascadia-health-plan': { name: 'Cascadia Health Plan', text: 'Cascadia Health Plan', face: ['dm-sans', 700], size: 40, mark: { d: 'M2 84 36 24l18 30 12-18 28 48z' } },
  'brightway-stores': { name: 'Brightway Stores', text: 'brightway', face: ['sora', 700], size: 48, tracking: -1, mark: { d: 'M14 74a34 34 0 0 1 68 0zM8 82h80v8H8z', stroke: 'M48 8v16M16 24l10 10M80 24 70 34' } },
  'freshmarket-group': { name: 'FreshMarket Group', text: 'FRESHMARKET', face: ['josefin-sans', 700], size: 42, tracking: 2, mark: { d: 'M14 84c-2-44 26-70 72-74 2 46-24 74-72 74z', stroke: 'M20 78 56 42' } },
  'cobalt-telecom': { name: 'Cobalt Telecom', text: 'cobalt telecom', face: ['space-grotesk', 700], size: 44, mark: { d: 'M16 72a10 10 0 1 0 20 0 10 10 0 1 0-20 0z', stroke: 'M26 46a26 26 0 0 1 26 26M26 22a50 50 0 0 1 50 50' } },
  'summit-broadcasting': { name: 'Summit Broadcasting', text: 'Summit', face: ['roboto-slab', 700], size: 50, mark: { stroke: 'M22 10h52q12 0 12 12v52q0 12-12 12H22q-12 0-12-12V22q0-12 12-12z', d: 'M38 28l30 20-30 20z' } },
  'kessler-precision': { name: 'Kessler Precision', text: 'KESSLER PRECISION', face: ['inter', 800], size: 34, tracking: 3, mark: { d: 'M48 6 84 27v42L48 90 12 69V27zM48 32a16 16 0 1 0 0 32 16 16 0 1 0 0-32z', evenodd: true } },
  'arcline-automotive': { name: 'Arcline Automotive Systems', text: 'Arcline', face: ['inter', 800, 'italic'], size: 52, mark: { stroke: 'M8 74Q48 4 88 74M26 84q22-36 44 0' } },
};

/** Logo height in units: 48, whole units, keeps every wordmark under 2 KB (a unit is 0.8 px at the
 *  wall's 40 px); marks are drawn in a 96-unit square and scaled to it. */
const H = 48;
/** Client sizes below are given for a 96-unit height. */
const SCALE = H / 96;

/** The baseline that centres the face's capitals on the logo's height. */
function baseline(family: string, weight: number, style: 'normal' | 'italic', size: number): number {
  const font = fontsource(family, weight, style);
  const capHeight = (font.tables.os2?.sCapHeight ?? font.ascender * 0.7) / font.unitsPerEm;
  return Math.round(H / 2 + (capHeight * size) / 2);
}

function markup(mark: Mark, colour: string): string {
  const fill = mark.d ? `<path${mark.evenodd ? ' fill-rule="evenodd"' : ''} fill="${colour}" d="${mark.d}"/>` : '';
  const stroke = mark.stroke ? `<path fill="none" stroke="${colour}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" d="${mark.stroke}"/>` : '';
  return `<g transform="scale(${H / 96})">${fill}${stroke}</g>`;
}

export function clientLogo(client: Client): string {
  const [family, weight, style = 'normal'] = client.face;
  const font = fontsource(family, weight, style);
  const x = H + 10;
  const width = Math.ceil(x + textWidth(font, client.text, client.size * SCALE, (client.tracking ?? 0) * SCALE) + 2);
  const words = compactPath(textOutline(font, client.text, x, baseline(family, weight, style, client.size * SCALE), client.size * SCALE, (client.tracking ?? 0) * SCALE));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${H}" viewBox="0 0 ${width} ${H}" role="img" aria-label="${client.name}">${markup(client.mark, 'currentColor')}<path fill="currentColor" d="${words}"/></svg>\n`;
}

// ---------------------------------------------------------------------------------------------------
// Northbeam: a compass needle pointing north (the left half in the ink, the right in cyan) under a
// four-point star in the warm accent, beside "Northbeam" in Manrope ExtraBold over a small
// "CONSULTING". Two lines beside the mark keep the name large for the width: at the header's 190 px
// the capitals are 19 px high. On light the ink parts are currentColor (the header sets the colour);
// the on-dark version is white and bright cyan.

// On a 66-unit height: whole units are fine at every size the logo is shown (a unit is 0.7 px in the
// header), and every page's HTML carries the header's copy (about 640 bytes brotli).
const LOGO_HEIGHT = 66;
const MARK = {
  left: 'M30 18 8 65l22-14z',
  right: 'M30 18l22 47-22-14z',
  star: 'M30 0q2 6 8 8-6 2-8 8-2-6-8-8 6-2 8-8z',
};

export function northbeamLogo(onDark: boolean): string {
  const ink = onDark ? '#ffffff' : 'currentColor';
  const cyan = onDark ? '#22d3ee' : '#0e7490';
  const second = onDark ? '#c5d3e2' : '#0e7490';
  const display = fontsource('manrope', 800);
  const small = fontsource('manrope', 700);
  const x = 66;
  const word = compactPath(textOutline(display, 'Northbeam', x, 39, 40, -0.75));
  const line = compactPath(textOutline(small, 'CONSULTING', x + 1, 63, 15, 2.7));
  const width = Math.ceil(x + Math.max(textWidth(display, 'Northbeam', 40, -0.75), textWidth(small, 'CONSULTING', 15, 2.7) + 1) + 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round((width * 40) / LOGO_HEIGHT)}" height="40" viewBox="0 0 ${width} ${LOGO_HEIGHT}" role="img" aria-label="Northbeam Consulting"><path fill="${ink}" d="${MARK.left}"/><path fill="${cyan}" d="${MARK.right}"/><path fill="#f59e0b" d="${MARK.star}"/><path fill="${ink}" d="${word}"/><path fill="${second}" d="${line}"/></svg>\n`;
}

export function logoFiles(): Map<string, string> {
  const files = new Map<string, string>([
    ['logo.svg', northbeamLogo(false)],
    ['logo-on-dark.svg', northbeamLogo(true)],
  ]);
  for (const [file, client] of Object.entries(CLIENTS)) {
    const svg = clientLogo(client);
    if (svg.length > CLIENT_LOGO_BUDGET) throw new Error(`client logo ${file}: ${svg.length} bytes; the budget is ${CLIENT_LOGO_BUDGET}`);
    files.set(`${CLIENT_DIR}/${file}.svg`, svg);
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) writeGenerated('gen-logos', logoFiles(), process.argv.includes('--check'));
