import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { CarouselDriverProps } from '../lib/motion/carousel-driver.tsx';
import { gridStyle } from './grid.ts';

/*
 * A carousel that is complete without JavaScript: the server renders every item in a row that
 * scrolls sideways (so crawlers and no-JS readers get all of it, and the row's height is reserved),
 * with its arrows, counter and live region; until the motion module takes over, the row itself is a
 * tab stop so keyboards can scroll it. Everything that moves (index, arrows, autoplay that
 * stops on hover and focus, the pause button, the "Slide 2 of 5" announcement, spring motion and
 * swipe) lives in src/lib/motion/carousel-driver.tsx, loaded with import() when the carousel
 * first comes near the screen, so none of it (nor react-spring and @use-gesture) weighs on the first load. Two kinds:
 *   "slides": one slide at a time, autoplay every 3 s;
 *   "cards":  280 px cards with a 16 px gap on small screens, autoplay every 7 s; a grid from 768 px.
 */
/** How near the screen a carousel must come for its motion module to load (so it is ready as it appears). */
export const CAROUSEL_LOAD_MARGIN = '0px 0px 200px 0px';

/** `columns`: for cards, the most a row of the grid holds from 768 px (default: chosen from the count, ./grid.ts). */
export function Carousel({ label, kind, items, columns }: { label: string; kind: 'slides' | 'cards'; items: ReactNode[]; columns?: number }) {
  const count = items.length;
  const root = useRef<HTMLDivElement>(null);
  const [Driver, setDriver] = useState<ComponentType<CarouselDriverProps> | null>(null);

  // The motion module (and react-spring, @use-gesture) loads when the carousel first needs it: as
  // it comes within 200 px of the screen, or as the reader reaches it by focus or pointer first.
  // A page whose carousels are never reached never downloads it.
  useEffect(() => {
    const element = root.current!;
    let cancelled = false;
    const load = () => {
      stop();
      import('../lib/motion/carousel-driver.tsx').then((module) => cancelled || setDriver(() => module.default));
    };
    const observer = typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: CAROUSEL_LOAD_MARGIN });
    const stop = () => {
      observer?.disconnect();
      for (const type of ['focusin', 'pointerenter', 'pointerdown'] as const) element.removeEventListener(type, load);
    };
    for (const type of ['focusin', 'pointerenter', 'pointerdown'] as const) element.addEventListener(type, load);
    if (observer) observer.observe(element);
    else load();
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  return (
    <div ref={root} className={`carousel carousel--${kind}`} role="region" aria-roledescription="carousel" aria-label={label} style={kind === 'cards' ? gridStyle(count, columns) : undefined}>
      <div className="carousel__viewport" tabIndex={0}>
        <div className="carousel__track">
          {items.map((item, index) => (
            <div key={index} className="carousel__item" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} data-index={index}>
              {item}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__button carousel__button--prev" aria-label="Previous slide" />
          <span className="carousel__counter" aria-hidden="true">
            {`1 / ${count}`}
          </span>
          <button type="button" className="carousel__button carousel__button--next" aria-label="Next slide" />
          <button type="button" className="carousel__button carousel__button--pause" aria-label="Automatic slide show" aria-pressed="true" hidden />
          <p className="visually-hidden carousel__status" aria-live="polite" aria-atomic="true">
            {`Slide 1 of ${count}`}
          </p>
        </div>
      )}
      {Driver && <Driver root={root} kind={kind} count={count} />}
    </div>
  );
}
