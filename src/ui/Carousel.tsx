import { useEffect, useRef, useState, type ComponentType, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { slideLabel, wrapIndex } from '../lib/motion/carousel-index.ts';
import type { CarouselDriverProps } from '../lib/motion/carousel-driver.tsx';
import { prefersReducedMotion } from '../lib/motion/use-reveal.ts';

/*
 * A carousel that is complete without JavaScript: the server renders every item in a row that
 * scrolls sideways (so crawlers and no-JS readers get all of it, and the row's height is reserved).
 * After hydration it becomes a carousel: arrow buttons, a pause button, autoplay that stops on
 * hover and focus, an announcement of the current slide, and (loaded with import() when the
 * browser is idle) spring motion and swipe. Two kinds (spec §4, §9):
 *   "slides": one slide at a time, autoplay every 3 s;
 *   "cards":  280 px cards with a 16 px gap on small screens, autoplay every 7 s; a grid from 768 px.
 * With prefers-reduced-motion nothing moves by itself and changes happen without animation.
 */
export function Carousel({ label, kind, autoplayMs, items }: { label: string; kind: 'slides' | 'cards'; autoplayMs: number; items: ReactNode[] }) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [reduced, setReduced] = useState(false);
  const [active, setActive] = useState(kind === 'slides');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [Driver, setDriver] = useState<ComponentType<CarouselDriverProps> | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setEnhanced(true);
    setReduced(prefersReducedMotion());
    let cancelled = false;
    let cards: MediaQueryList | undefined;
    const onCards = () => setActive(Boolean(cards?.matches));
    if (kind === 'cards' && window.matchMedia) {
      cards = window.matchMedia('(max-width: 767.98px)');
      onCards();
      cards.addEventListener('change', onCards);
    }
    const load = () => import('../lib/motion/carousel-driver.tsx').then((module) => cancelled || setDriver(() => module.default));
    const idle = (window as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
    if (idle) idle(load);
    else setTimeout(load, 200);
    return () => {
      cancelled = true;
      cards?.removeEventListener('change', onCards);
    };
  }, [kind]);

  const go = (step: number) => setIndex((current) => wrapIndex(current + step, count));
  const playing = enhanced && active && !reduced && !stopped && count > 1;
  const paused = hovered || focused;

  useEffect(() => {
    if (!playing || paused) return;
    const timer = setTimeout(() => go(1), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, paused, index, autoplayMs]); // eslint-disable-line react-hooks/exhaustive-deps

  // Tabbing into an item brings it into view (else the browser scrolls the clipped viewport itself).
  const onFocus = (event: FocusEvent) => {
    setFocused(true);
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (active && item && viewport.current) {
      viewport.current.scrollLeft = 0;
      setIndex(Number(item.dataset.index));
    }
  };

  return (
    <div
      className={`carousel carousel--${kind}${enhanced ? ' is-enhanced' : ''}${active ? ' is-active' : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || setFocused(false)}
    >
      <div className="carousel__viewport" ref={viewport}>
        <div className="carousel__track" ref={track} style={{ '--index': index } as CSSProperties}>
          {items.map((item, itemIndex) => (
            <div key={itemIndex} className="carousel__item" role="group" aria-roledescription="slide" aria-label={`${itemIndex + 1} of ${count}`} data-index={itemIndex}>
              {item}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__button carousel__button--prev" aria-label="Previous slide" onClick={() => go(-1)} />
          <span className="carousel__counter" aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" className="carousel__button carousel__button--next" aria-label="Next slide" onClick={() => go(1)} />
          {enhanced && active && !reduced && (
            <button type="button" className={`carousel__button carousel__button--${stopped ? 'play' : 'pause'}`} aria-label="Automatic slide show" aria-pressed={!stopped} onClick={() => setStopped(!stopped)} />
          )}
          <p className="visually-hidden" aria-live={playing && !paused ? 'off' : 'polite'} aria-atomic="true">
            {slideLabel(index, count)}
          </p>
        </div>
      )}
      {Driver && <Driver viewport={viewport} track={track} index={index} active={active} reduced={reduced} go={go} />}
    </div>
  );
}
