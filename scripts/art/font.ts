// Fonts for the generated pictures, read with opentype.js from @fontsource packages (OFL, see
// docs/architecture.md): to measure diagram labels, and to draw wordmarks as paths (a logo must not
// depend on the fonts a visitor has). WOFF only: opentype.js cannot read WOFF2 without a decompressor.
import { readFileSync } from 'node:fs';
import opentype, { type Font, type PathCommand } from 'opentype.js';

const cache = new Map<string, Font>();

/** A @fontsource face: package (e.g. "manrope"), weight, style; Latin subset. */
export function fontsource(family: string, weight: number, style: 'normal' | 'italic' = 'normal'): Font {
  const file = `node_modules/@fontsource/${family}/files/${family}-latin-${weight}-${style}.woff`;
  let font = cache.get(file);
  if (!font) {
    const bytes = readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    cache.set(file, font);
  }
  return font;
}

/** The glyphs of text with their pen positions: one glyph a character, kerned (no shaping: the
 *  pictures' texts are plain Latin, and opentype.js cannot apply some fonts' substitutions). */
function layout(font: Font, text: string, size: number, tracking: number) {
  const scale = size / font.unitsPerEm;
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  let pen = 0;
  const placed = glyphs.map((glyph, i) => {
    const at = pen;
    const next = glyphs[i + 1];
    pen += (glyph.advanceWidth ?? 0) * scale + (next ? font.getKerningValue(glyph, next) * scale + tracking : 0);
    return { glyph, at };
  });
  return { placed, width: pen };
}

/** Width of text set in font at size, with extra letter spacing (units) between glyphs. */
export function textWidth(font: Font, text: string, size: number, tracking = 0): number {
  return layout(font, text, size, tracking).width;
}

/** The outline commands of text with its baseline starting at (x, y). */
export function textOutline(font: Font, text: string, x: number, y: number, size: number, tracking = 0): PathCommand[] {
  return layout(font, text, size, tracking).placed.flatMap(({ glyph, at }) => glyph.getPath(x + at, y, size).commands);
}

/** SVG path data for outline commands, as short as whole units allow: absolute points are rounded
 *  first and then written relative, so rounding never accumulates along a contour; a curve that
 *  rounding made flat becomes a line, and a quadratic whose control point mirrors the previous one
 *  (TrueType outlines are mostly such chains) is written as a smooth "t". */
export function compactPath(commands: PathCommand[]): string {
  let out = '';
  let last = '';
  let [cx, cy, sx, sy] = [0, 0, 0, 0];
  let mirror: [number, number] | undefined; // the previous quadratic's control point, mirrored
  const r = Math.round;
  const emit = (letter: string, numbers: number[]) => {
    // A repeated command letter may be left out; m never (a second number pair after m is a line).
    if (letter !== last || letter === 'm' || letter === 'z') out += letter;
    for (const n of numbers) out += (n >= 0 && /\d$/.test(out) ? ' ' : '') + String(n);
    last = letter;
  };
  const line = (x: number, y: number) => {
    if (x === cx && y === cy) return;
    if (y === cy) emit('h', [x - cx]);
    else if (x === cx) emit('v', [y - cy]);
    else emit('l', [x - cx, y - cy]);
  };
  for (const command of commands) {
    if (command.type === 'Z') {
      emit('z', []);
      [cx, cy] = [sx, sy];
      mirror = undefined;
      continue;
    }
    const [x, y] = [r(command.x), r(command.y)];
    let nextMirror: [number, number] | undefined;
    if (command.type === 'M') {
      emit('m', [x - cx, y - cy]);
      [sx, sy] = [x, y];
    } else if (command.type === 'L') line(x, y);
    else if (command.type === 'Q') {
      const [qx, qy] = [r(command.x1), r(command.y1)];
      // Flat after rounding: the control point lies on the chord.
      const flat = Math.abs((qx - cx) * (y - cy) - (qy - cy) * (x - cx)) <= Math.hypot(x - cx, y - cy) * 0.5;
      if (flat) line(x, y);
      else {
        if (mirror && Math.abs(mirror[0] - qx) <= 1 && Math.abs(mirror[1] - qy) <= 1) emit('t', [x - cx, y - cy]);
        else emit('q', [qx - cx, qy - cy, x - cx, y - cy]);
        nextMirror = [2 * x - (mirror && last === 't' ? mirror[0] : qx), 2 * y - (mirror && last === 't' ? mirror[1] : qy)];
      }
    } else emit('c', [r(command.x1) - cx, r(command.y1) - cy, r(command.x2) - cx, r(command.y2) - cy, x - cx, y - cy]);
    mirror = nextMirror;
    [cx, cy] = [x, y];
  }
  // The first command must be an absolute move; a relative one from (0, 0) is the same point.
  return out.replace(/^m/, 'M');
}
