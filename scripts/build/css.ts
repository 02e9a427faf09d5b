import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { screenSources } from './chunks.ts';
import type { BuildContext } from './context.ts';
import { filesUnder, hash, write } from './files.ts';

/**
 * The stylesheet, in two forms. Each page inlines only the rules it needs at first paint (a
 * separate file would cost a slow link a render-blocking round trip, and the whole stylesheet
 * would double the HTML's size on a first visit); the whole stylesheet is also published as a
 * file, which the app loads after the first paint for the pages a visitor moves on to.
 */
export interface Stylesheets {
  /** URL of the whole stylesheet ('' in development builds, whose pages inline all of it). */
  url: string;
  /** The rules a page needs: tokens, base, layout and shared UI, then its blocks' and its screen's styles. */
  forPage(needs: { blocks: string[]; screen?: string }): string;
}

/** Every stylesheet source, in cascade order: tokens and base first, then layout, shared UI, the blocks and the features. */
function sources(): string[] {
  const under = (dir: string) => (existsSync(dir) ? filesUnder(dir).filter((file) => file.endsWith('.css')).map((file) => join(dir, file)) : []);
  return ['src/styles/tokens.css', 'src/styles/base.css', ...['src/layout', 'src/ui', 'src/blocks', 'src/features'].flatMap(under)];
}

/** Whether a page needs a source: everything but blocks and features always; a block's or feature's own folder only when used. */
function isNeeded(file: string, blocks: Set<string>, featureDir: string | undefined): boolean {
  const block = /^src\/blocks\/([^/]+)\//.exec(file)?.[1];
  if (block) return blocks.has(block);
  const feature = /^src\/features\/[^/]+\//.exec(file)?.[0];
  if (feature) return feature === featureDir;
  return true;
}

export async function bundleCss(context: BuildContext): Promise<Stylesheets> {
  const files = sources();
  const result = await esbuild.build({
    entryPoints: files,
    bundle: true,
    minify: !context.dev,
    outbase: '.',
    outdir: `${context.outDir}/assets/css-parts`,
    write: false,
    logLevel: 'warning',
  });
  const parts = files.map((file) => {
    const output = result.outputFiles.find((candidate) => candidate.path.endsWith(`/assets/css-parts/${file}`));
    if (!output) throw new Error(`No CSS output for ${file}`);
    const text = output.text.trim();
    if (/<\/style/i.test(text)) throw new Error(`${file} contains "</style", which would end its page's inline <style> element.`);
    return { file, text };
  });
  const concat = (chosen: typeof parts) => chosen.map((part) => part.text).join(context.dev ? '\n' : '');
  const whole = concat(parts);
  if (context.dev) return { url: '', forPage: () => whole };

  const url = `/assets/site-${hash(whole)}.css`;
  write(`${context.outDir}${url}`, whole);
  const screens = screenSources();
  return {
    url,
    forPage({ blocks, screen }) {
      const featureDir = screen ? /^src\/features\/[^/]+\//.exec(screens[screen] ?? '')?.[0] : undefined;
      const used = new Set(blocks);
      return concat(parts.filter((part) => isNeeded(part.file, used, featureDir)));
    },
  };
}
