/*
 * The browser entry, kept tiny: it lets the browser paint the prerendered page first and only then
 * fetches the app. After the first frame it preloads, all at once, every chunk the page needs
 * before it is interactive (listed by the build in the entry's data-preload attribute), and runs
 * the app (hydrate.tsx). Until then the page's scripts take no bandwidth from the HTML and the
 * hero image, and hydration, the page's heaviest script work, never delays the first paint.
 */
const chunks = document.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset.preload?.split(' ').filter(Boolean) ?? [];

requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    void import('./hydrate.tsx');
  }),
);
