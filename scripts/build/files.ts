import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * A short content hash for file names (cached forever, so the name changes with the content). It
 * always holds a capital or a digit: scripts/build/html-size.ts tells a hash from a word that way,
 * and one hash in about 4,000 came out all lower-case letters.
 */
export function hash(content: string | Buffer): string {
  const token = createHash('sha256').update(content).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
  return /^[a-z]+$/.test(token) ? token[0]!.toUpperCase() + token.slice(1) : token;
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
