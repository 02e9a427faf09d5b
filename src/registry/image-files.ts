import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under the images folder, as pages.json would name it ("library/energy.svg"), whatever its name. */
export function imageFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(/[\\/]/).join('/'));
}
