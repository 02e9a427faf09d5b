// Draws the diagrams of the work (src/assets/images/diagrams/<name>.svg): one per practice, service
// and industry page, from the shared kit in scripts/art/diagram-kit.ts. Deterministic; the output is
// committed. Run: npx tsx scripts/gen-diagrams.ts   (add --check to only compare).
//
// A diagram is a hero picture, inlined into the page's HTML, so each must stay small:
// DIAGRAM_BUDGET below; the script refuses to write one that is larger.
import { brotliCompressSync } from 'node:zlib';
import { Diagram } from './art/diagram-kit.ts';
import { INDUSTRY_DIAGRAMS } from './art/diagrams-industries.ts';
import { SERVICE_DIAGRAMS } from './art/diagrams-services.ts';
import { writeGenerated } from './art/write.ts';

export const DIAGRAM_DIR = 'diagrams';
export const DIAGRAM_BUDGET = { raw: 4096, brotli: 1300 };

export function diagramFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, draw] of Object.entries({ ...SERVICE_DIAGRAMS, ...INDUSTRY_DIAGRAMS })) {
    const diagram = new Diagram(name);
    draw(diagram);
    const svg = diagram.svg();
    const brotli = brotliCompressSync(svg).length;
    if (svg.length > DIAGRAM_BUDGET.raw || brotli > DIAGRAM_BUDGET.brotli) throw new Error(`diagram ${name}: ${svg.length} bytes, ${brotli} brotli; the budget is ${DIAGRAM_BUDGET.raw} and ${DIAGRAM_BUDGET.brotli}`);
    files.set(`${DIAGRAM_DIR}/${name}.svg`, svg);
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) writeGenerated('gen-diagrams', diagramFiles(), process.argv.includes('--check'));
