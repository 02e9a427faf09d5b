// The drawing kit every diagram of the work shares (scripts/gen-diagrams.ts): labelled boxes,
// arrows, lanes, gates and dots on one 480 x 360 canvas, so every picture has one style.
//
// Rules the kit enforces, because the pictures are drawn 340 px wide on a phone and inlined into the
// page's HTML: one text size, 19 units (13.5 px at 340 px wide); every label measured against its
// box (in Inter semibold, with room for wider fallbacks) and the canvas; whole-unit coordinates; no
// ids (two pictures on one page must not share a gradient or marker by name); each style written
// once, on a group, so a picture stays within its byte budget.
import { fontsource, textWidth } from './font.ts';

export const W = 480;
export const H = 360;
const SIZE = 19;
const PAD = 8;
/** Inter is among the wider faces of the diagrams' font stack; this leaves room for the rest. */
const FALLBACK_SLACK = 1.06;
const FONT = 'Inter,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

/** The palette: src/styles/tokens.css, plus a pale cyan for bands and a grey-blue for faint lines. */
export const C = {
  ink: '#0b1d33',
  accent: '#0e7490',
  strong: '#155e75',
  warm: '#f59e0b',
  panel: '#f4f7fa',
  soft: '#d9eef5',
  line: '#9fb3c6',
  muted: '#4b5563',
};

/** Layers, drawn in this order; each is one <g> carrying its style. */
const LAYERS = {
  band: `fill="${C.soft}"`,
  zone: `fill="none" stroke="${C.line}" stroke-width="2" stroke-dasharray="6 6"`,
  faint: `fill="none" stroke="${C.line}" stroke-width="3" stroke-linecap="round" stroke-dasharray="2 7"`,
  line: `fill="none" stroke="${C.accent}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`,
  warmLine: `fill="none" stroke="${C.warm}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`,
  head: `fill="${C.accent}"`,
  faintHead: `fill="${C.line}"`,
  plain: `fill="#fff" stroke="${C.ink}" stroke-width="2"`,
  legacy: `fill="#fff" stroke="${C.line}" stroke-width="2" stroke-dasharray="6 5"`,
  ink: `fill="${C.ink}"`,
  accent: `fill="${C.accent}"`,
  warm: `fill="${C.warm}"`,
  white: 'fill="#fff"',
  tick: `fill="none" stroke="${C.ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`,
  text: `fill="${C.ink}"`,
  onDark: 'fill="#fff"',
  muted: `fill="${C.muted}"`,
  caption: `fill="${C.strong}" font-weight="700"`,
} as const;
type Layer = keyof typeof LAYERS;

export type BoxKind = 'plain' | 'ink' | 'accent' | 'warm' | 'legacy' | 'soft';
const TEXT_ON: Record<BoxKind, Layer> = { plain: 'text', ink: 'onDark', accent: 'onDark', warm: 'text', legacy: 'muted', soft: 'text' };
const FILL_OF: Record<BoxKind, Layer> = { plain: 'plain', ink: 'ink', accent: 'accent', warm: 'warm', legacy: 'legacy', soft: 'band' };

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  cx: number;
  cy: number;
  right: number;
  bottom: number;
}

type Point = [number, number];
const round = (n: number) => Math.round(n);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function labelWidth(text: string): number {
  return Math.ceil(textWidth(fontsource('inter', 700), text, SIZE) * FALLBACK_SLACK);
}

export class Diagram {
  /** Markup per layer, per level: a later level is drawn over the whole of the one before. */
  private readonly levels: Map<Layer, string[]>[] = [new Map()];
  private level = 0;

  constructor(readonly name: string) {}

  private add(layer: Layer, markup: string) {
    const layers = this.levels[this.level]!;
    const list = layers.get(layer) ?? [];
    list.push(markup);
    layers.set(layer, list);
  }

  /** Draws on top of everything drawn so far (details inside a box, whatever their layers). */
  above(draw: () => void): void {
    this.level++;
    this.levels[this.level] ??= new Map();
    draw();
    this.level--;
  }

  private fail(message: string): never {
    throw new Error(`diagram ${this.name}: ${message}`);
  }

  /** A label centred at (x, y) (middle of the text), or starting at x with anchor 'start'. */
  text(x: number, y: number, label: string, layer: Layer = 'text', anchor: 'middle' | 'start' | 'end' = 'middle'): void {
    const width = labelWidth(label);
    const left = anchor === 'middle' ? x - width / 2 : anchor === 'start' ? x : x - width;
    if (left < 4 || left + width > W - 4) this.fail(`label "${label}" runs off the canvas (${round(left)}..${round(left + width)})`);
    this.add(layer, `<text x="${round(x)}" y="${round(y + 7)}"${anchor === 'middle' ? '' : ` text-anchor="${anchor}"`}>${escape(label)}</text>`);
  }

  rect(x: number, y: number, w: number, h: number, layer: Layer, rx = 10): void {
    this.add(layer, `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}"${rx ? ` rx="${rx}"` : ''}/>`);
  }

