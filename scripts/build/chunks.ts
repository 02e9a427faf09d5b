import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Metafile } from 'esbuild';

/** The file of each code screen, read from the one place that names them (src/app/screens.ts). */
export function screenSources(): Record<string, string> {
  const source = readFileSync('src/app/screens.ts', 'utf8');
  const entries = [...source.matchAll(/'?([a-z-]+)'?:\s*lazyScreen\(\(\)\s*=>\s*import\('\.\.\/([^']+)'\)\)/g)];
  return Object.fromEntries(entries.map(([, name, file]) => [name!, `src/${file}`]));
}

/**
 * Every JS file a route loads before it is interactive: the entry, what it imports after the first
 * paint (React DOM, the app: hydrate.tsx) and their static imports, the chunks of the page's blocks
 * (loaded before hydration), or the chunk of its code screen. `chunks` are their URLs, in an order
 * fit for modulepreload; `sources` the source modules inside them (paths such as src/ui/Carousel.tsx).
 */
export function firstLoad(metafile: Metafile, outDir: string, options: { blocks: string[]; screen?: string }): { chunks: string[]; sources: Set<string> } {
  const outputs = firstLoadOutputs(metafile, options);
  return {
    chunks: outputs.map((file) => '/' + relative(outDir, file)),
    sources: new Set(outputs.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}))),
  };
}

function firstLoadOutputs(metafile: Metafile, options: { blocks: string[]; screen?: string }): string[] {
  const outputs = Object.entries(metafile.outputs);
  const byEntry = (entryPoint: string) => outputs.find(([, output]) => output.entryPoint === entryPoint)?.[0];
  const seen = new Set<string>();
  const add = (file: string | undefined) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') add(imported.path);
  };
  const entry = byEntry('src/app/client.tsx');
  add(entry);
  // What the entry imports after the first paint (React DOM, then the app, hydrate.tsx) and all
  // they import statically load at once.
  for (const imported of (entry && metafile.outputs[entry]?.imports) || []) if (imported.kind === 'dynamic-import') add(imported.path);
  for (const type of new Set(options.blocks)) add(byEntry(`src/blocks/${type}/Block.tsx`));
  if (options.screen) add(byEntry(screenSources()[options.screen] ?? ''));
  return [...seen];
}
