import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a Markdown body named in pages.json ("content/insights/x.md") is: beside pages.json, or
 * else in the project folder, so a copy of pages.json elsewhere (a test's, a trial edit's) still
 * finds the project's articles. Missing in both: the path beside pages.json, for the message.
 */
export function contentFile(root: string, file: string): string {
  const beside = join(root, file);
  if (existsSync(beside) || root === '.' || !existsSync(file)) return beside;
  return file;
}
