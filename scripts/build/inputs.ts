import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Everything the build reads (the server's own code is not part of the build). */
const INPUTS = ['build.mjs', 'package-lock.json', 'src/app', 'src/blocks', 'src/layout', 'src/ui', 'src/renderer', 'src/styles', 'src/features', 'src/lib', 'src/forms', 'src/registry', 'src/assets', 'scripts/build'];

/**
 * A hash of every input of a build, which the build records in its manifest: `npm start` serves
 * a build only when it was a production build of exactly these inputs. Timestamps alone are not
 * enough: a development build is newer than every source, and a checkout can keep old timestamps.
 */
export function inputsHash(registryFile: string): string {
  const hash = createHash('sha256');
  hash.update(`PUBLIC_API_URL=${process.env.PUBLIC_API_URL ?? ''}\n`);
  // The registry by its content only: the same pages.json under another name builds the same site.
  hash.update('registry\n').update(existsSync(registryFile) ? readFileSync(registryFile) : '').update('\n');
  // The Markdown bodies pages.json names, under content/ beside it or in the project (src/registry/content-file.ts).
  const content = [...new Set([join(dirname(registryFile), 'content'), 'content'])];
  hashFiles(hash, [...INPUTS, ...content]);
  return hash.digest('hex');
}

/** Adds every file of `inputs` (files, or folders read whole) to `hash`, by name and content; missing ones are skipped. */
export function hashFiles(hash: Hash, inputs: string[]): void {
  for (const input of inputs) {
    if (!existsSync(input)) continue;
    const files = statSync(input).isFile() ? [input] : readdirSync(input, { recursive: true }).map((entry) => join(input, String(entry)));
    for (const file of files.sort()) {
      if (!statSync(file).isFile()) continue;
      hash.update(`${file}\n`).update(readFileSync(file)).update('\n');
    }
  }
}
