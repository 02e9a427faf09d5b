/*
 * The browser entry, kept tiny: it lets the browser show the prerendered page first and only then
 * fetches the app. Once the first contentful frame is on screen it preloads every chunk the page
 * needs before it is interactive (listed by the build in the entry's data-preload attribute), and
 * runs the app (hydrate.tsx). Until then the page's scripts take no bandwidth from the HTML and the
 * hero image, and hydration, the page's heaviest script work, never delays the first paint.
 */
const entry = document.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset;
const chunks = entry?.preload?.split(' ').filter(Boolean) ?? [];

const PRELOADS_PER_TASK = 4;
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Asks for the chunks a few at a time: each <link rel=modulepreload> costs the main thread a few milliseconds on a slow phone. */
async function preloadChunks(): Promise<void> {
  // The shell's data (menus, routes) first: hydration needs it as much as any chunk. Fetched as
  // hydrate.tsx fetches it (CORS mode, same-origin credentials), so the browser reuses this copy.
  if (entry?.shell) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = entry.shell;
    document.head.append(link);
  }
  for (let index = 0; index < chunks.length; index += PRELOADS_PER_TASK) {
    if (index > 0) await nextTask();
    for (const href of chunks.slice(index, index + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}

/** The longest the app waits for a first paint that may never come (a page opened in the background paints when shown). */
const FIRST_PAINT_WAIT_MS = 3000;
/** After a first paint with nothing contentful (a loading shape, a background), how long the first contentful one may take. */
const CONTENT_AFTER_PAINT_MS = 100;

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
        for (const entry of list.getEntries()) setTimeout(once, entry.name === 'first-contentful-paint' ? 0 : CONTENT_AFTER_PAINT_MS);
      })
    : undefined;
  if (!observer) return void requestAnimationFrame(() => setTimeout(once));
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}

/**
 * On a slow phone the menu button is on screen a second or more before React handles its clicks,
 * and a tap then would be lost. The entry notes it on the document (data-early-menu-tap), and the
 * header opens the menu as soon as it is live (Header.tsx). From hydration on, React handles taps.
 */
const noteEarlyMenuTap = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('.site-header__burger')) document.documentElement.dataset.earlyMenuTap = '';
};
document.addEventListener('click', noteEarlyMenuTap);

afterFirstContentfulPaint(() => {
  void preloadChunks();
  // React DOM starts in a task of its own, then the app: shorter tasks than one for both, so a
  // tap on a slow phone waits less (and Total Blocking Time counts less).
  void import('react-dom/client')
    .then(() => import('./hydrate.tsx'))
    .finally(() => document.removeEventListener('click', noteEarlyMenuTap));
});
