// Writes a generator's files under src/assets/images, or with --check only reports the stale ones.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const IMAGES = 'src/assets/images';

/** The files whose committed copy differs from what the generator draws today. */
export function staleFiles(files: Map<string, string>): string[] {
  return [...files].filter(([file, content]) => !existsSync(join(IMAGES, file)) || readFileSync(join(IMAGES, file), 'utf8') !== content).map(([file]) => file);
}

export function writeGenerated(script: string, files: Map<string, string>, check: boolean): void {
  const stale = staleFiles(files);
  if (check) {
    if (stale.length) console.error(`${script}: ${stale.length} file(s) out of date: ${stale.join(', ')}. Run npx tsx scripts/${script}.ts`);
    process.exitCode = stale.length ? 1 : 0;
    return;
  }
  for (const file of stale) {
    mkdirSync(dirname(join(IMAGES, file)), { recursive: true });
    writeFileSync(join(IMAGES, file), files.get(file)!);
  }
  console.log(`${script}: ${files.size} files, ${stale.length} written.`);
}
