// Draws every image the site's content uses, as SVG, from the design tokens' palette: no network,
// no stock art. Deterministic: the same input always writes the same bytes (the output under
// src/assets/images is committed). Run: npx tsx scripts/gen-art.ts   (add --check to only compare).
//
// Families (folder under src/assets/images):
//   problems/<icon>.svg    problem-card icon tile, drawn from the lucide icon of that name
//   solutions/<icon>.svg   service/solution list artwork around the lucide icon of that name
//   services/, slides/, industries/, insights/ <name>.svg: composed artwork; the ART table below
//                          names each one's icon and motif (a lucide icon name also works as <name>)
//   awards/*.svg, backgrounds/*.svg: the four award badges, the coming-soon backdrop, the social card
//   library/<name>.svg     the illustration library authors pick from by name (LIBRARY below)
// Icon families are drawn for every file pages.json refers to, so authors can name a new icon tile
// in pages.json and run this script.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const OUT = 'src/assets/images';
const ICONS = 'node_modules/lucide-static/icons';

// Palette: src/styles/tokens.css
const C = {
  ink: '#0b1d33',
  ink2: '#12304f',
  ink3: '#1b4468',
  accent: '#0e7490',
  accentStrong: '#155e75',
  bright: '#22d3ee',
  pale: '#cff4fc',
  highlight: '#f59e0b',
  surface: '#f4f7fa',
  border: '#d7dde5',
  white: '#ffffff',
};

type Motif = 'nodes' | 'bars' | 'layers' | 'orbit' | 'flow' | 'grid' | 'waves';
type Tone = 'deep' | 'teal' | 'light';
type Art = [icon: string, motif: Motif, tone?: Tone];

/** Composed artwork: icon and motif for each named file. */
const ART: Record<string, Art> = {
  // Service pages (hero artwork and service-directory cards)
  'services/data-automation-ai': ['brain-circuit', 'nodes'],
  'services/cloud-data-modernization': ['database-zap', 'layers'],
  'services/cloud-solutions-managed-services': ['server-cog', 'orbit'],
  'services/cloud-engineering': ['cloud-cog', 'grid'],
  'services/dev-sec-ops': ['shield-check', 'flow'],
  'services/enterprise-integration': ['waypoints', 'flow', 'teal'],
  'services/business-intelligence-analytics': ['chart-column-increasing', 'bars'],
  'services/data-governance': ['scale', 'grid', 'teal'],
  'services/ml-ai-decision-sciences': ['brain', 'waves'],
  'services/intelligent-automation': ['bot', 'flow'],
  'services/cloud-migration': ['cloud-upload', 'layers', 'teal'],
  'services/digital-commerce': ['shopping-cart', 'bars', 'teal'],
  'services/digital-experience': ['layout-template', 'waves', 'teal'],
  'services/low-code-solution': ['blocks', 'grid'],
  'services/platform-engineering': ['layers-3', 'layers'],
  'services/quality-engineering': ['test-tube-diagonal', 'nodes', 'teal'],
  'services/oracle-e-business-suite': ['building-2', 'grid', 'teal'],
  'services/oracle-cloud-application': ['cloud-check', 'orbit', 'teal'],
  'services/oracle-consulting': ['compass', 'orbit'],
  'services/people-soft-to-cloud-migration': ['route', 'flow'],
  'services/salesforce-sales-cloud': ['handshake', 'bars'],
  'services/salesforce-service-cloud': ['headset', 'waves'],
  'services/salesforce-data-cloud': ['database', 'nodes'],
  'services/about': ['users-round', 'orbit'],
  'services/careers': ['graduation-cap', 'waves', 'teal'],
  'services/get-started': ['calendar-check', 'flow', 'teal'],
  'services/contact': ['messages-square', 'orbit', 'teal'],
  'services/home': ['sparkles', 'nodes'],
  'services/industries': ['building', 'grid'],
  'services/services': ['boxes', 'layers'],
  // Why-us slides
  'slides/senior-team': ['users', 'orbit'],
  'slides/written-roadmap': ['file-check', 'flow'],
  'slides/security-first': ['shield-check', 'grid'],
  'slides/outcome-pricing': ['target', 'bars'],
  'slides/industry-depth': ['landmark', 'layers'],
  'slides/knowledge-transfer': ['graduation-cap', 'waves'],
  'slides/accelerators': ['rocket', 'flow'],
  'slides/follow-the-sun': ['globe', 'orbit'],
  'slides/measured-delivery': ['gauge', 'bars'],
  'slides/vendor-neutral': ['scale', 'nodes'],
  // Industry cards
  'industries/banking-financial': ['landmark', 'bars'],
  'industries/public-sector': ['zap', 'grid'],
  'industries/healthcare': ['heart-pulse', 'waves'],
  'industries/retail-consumer': ['shopping-bag', 'layers'],
  'industries/media-communication': ['radio-tower', 'orbit'],
  'industries/manufacturing': ['factory', 'flow'],
};

