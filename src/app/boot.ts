/*
 * The page's one inline script: the build bundles this file on its own and writes it, the same
 * bytes on every page, into each page's <head>. The CSP allows exactly these bytes by their
 * SHA-256 (the build puts the hash in build-manifest.json, the server adds it to script-src), and
 * no other inline script runs: an injected one is still refused. See docs/performance.md.
 *
 * Why inline: a script the HTML names is fetched as soon as the browser reads the tag, so on a
 * slow link it shares the first round trips with the HTML, and Lighthouse's model counts it as
 * needed for the first paint (at least one extra round trip, about 0.24x of a static page's LCP).
 * This script asks for nothing until the first content is on screen, and then for the app at once.
 *
 * It reads what to load from its own data attributes (the build writes them per page):
 * data-entry, the app's entry module (client.tsx); data-preload, the chunks the page needs before
 * it is interactive; data-shell, the site's shell data (menus, routes); data-page, the page's own
 * data (its blocks' props), which hydration renders from; data-stylesheet, the whole stylesheet
 * (a page inlines only its first screen's rules); data-print, the print stylesheet.
 */
const script = document.currentScript as HTMLScriptElement;
const { entry, preload = '', shell, page, stylesheet, print: printStylesheet } = script.dataset;

const PRELOADS_PER_TASK = 4;
/** The longest the app waits for a first paint that may never come (a page opened in the background paints when shown). */
const FIRST_PAINT_WAIT_MS = 3000;
/** After a first paint with nothing contentful (a loading shape, a background), how long the first contentful one may take. */
const CONTENT_AFTER_PAINT_MS = 100;

function addLink(rel: string, href: string, fetchData?: boolean): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (fetchData) {
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
  }
  document.head.append(link);
}

/** Asks for the chunks a few at a time: each <link rel=modulepreload> costs the main thread a few milliseconds on a slow phone. */
async function preloadChunks(): Promise<void> {
  // The page's and the shell's data first: hydration needs them as much as any chunk. Fetched as
  // hydrate.tsx fetches them (CORS mode, same-origin credentials), so the browser reuses these copies.
  if (page) addLink('preload', page, true);
  if (shell) addLink('preload', shell, true);
  const chunks = preload.split(' ').filter(Boolean);
  for (let index = 0; index < chunks.length; index += PRELOADS_PER_TASK) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve));
    for (const href of chunks.slice(index, index + PRELOADS_PER_TASK)) addLink('modulepreload', href);
  }
}

/**
 * Calls `start` once the page's first content is on screen. A requestAnimationFrame callback runs
 * before its frame is painted, and the compositor may show that frame much later (Lighthouse's
 * Chromium showed it up to a second later), so fetching the app then still competed with the first
 * paint. The browser reports paint entries only after their frame is presented: the app starts at
 * 'first-contentful-paint', or shortly after 'first-paint' on a page with nothing contentful to
 * show (the staff area's loading shape). Without paint timing it starts at the frame after next;
 * with no paint at all (a background tab paints when shown), after a few seconds.
 */
function afterFirstContentfulPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
        for (const paint of list.getEntries()) setTimeout(once, paint.name === 'first-contentful-paint' ? 0 : CONTENT_AFTER_PAINT_MS);
      })
    : undefined;
  if (!observer) return void requestAnimationFrame(() => setTimeout(once));
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}

/**
 * On a slow phone the menu button is on screen a second or more before React handles its clicks,
 * and a tap then would be lost. This notes it on the document (data-early-menu-tap), and the
 * header opens the menu as soon as it is live (Header.tsx). From hydration on, React handles taps.
 */
const noteEarlyMenuTap = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('.site-header__burger')) document.documentElement.dataset.earlyMenuTap = '';
};

/**
 * Until this is called the browser lays out only the parts of the page near the screen (base.css,
 * html:not([data-full-layout])), so the first paint comes sooner; the rest is laid out once the
 * whole stylesheet applies (a page inlines only its first screen's rules: see scripts/build/css.ts).
 */
const layOutWholePage = () => {
  document.documentElement.dataset.fullLayout = '';
};

function addStylesheet(href: string, media?: string, blocking?: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  if (media) link.media = media;
  if (blocking) link.setAttribute('blocking', 'render');
  document.head.append(link);
  return link;
}

// That suits a visit that starts at the top of the page. A link to a part further down (#...), a
// reload and Back (where the browser restores the scroll position) need every part above at its
// real size, and styled, from the start, or they would land at the wrong place: there the whole
// stylesheet holds the first paint back (blocking="render"), and the whole page is laid out at once.
const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
const wholePageFirst = Boolean(location.hash || (navigation && navigation.type !== 'navigate'));
if (wholePageFirst) {
  if (stylesheet) addStylesheet(stylesheet, undefined, true);
  layOutWholePage();
}

/*
 * The brand face for headings (tokens.css, html[data-brand-face]). A visit that has it cached uses
 * it from the first paint. Otherwise it is fetched after the first paint and tried: if no heading
 * or text on screen moves with it, it stays; if one would, the switch is undone in the same task
 * (nothing is painted in between) and the face applies from the next page (src/app/page-arrival.ts).
 */
const root = document.documentElement;
const FACE_CACHED = 'brand-face';
try {
  if (localStorage.getItem(FACE_CACHED)) {
    root.dataset.brandFace = '';
    // Ask for it now (it is in the HTTP cache): the face is optional, so a heading first laid out
    // before it arrives keeps the fallback for good. The dashboard's panels are drawn by script a
    // moment after the first paint and got the fallback on a direct visit, the brand face when
    // reached by signing in.
    void document.fonts.load('700 1em Manrope').catch(() => undefined);
  }
} catch {
  // No storage (a private window): the face is tried after the first paint instead.
}
async function tryBrandFace(): Promise<void> {
  if ('brandFace' in root.dataset) return;
  await document.fonts.load('700 1em Manrope');
  try {
    localStorage.setItem(FACE_CACHED, '1');
  } catch {
    // As above.
  }
  const onScreen = [...document.querySelectorAll('main :is(h1, h2, h3, h4, p, li, blockquote, dd)')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight;
  });
  const where = () => onScreen.map((element) => `${element.getBoundingClientRect().top},${element.clientHeight}`).join();
  const before = where();
  root.dataset.brandFace = '';
  if (where() !== before) delete root.dataset.brandFace;
}

/** After the first paint: the whole stylesheet, and once it applies (or fails to come), the rest of the page and the brand face. */
function styleWholePage(): void {
  const styled = () => {
    layOutWholePage();
    void tryBrandFace().catch(() => undefined);
  };
  if (!stylesheet || wholePageFirst) return styled();
  const link = addStylesheet(stylesheet);
  link.onload = link.onerror = styled;
}

/** Lazy images wait for the first paint (src/ui/Img.tsx): now they may load, nearest the screen first as the browser decides. */
const releaseLazyImages = () => {
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-src]')) if (image.getAttribute('src') !== image.dataset.src) image.src = image.dataset.src!;
};

if (entry) document.addEventListener('click', noteEarlyMenuTap);
afterFirstContentfulPaint(() => {
  releaseLazyImages();
  if (!entry) return;
  styleWholePage();
  if (printStylesheet) addStylesheet(printStylesheet, 'print');
  // The entry resolves once the app's module has run (client.tsx awaits it): React handles taps from then on.
  void import(/* @vite-ignore */ entry).finally(() => document.removeEventListener('click', noteEarlyMenuTap));
  void preloadChunks();
});
