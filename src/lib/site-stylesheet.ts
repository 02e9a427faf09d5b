/*
 * Each prerendered page inlines only the style rules it needs; the whole stylesheet (named by the
 * build in the entry script's data-stylesheet attribute) is fetched once the page is interactive,
 * but applied only when the app is about to show a page or screen whose rules the first page did
 * not carry: applying it at once would restyle the whole page, one long task on a slow phone.
 */
let loading: Promise<void> | undefined;

const stylesheetUrl = () => (typeof document === 'undefined' ? undefined : document.querySelector<HTMLScriptElement>('script[data-stylesheet]')?.dataset.stylesheet);

/** Downloads the whole stylesheet into the browser's cache without applying it. */
export function prefetchSiteStylesheet(): void {
  const href = stylesheetUrl();
  if (!href || loading) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'style';
  link.href = href;
  document.head.append(link);
}

/** Resolves once the whole stylesheet applies (at once where the page inlines all of it, or on the server). */
export function loadSiteStylesheet(): Promise<void> {
  if (loading) return loading;
  const href = stylesheetUrl();
  if (!href) return (loading = Promise.resolve());
  loading = new Promise((resolve) => {
    // The loader (src/app/boot.ts) may have applied it already, after the first paint.
    const applied = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
    if (applied?.sheet) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A failed load still lets the page show: its content matters more than its styling.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return loading;
}
