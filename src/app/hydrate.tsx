import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prefetchSiteStylesheet } from '../lib/site-stylesheet.ts';
import { loadBlocks } from '../renderer/block-loader.ts';
import { App, normalisePath } from './App.tsx';
import { primePage, sectionTypes } from './page-store.ts';
import { screens } from './screens.ts';
import type { PageData, ShellData } from '../registry/page-data.ts';

/*
 * Hydration, loaded by client.tsx after the first paint (boot.ts asks for it). The prerendered page carries its own data in a JSON script (not executed, so
 * the CSP needs no inline script); it primes the cache and the page's blocks load before
 * hydration, so the first render matches the HTML exactly. The shell's data (site facts, menus,
 * routes) is a JSON file the build names in the entry's data-shell attribute, fetched meanwhile;
 * should it fail to arrive, the page stays as prerendered: readable, its links full page loads.
 */
const SHELL_ATTEMPTS = 3;

/** The shell data, asked for up to three times (1 s, then 2 s apart): a phone on a poor link drops requests. */
async function fetchShell(url: string): Promise<ShellData> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as ShellData;
      throw new Error(`it answered ${response.status}`);
    } catch (error) {
      if (attempt === SHELL_ATTEMPTS) throw new Error(`The site's shell data (${url}) did not arrive, so the page stays as it was served: ${String(error)}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
    }
  }
}

const shellLoading = fetchShell(document.querySelector<HTMLScriptElement>('script[data-shell]')!.dataset.shell!);
// Noted as handled now: the page's blocks may still be loading when a last attempt fails.
shellLoading.catch(() => undefined);
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