  /** A labelled box; a label with "\n" takes two lines (the box needs h >= 60). */
  box(x: number, y: number, w: number, h: number, label: string, kind: BoxKind = 'plain', rx = 10): Box {
    this.rect(x, y, w, h, FILL_OF[kind], rx);
    const lines = label ? label.split('\n') : [];
    for (const line of lines) if (labelWidth(line) + 2 * PAD > w) this.fail(`label "${line}" (${labelWidth(line)}) does not fit its box (${w})`);
    if (lines.length > 1 && h < 60) this.fail(`two-line label "${label}" needs a box 60 high`);
    lines.forEach((line, i) => this.text(x + w / 2, y + h / 2 + (i - (lines.length - 1) / 2) * 23, line, TEXT_ON[kind]));
    return { x, y, w, h, cx: round(x + w / 2), cy: round(y + h / 2), right: x + w, bottom: y + h };
  }

  /** A box whose ends are round. */
  pill(x: number, y: number, w: number, h: number, label: string, kind: BoxKind = 'plain'): Box {
    return this.box(x, y, w, h, label, kind, h / 2);
  }

  circle(cx: number, cy: number, r: number, layer: Layer): void {
    this.add(layer, `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}"/>`);
  }

  path(d: string, layer: Layer): void {
    this.add(layer, `<path d="${d}"/>`);
  }

  /** A line through points; with an arrowhead at its end unless head is false. */
  arrow(points: Point[], { layer = 'line', head = true }: { layer?: Layer; head?: boolean } = {}): void {
    const p = points.map(([x, y]) => [round(x), round(y)] as Point);
    const [tx, ty] = p.at(-1)!;
    const [fx, fy] = p.at(-2)!;
    const length = Math.hypot(tx - fx, ty - fy) || 1;
    const [dx, dy] = [(tx - fx) / length, (ty - fy) / length];
    // The line stops inside the head so its round cap does not poke past the tip.
    const end: Point = head ? [round(tx - dx * 8), round(ty - dy * 8)] : [tx, ty];
    const line = [...p.slice(0, -1), end];
    this.add(layer, line.length === 2 ? `<path d="M${line[0]![0]} ${line[0]![1]} ${line[1]![0]} ${line[1]![1]}"/>` : `<path d="M${line.map(([x, y]) => `${x} ${y}`).join(' ')}"/>`);
    if (head) {
      const base: Point = [tx - dx * 12, ty - dy * 12];
      const a: Point = [round(base[0] - dy * 7), round(base[1] + dx * 7)];
      const b: Point = [round(base[0] + dy * 7), round(base[1] - dx * 7)];
      this.add(layer === 'faint' ? 'faintHead' : layer === 'warmLine' ? 'warm' : 'head', `<path d="M${tx} ${ty} ${a[0]} ${a[1]} ${b[0]} ${b[1]}z"/>`);
    }
  }

  /** An arrow from one box's edge to another's: down, up, right or left, whichever way b lies. */
  link(a: Box, b: Box, options: { layer?: Layer; head?: boolean; gap?: number } = {}): void {
    const gap = options.gap ?? 4;
    if (b.y >= a.bottom) this.arrow([[a.cx, a.bottom + gap], [b.cx, b.y - gap]], options);
    else if (b.bottom <= a.y) this.arrow([[a.cx, a.y - gap], [b.cx, b.bottom + gap]], options);
    else if (b.x >= a.right) this.arrow([[a.right + gap, a.cy], [b.x - gap, b.cy]], options);
    else this.arrow([[a.x - gap, a.cy], [b.right + gap, b.cy]], options);
  }

  /** A passed check: an amber disc with a tick. */
  check(cx: number, cy: number, r = 13): void {
    this.circle(cx, cy, r, 'warm');
    const s = r / 13;
    this.add('tick', `<path d="M${round(cx - 6 * s)} ${round(cy)}l${round(4 * s)} ${round(5 * s)} ${round(8 * s)}-${round(10 * s)}"/>`);
  }

  /** A gate in a pipeline: an amber diamond with a tick. */
  gate(cx: number, cy: number, r = 17): void {
    this.path(`M${cx} ${cy - r}l${r} ${r}-${r} ${r}-${r}-${r}z`, 'warm');
    const s = r / 17;
    this.add('tick', `<path d="M${round(cx - 7 * s)} ${cy}l${round(5 * s)} ${round(5 * s)} ${round(9 * s)}-${round(10 * s)}"/>`);
  }

  /** A padlock: a private link or a consent check. */
  lock(cx: number, cy: number): void {
    this.add('tick', `<path d="M${cx - 6} ${cy - 2}v-5a6 6 0 0 1 12 0v5"/>`);
    this.rect(cx - 10, cy - 3, 20, 16, 'warm', 3);
  }

  /** A person: head and shoulders, in white on a dark disc. */
  person(cx: number, cy: number, r: number): void {
    this.circle(cx, cy, r, 'ink');
    const s = r / 44;
    this.circle(cx, cy - round(12 * s), round(13 * s), 'white');
    this.path(`M${cx - round(24 * s)} ${cy + round(26 * s)}a${round(24 * s)} ${round(20 * s)} 0 0 1 ${round(48 * s)} 0z`, 'white');
  }

  /** The finished SVG. */
  svg(): string {
    const groups = this.levels
      .flatMap((layers) => (Object.keys(LAYERS) as Layer[]).filter((layer) => layers.has(layer)).map((layer) => `<g ${LAYERS[layer]}>${layers.get(layer)!.join('')}</g>`))
      .join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><g font-family="${FONT}" font-size="${SIZE}" font-weight="600" text-anchor="middle"><rect width="${W}" height="${H}" rx="24" fill="${C.panel}"/>${groups}</g></svg>\n`;
  }
}
