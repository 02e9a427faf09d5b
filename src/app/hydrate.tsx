import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prefetchSiteStylesheet } from '../lib/site-stylesheet.ts';
import { loadBlocks } from '../renderer/block-loader.ts';
import { capturePrerendered } from '../renderer/static-blocks.ts';
import { interactiveTypes } from '../registry/page-data.ts';
import { App, normalisePath } from './App.tsx';
import { primePage, sectionTypes } from './page-store.ts';
import { screens } from './screens.ts';
import type { PageData, ShellData } from '../registry/page-data.ts';

/*
 * Hydration, loaded by client.tsx after the first paint (boot.ts asks for it). Two JSON files the
 * build names on the loader's <script> come first, both fetched at once (and preloaded by the
 * loader): the page's data (data-page: its blocks' props; it primes the page cache, and the page's
 * blocks load before hydration, so the first render matches the HTML exactly) and the shell's
 * (data-shell: site facts, menus, routes). Should either fail to arrive, the page stays as
 * prerendered: readable, its links full page loads. The page's data is not inside the HTML: there
 * it made every page's compressed first response about 1 KB larger, and that response has to fit
 * in the first round trip (docs/performance.md).
 */
const ATTEMPTS = 3;

/** A JSON file the app needs to start, asked for up to three times (1 s, then 2 s apart): a phone on a poor link drops requests. */
async function fetchStartData<T>(url: string, what: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as T;
      throw new Error(`it answered ${response.status}`);
    } catch (error) {
      if (attempt === ATTEMPTS) throw new Error(`The ${what} (${url}) did not arrive, so the page stays as it was served: ${String(error)}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
    }
  }
}

const { shell: shellUrl, page: pageUrl } = document.querySelector<HTMLScriptElement>('script[data-shell]')!.dataset;
const shellLoading = fetchStartData<ShellData>(shellUrl!, "site's shell data");
// Noted as handled now: the page's blocks may still be loading when a last attempt fails.
shellLoading.catch(() => undefined);
if (pageUrl) {
  const [page, { staticBlocks }] = await Promise.all([fetchStartData<PageData>(pageUrl, "page's data"), shellLoading]);
  primePage(page);
  // Static blocks keep their prerendered HTML on this page (src/renderer/static-blocks.ts): only the others' code loads.
  await loadBlocks(capturePrerendered(page) ? interactiveTypes(page, staticBlocks) : sectionTypes(page));
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
