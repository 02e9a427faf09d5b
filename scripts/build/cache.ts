import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the build keeps what it made, by content, for the next build (compressed copies, social cards, the display face, the client bundle). */
export const BUILD_CACHE = 'node_modules/.cache/northbeam-build';
/** Entries unused for this long are removed. */
const CACHE_DAYS = 7;

/** The file named `key` in `cacheDir`, made by `make` the first time. */
export async function cached(key: string, make: () => Promise<Buffer>, cacheDir: string): Promise<Buffer> {
  const file = join(cacheDir, key);
  try {
    const hit = await readFile(file);
    const now = new Date();
    await utimes(file, now, now);
    return hit;
  } catch {
    const made = await make();
    // Written aside and renamed, so a build running at the same time never reads half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, made);
    await rename(partial, file);
    return made;
  }
}

/** Removes the entries (files, or folders such as a kept bundle) not used for CACHE_DAYS; a missing folder has none. */
export async function pruneCache(cacheDir: string): Promise<void> {
  const oldest = Date.now() - CACHE_DAYS * 24 * 60 * 60 * 1000;
  for (const name of await readdir(cacheDir).catch(() => [])) {
    const file = join(cacheDir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < oldest) await rm(file, { recursive: true, force: true });
  }
}