/**
 * The illustration library: pictures an author picks by name in pages.json, as
 * "library/<name>.svg", with no code and no script to run. The block catalogue (/dev/blocks) shows
 * them all; docs/authoring.md explains how to choose. Add a line here to grow the library.
 */
export const LIBRARY: Record<string, Art> = {
  cloud: ['cloud-cog', 'grid'],
  security: ['shield-check', 'flow'],
  privacy: ['lock', 'layers', 'teal'],
  data: ['database', 'layers'],
  analytics: ['chart-column-increasing', 'bars'],
  ai: ['brain-circuit', 'nodes'],
  'generative-ai': ['sparkles', 'nodes', 'teal'],
  automation: ['bot', 'flow'],
  integration: ['waypoints', 'flow', 'teal'],
  platform: ['layers-3', 'layers'],
  operations: ['server-cog', 'orbit'],
  migration: ['route', 'flow', 'teal'],
  strategy: ['target', 'bars'],
  ideas: ['lightbulb', 'orbit', 'teal'],
  launch: ['rocket', 'flow'],
  compliance: ['scale', 'grid', 'teal'],
  documents: ['file-check', 'grid'],
  team: ['users', 'orbit'],
  partnership: ['handshake', 'bars', 'teal'],
  support: ['headset', 'waves'],
  learning: ['graduation-cap', 'waves', 'teal'],
  planning: ['calendar-check', 'flow'],
  global: ['globe', 'orbit', 'teal'],
  finance: ['landmark', 'bars'],
  healthcare: ['heart-pulse', 'waves', 'teal'],
  retail: ['shopping-cart', 'bars'],
  manufacturing: ['factory', 'flow', 'teal'],
  energy: ['zap', 'grid'],
  media: ['radio-tower', 'orbit', 'teal'],
  logistics: ['truck', 'flow'],
  travel: ['plane', 'waves', 'teal'],
  sustainability: ['leaf', 'layers'],
  enterprise: ['building-2', 'grid', 'teal'],
};

/** Insight and blog covers: drawn for every insights/<name>.svg in pages.json; icon and motif by keyword. */
const INSIGHT_KEYWORDS: [RegExp, string, Motif][] = [
  [/fraud|risk|aml/, 'radar', 'nodes'],
  [/loyal|customer|personal/, 'heart-handshake', 'waves'],
  [/claim|insur/, 'file-search', 'grid'],
  [/clinic|patient|diagnos|health|care/, 'stethoscope', 'waves'],
  [/grid|energy|power|utility/, 'zap', 'grid'],
  [/citizen|public|gov/, 'landmark', 'layers'],
  [/factory|plant|maint|supply|oee/, 'factory', 'flow'],
  [/stream|media|audience|content|churn/, 'tv', 'orbit'],
  [/price|commerce|checkout|retail|store/, 'shopping-cart', 'bars'],
  [/cost|finops|spend/, 'piggy-bank', 'bars'],
  [/secur|zero-trust|sbom|threat/, 'shield-check', 'grid'],
  [/migrat|mainframe|legacy|upgrade|peoplesoft|ebs/, 'route', 'flow'],
  [/api|integrat|event/, 'waypoints', 'flow'],
  [/test|quality/, 'test-tube-diagonal', 'nodes'],
  [/platform|developer|golden/, 'layers-3', 'layers'],
  [/genai|llm|agent|copilot|ai/, 'sparkles', 'nodes'],
  [/data|zero-copy|lakehouse|warehouse|governance|lineage/, 'database', 'layers'],
  [/dashboard|bi|metric|kpi/, 'chart-column-increasing', 'bars'],
  [/automat|bot|process/, 'bot', 'flow'],
  [/sales|pipeline|forecast/, 'trending-up', 'bars'],
  [/service|agent|case|contact/, 'headset', 'waves'],
  [/low-code|app/, 'blocks', 'grid'],
];

