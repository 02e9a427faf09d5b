/*
 * The browser entry, kept tiny: it lets the browser paint the prerendered page first and only then
 * fetches the app. After the first frame it preloads every chunk the page needs before it is
 * interactive (listed by the build in the entry's data-preload attribute), and runs the app
 * (hydrate.tsx). Until then the page's scripts take no bandwidth from the HTML and the
 * hero image, and hydration, the page's heaviest script work, never delays the first paint.
 */
const chunks = document.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset.preload?.split(' ').filter(Boolean) ?? [];

const PRELOADS_PER_TASK = 4;
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Asks for the chunks a few at a time: each <link rel=modulepreload> costs the main thread a few milliseconds on a slow phone. */
async function preloadChunks(): Promise<void> {
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

requestAnimationFrame(() =>
  setTimeout(() => {
    void preloadChunks();
    // React DOM starts in a task of its own, then the app: shorter tasks than one for both, so a
    // tap on a slow phone waits less (and Total Blocking Time counts less).
    void import('react-dom/client').then(() => import('./hydrate.tsx'));
  }),
);
