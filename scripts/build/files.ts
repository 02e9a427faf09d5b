import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** A short content hash for file names (cached forever, so the name changes with the content). */
export function hash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}

export function write(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Every file below `dir`, as sorted paths relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}
