import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prefetchSiteStylesheet } from '../lib/site-stylesheet.ts';
import { loadBlocks } from '../renderer/block-loader.ts';
import { App, normalisePath } from './App.tsx';
import { primePage, sectionTypes } from './page-store.ts';
import { screens } from './screens.ts';
import type { PageData, ShellData } from '../registry/page-data.ts';

/*
 * Hydration, loaded by client.tsx after the first paint. The prerendered page carries its own data in a JSON script (not executed, so
 * the CSP needs no inline script); it primes the cache and the page's blocks load before
 * hydration, so the first render matches the HTML exactly. The shell's data (site facts, menus,
 * routes) is a JSON file the build names in the entry's data-shell attribute, fetched meanwhile;
 * should it fail to arrive, the page stays as prerendered: readable, its links full page loads.
 */
const shellUrl = document.querySelector<HTMLScriptElement>('script[data-shell]')?.dataset.shell;
const shellLoading = fetch(shellUrl!).then((response) => {
  if (!response.ok) throw new Error(`The site's shell data (${shellUrl}) answered ${response.status}.`);
  return response.json() as Promise<ShellData>;
});
const dataElement = document.getElementById('page-data');
if (dataElement?.textContent) {
  const page = JSON.parse(dataElement.textContent) as PageData;
  primePage(page);
  await loadBlocks(sectionTypes(page));
}
const shell = await shellLoading;
const route = shell.routes.find((candidate) => candidate.path === normalisePath(location.pathname));
if (route?.component) await screens[route.component].preloadForFirstRender();
// As a transition, React hydrates in slices of a few milliseconds and yields to the browser in
// between, so a slow phone never sees one long task (which would delay a tap on the page).
startTransition(() => {
  hydrateRoot(document.getElementById('root')!, <App shell={shell} />);
});
// The rest of the site's styles, in the cache before the visitor moves on.
prefetchSiteStylesheet();
