import { readFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import type { BuildContext } from './context.ts';
import { hash, write } from './files.ts';

/**
 * The print stylesheet (src/styles/print.css), with the site's address written into it so a printed
 * link reads in full, published under a hashed name. Pages link it with media="print": the loader
 * adds the link after the first paint, and a <noscript> copy serves readers without script.
 */
export async function publishPrintStylesheet(context: BuildContext, siteUrl: string): Promise<string> {
  const source = readFileSync('src/styles/print.css', 'utf8').replace(/SITE_URL/g, siteUrl.replace(/\/$/, ''));
  const { code } = await esbuild.transform(source, { loader: 'css', minify: !context.dev });
  const url = `/assets/print-${hash(code)}.css`;
  write(`${context.outDir}${url}`, code);
  return url;
}
