import { prerenderToNodeStream } from 'react-dom/static';
import { loadBlocks } from '../renderer/block-loader.ts';
import { App } from './App.tsx';
import { primePage, sectionTypes } from './page-store.ts';
import type { PageData, ShellData } from './types.ts';

/**
 * Renders one path to HTML at build time. Waits for every lazy part (blocks, screens), so the
 * HTML holds the page's whole content before any script runs.
 */
export async function renderPath(path: string, shell: ShellData, page?: PageData): Promise<string> {
  if (page) {
    primePage(page);
    await loadBlocks(sectionTypes(page));
  }
  const { prelude } = await prerenderToNodeStream(<App shell={shell} ssrPath={path} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