// ---------------------------------------------------------------------------------------------------
// Helpers

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** A small seeded generator (mulberry32): the same name always gives the same picture. */
function rng(seed: string) {
  let state = hashOf(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;
/**
 * A motif's coordinates in whole units: its pictures are hundreds of units wide, so a tenth of a unit
 * never shows, while the decimals were a tenth of a hero's bytes in each page's HTML (the hero's
 * picture is drawn inline), and every page's HTML must fit a connection's first round trip.
 */
const at = (value: number) => Math.round(value);

function iconBody(name: string): string {
  const file = join(ICONS, `${name}.svg`);
  if (!existsSync(file)) throw new Error(`gen-art: no lucide icon "${name}" (${file})`);
  const svg = readFileSync(file, 'utf8');
  const inner = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'));
  return inner.replace(/\s*\n\s*/g, '').replace(/\s+\/>/g, '/>');
}

/** The lucide icon at (x, y), size px square, stroked in colour. */
function icon(name: string, x: number, y: number, size: number, colour: string, width = 2): string {
  const scale = size / 24;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 100) / 100})" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${iconBody(name)}</g>`;
}

function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

function tones(tone: Tone) {
  if (tone === 'teal') return { from: C.accentStrong, to: C.ink, line: C.bright, soft: 'rgba(207,244,252,0.22)', chip: C.white, chipIcon: C.accentStrong };
  if (tone === 'light') return { from: C.surface, to: '#e6f4f8', line: C.accent, soft: 'rgba(14,116,144,0.16)', chip: C.ink, chipIcon: C.bright };
  return { from: C.ink2, to: C.ink, line: C.bright, soft: 'rgba(34,211,238,0.18)', chip: C.white, chipIcon: C.ink };
}

// ---------------------------------------------------------------------------------------------------
// Motifs: structured compositions, each seeded by the file name so no two pictures are identical.

