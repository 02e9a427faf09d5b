// Illustrated portraits for people on the site (testimonials, leadership, team, careers), drawn at
// build time from a seed per person (their name) with DiceBear's Open Peeps style (CC0 1.0, see
// docs/architecture.md). Build-time only: nothing here ships to the browser.
//
// One look for everyone: the style's calm and smiling faces only, no hats, masks or eye patches,
// clothes in the brand's navy and teals, and the same pale-cyan frame, round or a rounded square.
// The same seed always gives the same SVG (DiceBear's generator is seeded; the frame's clip id is
// derived from the seed, so two portraits inlined in one page never share an id).
import { createAvatar } from '@dicebear/core';
import * as openPeeps from '@dicebear/open-peeps';
import { roundPath } from './round-path.ts';

export interface PortraitOptions {
  /** Frame: 'circle' (default) or 'square' (rounded corners). */
  shape?: 'circle' | 'square';
  /** Width and height written on the SVG, in px (default 160); it scales to any size. */
  size?: number;
}

const FRAME = '#d9eef5';
const CLOTHES = ['12304f', '0e7490', '155e75', '1b4468'];
const FACES = ['smile', 'calm'] as const;
const HEADS = [
  'afro', 'bangs', 'bangs2', 'bantuKnots', 'bun', 'bun2', 'buns', 'cornrows', 'cornrows2', 'dreads1', 'dreads2', 'flatTop',
  'flatTopLong', 'grayBun', 'grayMedium', 'grayShort', 'hijab', 'long', 'longAfro', 'longBangs', 'longCurly', 'medium1',
  'medium2', 'medium3', 'mediumBangs', 'mediumBangs2', 'mediumBangs3', 'mediumStraight', 'noHair1', 'noHair2', 'noHair3',
  'pomp', 'shaved1', 'shaved2', 'shaved3', 'short1', 'short2', 'short3', 'short4', 'short5', 'turban', 'twists', 'twists2',
] as const;
/** Natural hair colours only (the style also offers pink and orange). */
const HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'e8e1e1', 'ecdcbf'];
const GLASSES = ['glasses', 'glasses2', 'glasses3', 'glasses4', 'glasses5'] as const;
const FACIAL_HAIR = ['chin', 'full', 'full2', 'goatee1', 'moustache1'] as const;
const VIEW = 704;

/** A short, stable name for an id, from the seed (FNV-1a). */
function idFor(seed: string): string {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return `nb-p${(hash >>> 0).toString(36)}`;
}

export function renderPortrait(seed: string, options: PortraitOptions = {}): string {
  const { shape = 'circle', size = 160 } = options;
  const avatar = createAvatar(openPeeps, {
    seed,
    face: [...FACES],
    head: [...HEADS],
    accessories: [...GLASSES],
    accessoriesProbability: 20,
    facialHair: [...FACIAL_HAIR],
    facialHairProbability: 15,
    maskProbability: 0,
    clothingColor: CLOTHES,
    headContrastColor: HAIR,
  }).toString();
  // Keep the drawing only: DiceBear's root (its fill would stop the page inlining the picture) and
  // its licence metadata go (the licence is recorded in docs/architecture.md; CC0 asks for none).
  const body = avatar
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<metadata[\s\S]*?<\/metadata>/, '')
    .replace(/<g transform="[^"]*"><\/g>/g, '')
    .replace(/ d="([^"]+)"/g, (_, d: string) => ` d="${roundPath(d)}"`);
  const id = idFor(seed);
  const frame = shape === 'circle' ? `<circle cx="${VIEW / 2}" cy="${VIEW / 2}" r="${VIEW / 2}"/>` : `<rect width="${VIEW}" height="${VIEW}" rx="${VIEW / 8}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${VIEW} ${VIEW}"><clipPath id="${id}">${frame}</clipPath><g clip-path="url(#${id})" fill="none"><rect width="${VIEW}" height="${VIEW}" fill="${FRAME}"/>${body}</g></svg>`;
}
