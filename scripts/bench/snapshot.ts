// A copy of the working tree's sources (the articles' Markdown bodies in content/ too) in a temp
// folder. The bench builds there, so it measures one consistent state while others edit
// pages.json, and never touches dist/ or .build/ here.
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const COPIED = ['build.mjs', 'package.json', 'tsconfig.json', 'pages.json', 'content', 'src', 'scripts', 'schemas'];

/** Used by the bench, and by the tests that run `npm run dev` in a project of their own. */
export function snapshot(root = process.cwd(), prefix = 'northbeam-bench-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of COPIED) if (existsSync(join(root, entry))) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  symlinkSync(resolve(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}