function motif(kind: Motif, w: number, h: number, random: () => number, t: ReturnType<typeof tones>): string {
  const parts: string[] = [];
  const accent = (i: number) => (i % 5 === 0 ? C.highlight : t.line);
  switch (kind) {
    case 'nodes': {
      const cols = 7;
      const rows = 4;
      const points: [number, number][] = [];
      for (let row = 0; row < rows; row++)
        for (let col = 0; col < cols; col++) points.push([w * (0.08 + (0.84 * col) / (cols - 1)) + (random() - 0.5) * w * 0.06, h * (0.15 + (0.7 * row) / (rows - 1)) + (random() - 0.5) * h * 0.08]);
      points.forEach(([x, y], i) => {
        const right = points[i + 1];
        const below = points[i + cols];
        if (right && (i + 1) % cols !== 0 && random() > 0.35) parts.push(`<line x1="${at(x)}" y1="${at(y)}" x2="${at(right[0])}" y2="${at(right[1])}" stroke="${t.soft}" stroke-width="2"/>`);
        if (below && random() > 0.45) parts.push(`<line x1="${at(x)}" y1="${at(y)}" x2="${at(below[0])}" y2="${at(below[1])}" stroke="${t.soft}" stroke-width="2"/>`);
      });
      points.forEach(([x, y], i) => {
        const big = random() > 0.78;
        parts.push(`<circle cx="${at(x)}" cy="${at(y)}" r="${big ? 7 : 3.5}" fill="${big ? accent(i) : t.line}" opacity="${big ? 0.95 : 0.55}"/>`);
        if (big) parts.push(`<circle cx="${at(x)}" cy="${at(y)}" r="16" fill="none" stroke="${accent(i)}" stroke-opacity="0.35" stroke-width="2"/>`);
      });
      break;
    }
    case 'bars': {
      const count = 9;
      const gap = w * 0.025;
      const barWidth = (w * 0.84 - gap * (count - 1)) / count;
      let value = 0.25 + random() * 0.1;
      const tops: [number, number][] = [];
      for (let i = 0; i < count; i++) {
        value = Math.min(0.92, value + 0.04 + random() * 0.07);
        const x = w * 0.08 + i * (barWidth + gap);
        const barHeight = h * 0.7 * value;
        const y = h * 0.88 - barHeight;
        tops.push([x + barWidth / 2, y]);
        parts.push(`<rect x="${at(x)}" y="${at(y)}" width="${at(barWidth)}" height="${at(barHeight)}" rx="6" fill="${i === count - 2 ? C.highlight : t.line}" opacity="${i === count - 2 ? 0.9 : r1(0.18 + (0.5 * i) / count)}"/>`);
      }
      parts.push(`<polyline points="${tops.map(([x, y]) => `${at(x)},${at(y - 18)}`).join(' ')}" fill="none" stroke="${t.line}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`);
      tops.forEach(([x, y], i) => i % 2 === 0 && parts.push(`<circle cx="${at(x)}" cy="${at(y - 18)}" r="5" fill="${t.from}" stroke="${t.line}" stroke-width="3"/>`));
      parts.push(`<line x1="${at(w * 0.06)}" y1="${at(h * 0.88)}" x2="${at(w * 0.94)}" y2="${at(h * 0.88)}" stroke="${t.soft}" stroke-width="2"/>`);
      break;
    }
    case 'layers': {
      const cx = w * (0.5 + (random() - 0.5) * 0.1);
      const plateW = w * 0.36;
      const plateH = plateW * 0.42;
      for (let i = 3; i >= 0; i--) {
        const cy = h * 0.3 + i * h * 0.14;
        const d = `M${at(cx)} ${at(cy - plateH / 2)} L${at(cx + plateW / 2)} ${at(cy)} L${at(cx)} ${at(cy + plateH / 2)} L${at(cx - plateW / 2)} ${at(cy)} Z`;
        parts.push(`<path d="${d}" fill="${i === 0 ? t.line : t.soft}" fill-opacity="${i === 0 ? 0.22 : 0.6}" stroke="${i === 1 ? C.highlight : t.line}" stroke-opacity="${i === 1 ? 0.9 : 0.6}" stroke-width="2"/>`);
      }
      for (let i = 0; i < 14; i++) parts.push(`<rect x="${at(random() * w)}" y="${at(random() * h)}" width="8" height="8" rx="2" fill="${t.line}" opacity="${r1(0.15 + random() * 0.35)}"/>`);
      break;
    }
    case 'orbit': {
      const cx = w * 0.5;
      const cy = h * 0.5;
      for (let i = 1; i <= 4; i++) {
        const rx = w * 0.12 * i;
        const ry = h * 0.11 * i;
        parts.push(`<ellipse cx="${at(cx)}" cy="${at(cy)}" rx="${at(rx)}" ry="${at(ry)}" fill="none" stroke="${t.soft}" stroke-width="2" ${i % 2 ? 'stroke-dasharray="6 10"' : ''}/>`);
        const angle = random() * Math.PI * 2;
        parts.push(`<circle cx="${at(cx + rx * Math.cos(angle))}" cy="${at(cy + ry * Math.sin(angle))}" r="${i === 3 ? 9 : 6}" fill="${i === 3 ? C.highlight : t.line}"/>`);
      }
      break;
    }
    case 'flow': {
      for (let lane = 0; lane < 4; lane++) {
        const y = h * (0.2 + lane * 0.2);
        const bend = h * 0.1 * (random() > 0.5 ? 1 : -1);
        const d = `M${at(w * 0.04)} ${at(y)} C ${at(w * 0.35)} ${at(y)}, ${at(w * 0.4)} ${at(y + bend)}, ${at(w * 0.6)} ${at(y + bend)} S ${at(w * 0.85)} ${at(y)}, ${at(w * 0.96)} ${at(y)}`;
        parts.push(`<path d="${d}" fill="none" stroke="${t.soft}" stroke-width="10" stroke-linecap="round"/>`);
        parts.push(`<path d="${d}" fill="none" stroke="${lane === 1 ? C.highlight : t.line}" stroke-width="2.5" stroke-linecap="round" stroke-dasharray="${at(18 + random() * 20)} ${at(14 + random() * 30)}"/>`);
      }
      for (let i = 0; i < 3; i++) {
        const x = w * (0.2 + i * 0.3);
        parts.push(`<rect x="${at(x - 22)}" y="${at(h * 0.1)}" width="44" height="${at(h * 0.8)}" rx="22" fill="none" stroke="${t.soft}" stroke-width="2"/>`);
      }
      break;
    }
    case 'grid': {
      const size = Math.round(Math.min(w, h) / 9);
      const cols = Math.floor((w * 0.9) / size);
      const rows = Math.floor((h * 0.85) / size);
      const ox = (w - cols * size) / 2;
      const oy = (h - rows * size) / 2;
      for (let row = 0; row < rows; row++)
        for (let col = 0; col < cols; col++) {
          const value = random();
          const wave = Math.sin((col + row * 0.7) * 0.6) * 0.5 + 0.5;
          const level = value * 0.4 + wave * 0.6;
          const hot = level > 0.9;
          parts.push(`<rect x="${at(ox + col * size + 3)}" y="${at(oy + row * size + 3)}" width="${size - 6}" height="${size - 6}" rx="6" fill="${hot ? C.highlight : t.line}" opacity="${hot ? 0.85 : r1(0.06 + level * 0.4)}"/>`);
        }
      break;
    }
    case 'waves': {
      for (let i = 0; i < 6; i++) {
        const base = h * (0.3 + i * 0.09);
        const amp = h * (0.05 + random() * 0.06);
        const phase = random() * Math.PI;
        const pts: string[] = [];
        for (let x = 0; x <= w; x += w / 40) pts.push(`${at(x)},${at(base + amp * Math.sin((x / w) * Math.PI * 3 + phase))}`);
        parts.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${i === 2 ? C.highlight : t.line}" stroke-opacity="${i === 2 ? 0.9 : r1(0.2 + i * 0.1)}" stroke-width="${i === 2 ? 3 : 2}"/>`);
      }
      break;
    }
  }
  return parts.join('');
}

