/*
 * Each prerendered page inlines only the style rules it needs; the whole stylesheet (named by the
 * build in the entry script's data-stylesheet attribute) is loaded once the page is interactive,
 * and before the app shows a page or screen whose rules the first page did not carry.
 */
let loading: Promise<void> | undefined;

/** Resolves once the whole stylesheet applies (at once where the page inlines all of it, or on the server). */
export function loadSiteStylesheet(): Promise<void> {
  if (loading) return loading;
  const href = typeof document === 'undefined' ? undefined : document.querySelector<HTMLScriptElement>('script[data-stylesheet]')?.dataset.stylesheet;
  if (!href) return (loading = Promise.resolve());
  loading = new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A failed load still lets the page show: its content matters more than its styling.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return loading;
}
