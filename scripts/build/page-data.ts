import { pageDataUrl, type PageData, type ShellData } from '../../src/registry/page-data.ts';
import { pageDataFor, resolveAssets, shellDataFor, type ResolvedAsset } from '../../src/registry/resolve.ts';
import type { Registry } from '../../src/registry/schema.ts';
import { withTypography } from '../../src/registry/typography.ts';
import { dirname } from 'node:path';
import type { BuildContext } from './context.ts';
import { addInsightData, type Insights } from './insights.ts';
import { hash, write } from './files.ts';

export interface SiteData {
  /** The registry with every image resolved to its published URL and size. */
  registry: Registry;
  pages: Record<string, PageData>;
  shell: ShellData;
  /** URL of the shell data as a JSON file, which the browser fetches as the app starts. */
  shellUrl: string;
  /** Every article and case study (scripts/build/insights.ts), for the feed, the sitemap and structured data. */
  insights: Insights;
}

/**
 * One data file per page, so no page ships another page's content. They share one folder named
 * by the hash of them all: the browser derives a page's URL from its id, so the first-load
 * script carries no per-page table however many pages there are. Beside them, the shell's data.
 */
export function writePageData(context: BuildContext, registry: Registry, assets: Map<string, ResolvedAsset>): SiteData {
  const resolved = resolveAssets(registry, (src) => assets.get(src) ?? { url: `/assets/img/missing/${src}` });
  const displayed = withTypography(resolved);
  const pages = Object.fromEntries(Object.keys(resolved.pages).map((id) => [id, pageDataFor(displayed, id)]));
  const insights = addInsightData(displayed, pages, { root: dirname(context.registryFile), assets });
  const json = Object.entries(pages).map(([id, data]) => [id, JSON.stringify(data)] as const);
  const pageDataBase = `/assets/data/${hash(json.flat().join('\n'))}`;
  for (const [id, text] of json) write(`${context.outDir}${pageDataUrl(pageDataBase, id)}`, text);
  // The shell (site facts, menus, route table: about 3 KB gzip) is data, not code: as a JSON file
  // it stays out of every page's first-load script, where each KB is room a new block type needs.
  const shell = shellDataFor(resolved, pageDataBase);
  const shellText = JSON.stringify(shell);
  const shellUrl = `/assets/data/shell-${hash(shellText)}.json`;
  write(`${context.outDir}${shellUrl}`, shellText);
  return { registry: resolved, pages, shell, shellUrl, insights };
}
