import { useEffect, useRef } from 'react';

/*
 * Scroll-triggered entrances: once a block comes into view, with a -100px margin, its
 * [data-reveal] children animate in, once. The prerendered HTML shows everything: only after
 * hydration, and only when motion is welcome, does the block get `reveal-armed` (which hides the
 * children until `is-revealed`). No animation library loads for this: CSS transitions do the
 * movement, with the timings in src/styles/base.css.
 */
export const REVEAL_ROOT_MARGIN = '-100px';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    // Already on screen at hydration: leave it alone, so nothing the reader sees blinks.
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight - 100 && box.bottom > 0) return;
    element.classList.add('reveal-armed');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.classList.add('is-revealed');
        observer.disconnect();
      },
      { rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
