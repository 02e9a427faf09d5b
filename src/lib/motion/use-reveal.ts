/*
 * Scroll-triggered entrances: once a block comes into view, with a -100px margin, its
 * [data-reveal] children animate in, once. The prerendered HTML shows everything: only after the
 * app runs, and only when motion is welcome, does a block marked data-reveals get `reveal-armed`
 * (which hides the children until `is-revealed`). The page renderer arms a page's blocks after it
 * renders them, so a block needs no code for this (its prerendered HTML may be kept as it is, see
 * src/renderer/static-blocks.ts). No animation library: CSS transitions do the movement, with the
 * timings in src/styles/base.css.
 */
export const REVEAL_ROOT_MARGIN = '-100px';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Arms every block marked data-reveals under `root` that is not on screen yet; returns a function that stops watching. */
export function armReveals(root: ParentNode): () => void {
  if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries.filter((candidate) => candidate.isIntersecting)) {
        entry.target.classList.add('is-revealed');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: REVEAL_ROOT_MARGIN },
  );
  for (const element of root.querySelectorAll<HTMLElement>('[data-reveals]:not(.reveal-armed)')) {
    // Already on screen when the app starts: left alone, so nothing the reader sees blinks.
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight - 100 && box.bottom > 0) continue;
    element.classList.add('reveal-armed');
    observer.observe(element);
  }
  return () => observer.disconnect();
}
