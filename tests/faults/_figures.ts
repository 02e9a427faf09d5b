/** Figures the fault tests measured, printed and kept in .fault-figures/ for docs/security.md ("What was tried, and the figures"). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './_proc.ts';

export function recordFigure(name: string, figures: Record<string, unknown>): void {
  const line = JSON.stringify(figures);
  console.log(`[figures] ${name} ${line}`);
  try {
    const dir = join(ROOT, 'node_modules', '.fault-figures');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.json`), `${line}\n`);
  } catch {
    // figures are a report, never a failure
  }
}