/**
 * A composed picture: gradient ground, motif, and the icon on a chip. (No dot-grid pattern: an SVG
 * <pattern> is slow to rasterise without a GPU and held back a page's first frame by about a second.)
 */
function composed(name: string, [iconName, kind, tone = 'deep']: Art, w: number, h: number, chip: 'center' | 'corner' = 'corner'): string {
  const random = rng(name);
  const t = tones(tone);
  const id = `g${hashOf(name).toString(36)}`;
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>`;
  const chipSize = Math.round(Math.min(w, h) * 0.26);
  const cx = chip === 'center' ? (w - chipSize) / 2 : w * 0.07;
  const cy = chip === 'center' ? (h - chipSize) / 2 : h - chipSize - h * 0.09;
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
    motif(kind, w, h, random, t),
    `<rect x="${r1(cx + 6)}" y="${r1(cy + 8)}" width="${chipSize}" height="${chipSize}" rx="${Math.round(chipSize * 0.24)}" fill="${C.ink}" opacity="0.25"/>`,
    `<rect x="${r1(cx)}" y="${r1(cy)}" width="${chipSize}" height="${chipSize}" rx="${Math.round(chipSize * 0.24)}" fill="${t.chip}"/>`,
    icon(iconName, cx + chipSize * 0.22, cy + chipSize * 0.22, chipSize * 0.56, t.chipIcon, 1.75),
  ].join('');
  return svgDoc(w, h, body, defs);
}

/** Problem-card tile: a soft rounded square with the icon and a small amber mark. */
function problemTile(iconName: string): string {
  const s = 112;
  const id = `p${hashOf(iconName).toString(36)}`;
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e0f7fb"/><stop offset="1" stop-color="${C.pale}"/></linearGradient>`;
  const body = `<rect width="${s}" height="${s}" rx="28" fill="url(#${id})"/><circle cx="90" cy="22" r="7" fill="${C.highlight}"/>${icon(iconName, 28, 28, 56, C.accentStrong, 1.9)}`;
  return svgDoc(s, s, body, defs);
}

/** Solution artwork: light ground, motif in accent, icon chip: distinct from the dark hero pictures. */
function solutionArt(iconName: string): string {
  const motifs: Motif[] = ['nodes', 'bars', 'layers', 'orbit', 'flow', 'grid', 'waves'];
  const kind = motifs[hashOf(iconName) % motifs.length]!;
  return composed(`solutions/${iconName}`, [iconName, kind, hashOf(iconName) % 3 === 0 ? 'teal' : 'light'], 480, 300, 'corner');
}

function insightArt(name: string): Art {
  if (ART[`insights/${name}`]) return ART[`insights/${name}`]!;
  const match = INSIGHT_KEYWORDS.find(([pattern]) => pattern.test(name));
  const tone: Tone = (['deep', 'teal', 'deep'] as const)[hashOf(name) % 3]!;
  return match ? [match[1], match[2], tone] : ['lightbulb', 'orbit', tone];
}

