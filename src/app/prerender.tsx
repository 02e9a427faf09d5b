import { renderToString } from 'react-dom/server';
import { loadBlocks } from '../renderer/block-loader.ts';
import { App } from './App.tsx';
import { FooterContext } from '../layout/Footer.tsx';
import FooterContent from '../layout/FooterContent.tsx';
import { primePage, sectionTypes } from './page-store.ts';
import { screens } from './screens.ts';
import type { PageData, ShellData } from '../registry/page-data.ts';

/**
 * Renders one path to HTML at build time. Everything the route shows (page data, block
 * components, its code screen) is loaded first, so one synchronous pass renders the whole content
 * with no suspended parts, and so no inline script (React's streaming renderers add inline
 * scripts to reveal suspended parts; the CSP allows none).
 */
export async function renderPath(path: string, shell: ShellData, page?: PageData): Promise<string> {
  if (page) {
    primePage(page);
    await loadBlocks(sectionTypes(page));
  }
  const route = shell.routes.find((candidate) => candidate.path === path);
  if (route?.component) await screens[route.component].preloadForFirstRender();
  // The footer is drawn here, at build time; the browser keeps its markup (src/layout/Footer.tsx).
  return renderToString(
    <FooterContext.Provider value={FooterContent}>
      <App shell={shell} ssrPath={path} />
    </FooterContext.Provider>,
  );
}
