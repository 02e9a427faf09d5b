import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { nextIndex, previousIndex, slideLabel, wrapIndex } from '../lib/motion/carousel-index.ts';
import type { CarouselDriverProps } from '../lib/motion/carousel-driver.tsx';
import { prefersReducedMotion } from '../lib/motion/use-reveal.ts';

/*
 * A carousel that is complete without JavaScript: the server renders every item in a row that
 * scrolls sideways (so crawlers and no-JS readers get all of it, and the row's height is reserved).
 * After hydration it becomes a carousel: arrow buttons, a pause button, autoplay that stops on
 * hover and focus, an announcement of the current slide, and (loaded with import()) spring motion
 * and swipe. Two kinds (spec §4, §9):
 *   "slides": one slide at a time, autoplay every 3 s;
 *   "cards":  280 px cards with a 16 px gap on small screens, autoplay every 7 s; a grid on wide ones.
 * With prefers-reduced-motion nothing moves by itself and changes happen without animation.
 */
const CARD_QUERY = '(max-width: 767.98px)';

export function Carousel({ label, kind, autoplayMs, items, className }: { label: string; kind: 'slides' | 'cards'; autoplayMs: number; items: ReactNode[]; className?: string }) {
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
  const liveId = useId();

  useEffect(() => {
    setEnhanced(true);
    setReduced(prefersReducedMotion());
    const queries: MediaQueryList[] = [];
    const listen = (query: string, apply: (matches: boolean) => void) => {
      if (typeof window.matchMedia !== 'function') return;
      const list = window.matchMedia(query);
      apply(list.matches);
      list.addEventListener('change', (event) => apply(event.matches));
      queries.push(list);
    };
    listen('(prefers-reduced-motion: reduce)', setReduced);
    if (kind === 'cards') listen(CARD_QUERY, setActive);
    let cancelled = false;
    const load = () =>
      import('../lib/motion/carousel-driver.tsx').then((module) => {
        if (!cancelled) setDriver(() => module.default);
      });
    const idle = (window as Window & { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
    if (idle) idle(load);
    else setTimeout(load, 200);
    return () => {
      cancelled = true;
    };
  }, [kind]);

  const playing = enhanced && active && !reduced && !stopped && count > 1;
  const paused = hovered || focused;

  useEffect(() => {
    if (!playing || paused) return;
    const timer = setTimeout(() => setIndex((current) => nextIndex(current, count)), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, paused, index, count, autoplayMs]);

  const go = useCallback((step: -1 | 1) => setIndex((current) => (step === 1 ? nextIndex(current, count) : previousIndex(current, count))), [count]);

  // Keyboard users tab into an item: bring it into view (the browser would scroll the viewport instead).
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    if (!active) return;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-carousel-index]');
    if (item && viewport.current?.contains(item)) {
      viewport.current.scrollLeft = 0;
      setIndex(wrapIndex(Number(item.dataset.carouselIndex), count));
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const classes = ['carousel', `carousel--${kind}`, enhanced && 'is-enhanced', active && 'is-active', className].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="carousel__viewport" ref={viewport}>
        <div className="carousel__track" ref={track} style={{ '--index': index } as CSSProperties}>
          {items.map((item, itemIndex) => (
            <div
              key={itemIndex}
              className={`carousel__item${itemIndex === index ? ' is-current' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} of ${count}`}
              data-carousel-index={itemIndex}
            >
              {item}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" aria-label="Previous slide" onClick={() => go(-1)}>
            <Chevron direction="left" />
          </button>
          <span className="carousel__counter" aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" className="carousel__button" aria-label="Next slide" onClick={() => go(1)}>
            <Chevron direction="right" />
          </button>
          {enhanced && active && !reduced && (
            <button type="button" className="carousel__button carousel__button--pause" aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'} aria-pressed={stopped} onClick={() => setStopped((value) => !value)}>
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <p className="visually-hidden" id={liveId} aria-live={playing && !paused ? 'off' : 'polite'} aria-atomic="true">
            {slideLabel(index, count)}
          </p>
        </div>
      )}
      {Driver && <Driver viewport={viewport} track={track} index={index} active={active} reduced={reduced} go={go} />}
    </div>
  );
}

const iconProps = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...iconProps}>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}
function PauseIcon() {
  return (
    <svg {...iconProps}>
      <path d="M8 5v14M16 5v14" />
    </svg>
  );
}
function PlayIcon() {
  return (
    <svg {...iconProps}>
      <path d="m7 4 13 8-13 8z" />
    </svg>
  );
}