// ---------------------------------------------------------------------------------------------------
// Awards: four badge shapes, text in a system sans-serif (SVG images cannot use the page's font).

const FONT = "font-family=\"'Inter', 'Helvetica Neue', Arial, sans-serif\"";

function laurel(cx: number, cy: number, radius: number, colour: string): string {
  const leaves: string[] = [];
  for (const side of [-1, 1]) {
    for (let i = 0; i < 7; i++) {
      const angle = Math.PI / 2 + side * (0.5 + i * 0.28);
      const x = cx + radius * Math.cos(angle);
      const y = cy + radius * Math.sin(angle);
      const rotate = (angle * 180) / Math.PI + (side > 0 ? 0 : 180);
      leaves.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="9" ry="4" transform="rotate(${r1(rotate)} ${r1(x)} ${r1(y)})" fill="${colour}"/>`);
    }
  }
  return leaves.join('');
}

function badge(name: string): string {
  const s = 200;
  const text = (y: number, value: string, size: number, colour: string, weight = 700, spacing = 1) =>
    `<text x="100" y="${y}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${colour}">${value}</text>`;
  switch (name) {
    case 'devops-excellence': {
      const hex = (r: number) => Array.from({ length: 6 }, (_, i) => { const a = Math.PI / 6 + (i * Math.PI) / 3; return `${r1(100 + r * Math.cos(a))},${r1(100 + r * Math.sin(a))}`; }).join(' ');
      return svgDoc(s, s, `<polygon points="${hex(94)}" fill="${C.ink}"/><polygon points="${hex(84)}" fill="none" stroke="${C.bright}" stroke-width="2"/>${icon('infinity', 76, 38, 48, C.bright, 2.2)}${text(112, 'DEVOPS', 20, C.white, 800, 2)}${text(134, 'EXCELLENCE', 13, C.bright, 700, 2.5)}${text(160, '2025', 13, C.highlight, 700, 3)}`);
    }
    case 'growth-champions':
      return svgDoc(s, s, `<circle cx="100" cy="100" r="94" fill="${C.accentStrong}"/><circle cx="100" cy="100" r="84" fill="none" stroke="${C.pale}" stroke-width="1.5" stroke-dasharray="3 5"/>${laurel(100, 104, 70, C.highlight)}${icon('trending-up', 78, 34, 44, C.white, 2.4)}${text(108, 'GROWTH', 19, C.white, 800, 2)}${text(130, 'CHAMPIONS', 13, C.pale, 700, 2.5)}${text(156, '2025', 13, C.highlight, 700, 3)}`);
    case 'booming-15': {
      const points = Array.from({ length: 32 }, (_, i) => { const a = (i * Math.PI) / 16; const r = i % 2 ? 88 : 96; return `${r1(100 + r * Math.cos(a))},${r1(100 + r * Math.sin(a))}`; }).join(' ');
      return svgDoc(s, s, `<polygon points="${points}" fill="${C.highlight}"/><circle cx="100" cy="100" r="78" fill="${C.ink}"/>${text(74, 'BOOMING', 14, C.highlight, 800, 3)}${text(126, '15', 52, C.white, 800, 0)}${text(152, 'OF 2024', 12, C.pale, 700, 2.5)}`);
    }
    case 'top-15':
      return svgDoc(s, s, `<path d="M100 6 178 34v62c0 48-34 80-78 98-44-18-78-50-78-98V34z" fill="${C.ink2}"/><path d="M100 18 166 42v54c0 40-28 68-66 84-38-16-66-44-66-84V42z" fill="none" stroke="${C.highlight}" stroke-width="2"/>${icon('star', 86, 36, 28, C.highlight, 2)}${text(104, 'TOP 15', 26, C.white, 800, 1)}${text(126, 'CONSULTING FIRMS', 10, C.pale, 700, 1.5)}${text(140, 'TO WATCH', 10, C.pale, 700, 1.5)}${text(164, '2024', 13, C.highlight, 700, 3)}`);
  }
  throw new Error(`gen-art: no badge design for "${name}"`);
}

// ---------------------------------------------------------------------------------------------------
// Backgrounds

function comingSoonBackground(): string {
  const w = 1920;
  const h = 1080;
  const random = rng('backgrounds/coming-soon');
  const t = tones('deep');
  const defs = `<radialGradient id="cs" cx="0.8" cy="0.1" r="1.1"><stop offset="0" stop-color="${C.accentStrong}"/><stop offset="0.55" stop-color="${C.ink2}"/><stop offset="1" stop-color="${C.ink}"/></radialGradient>`;
  const body = `<rect width="${w}" height="${h}" fill="url(#cs)"/>${motif('nodes', w, h, random, t)}${motif('waves', w, h, random, t)}`;
  return svgDoc(w, h, body, defs);
}

function socialCard(): string {
  const w = 1200;
  const h = 630;
  const random = rng('backgrounds/social-card');
  const t = tones('deep');
  const defs = `<linearGradient id="sc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.ink2}"/><stop offset="1" stop-color="${C.ink}"/></linearGradient><linearGradient id="lg" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#0891b2"/><stop offset="1" stop-color="${C.bright}"/></linearGradient>`;
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#sc)"/>`,
    `<g opacity="0.6" transform="translate(600 0)">${motif('nodes', 600, h, random, t)}</g>`,
    `<g transform="translate(80 90) scale(2.4)"><path d="M4 34 20 4l16 30h-9l-7-13-7 13z" fill="url(#lg)"/><circle cx="20" cy="4" r="3" fill="${C.highlight}"/></g>`,
    `<text x="80" y="330" ${FONT} font-size="72" font-weight="800" fill="${C.white}" letter-spacing="-1.5">Northbeam</text>`,
    `<text x="80" y="390" ${FONT} font-size="30" font-weight="600" fill="${C.bright}" letter-spacing="6">CONSULTING</text>`,
    `<text x="80" y="500" ${FONT} font-size="30" font-weight="500" fill="#c5d3e2">Decomplexify digital: cloud, data, AI and enterprise platforms.</text>`,
  ].join('');
  return svgDoc(w, h, body, defs);
}

// ---------------------------------------------------------------------------------------------------
// What to draw: fixed files, every ART entry, and every icon-family file pages.json refers to.

function referencedImages(): string[] {
  const registry = readFileSync('pages.json', 'utf8');
  return [...new Set([...registry.matchAll(/"src"\s*:\s*"([^"]+\.svg)"/g)].map((match) => match[1]!))];
}

export function artFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of ['devops-excellence', 'growth-champions', 'booming-15', 'top-15']) files.set(`awards/${name}.svg`, badge(name));
  files.set('backgrounds/coming-soon.svg', comingSoonBackground());
  files.set('backgrounds/social-card.svg', socialCard());
  const sizes: Record<string, [number, number]> = { services: [720, 540], slides: [720, 480], industries: [640, 400], insights: [640, 360] };
  for (const [name, art] of Object.entries(ART)) {
    const [family] = name.split('/');
    const [w, h] = sizes[family!]!;
    files.set(`${name}.svg`, composed(name, art, w, h, family === 'services' || family === 'slides' ? 'center' : 'corner'));
  }
  for (const [name, art] of Object.entries(LIBRARY)) files.set(`library/${name}.svg`, composed(`library/${name}`, art, 640, 400, 'corner'));
  for (const src of referencedImages()) {
    if (files.has(src)) continue;
    const [family, file] = src.split('/');
    const name = file?.replace(/\.svg$/, '') ?? '';
    if (family === 'problems') files.set(src, problemTile(name));
    else if (family === 'solutions') files.set(src, solutionArt(name));
    else if (family === 'insights') files.set(src, composed(`insights/${name}`, insightArt(name), 640, 360, 'corner'));
    else if (family && sizes[family] && existsSync(join(ICONS, `${name}.svg`))) files.set(src, composed(src, [name, 'orbit'], ...sizes[family]!, 'center'));
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  const files = artFiles();
  for (const [file, content] of files) {
    const path = join(OUT, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
    stale.push(file);
    if (!check) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    }
  }
  const missing = referencedImages().filter((src) => !existsSync(join(OUT, src)) && !files.has(src));
  if (missing.length) console.error(`gen-art: pages.json refers to images nobody draws: ${missing.join(', ')}`);
  if (check) {
    if (stale.length) console.error(`gen-art: ${stale.length} image(s) out of date: ${stale.slice(0, 10).join(', ')}. Run npx tsx scripts/gen-art.ts`);
    process.exitCode = stale.length || missing.length ? 1 : 0;
  } else console.log(`gen-art: ${files.size} images, ${stale.length} written.`);
}
