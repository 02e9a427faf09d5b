import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { CARD_AUTOPLAY_MS, slideLabel, SLIDE_AUTOPLAY_MS, swipeStep, SWIPE_THRESHOLD_PX, wrapIndex } from './carousel-index.ts';

/*
 * Everything a carousel does, loaded with import() when the carousel nears the screen (src/ui/Carousel.tsx renders the
 * static, readable markup). It renders nothing: it keeps the index, wires the arrows and the pause
 * button, autoplays (pausing on hover and focus, never with reduced motion), announces the slide,
 * springs the track to the index with react-spring and turns drags into next/previous with
 * @use-gesture (50 px threshold). The card kind is only a carousel on small screens.
 */
export interface CarouselDriverProps {
  root: RefObject<HTMLDivElement | null>;
  kind: 'slides' | 'cards';
  count: number;
}

const CARD_QUERY = '(max-width: 767.98px)';
const REDUCED_QUERY = '(prefers-reduced-motion: reduce)';

function useMedia(query: string, enabled = true): boolean {
  const [matches, setMatches] = useState(() => enabled && window.matchMedia(query).matches);
  useEffect(() => {
    if (!enabled) return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query, enabled]);
  return enabled ? matches : true;
}

/** Distance from one item to the next: a full slide, or a 280 px card plus its 16 px gap. */
function stepOf(track: HTMLElement): number {
  const [first, second] = track.children as unknown as HTMLElement[];
  return first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
}

export default function CarouselDriver({ root, kind, count }: CarouselDriverProps) {
  const autoplayMs = kind === 'slides' ? SLIDE_AUTOPLAY_MS : CARD_AUTOPLAY_MS;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const active = useMedia(CARD_QUERY, kind === 'cards');
  const reduced = useMedia(REDUCED_QUERY);
  const dragged = useRef(false);
  const element = root.current!;
  const viewport = element.querySelector<HTMLElement>('.carousel__viewport')!;
  const track = element.querySelector<HTMLElement>('.carousel__track')!;
  const find = (selector: string) => element.querySelector<HTMLElement>(selector);

  const playing = active && !reduced && !stopped && count > 1;
  const paused = hovered || focused;
  const go = (step: number) => setIndex((current) => wrapIndex(current + step, count));

  const [, api] = useSpring(() => ({
    x: 0,
    config: { tension: 260, friction: 30 },
    onChange: (result: { value: { x: number } }) => {
      track.style.transform = `translate3d(${result.value.x}px, 0, 0)`;
    },
  }));
  const target = () => -index * stepOf(track);

  // Classes, arrows, hover and focus: wired once.
  useEffect(() => {
    element.classList.add('is-enhanced');
    viewport.dataset.motion = 'ready'; // for tests and debugging: the motion module is running
    viewport.removeAttribute('tabindex'); // the arrows take over from scrolling the row
    const previous = find('.carousel__button--prev');
    const next = find('.carousel__button--next');
    const pause = find('.carousel__button--pause');
    const onPrevious = () => go(-1);
    const onNext = () => go(1);
    const onPause = () => setStopped((value) => !value);
    const onEnter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = (event: FocusEvent) => {
      setFocused(true);
      const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
      if (item && viewport.contains(item)) {
        viewport.scrollLeft = 0; // the browser scrolls the clipped viewport to the focused card; the track moves instead
        setIndex(Number(item.dataset.index));
      }
    };
    const onFocusOut = (event: FocusEvent) => element.contains(event.relatedTarget as Node | null) || setFocused(false);
    // A drag that ends over a link must not follow it.
    const onClick = (event: MouseEvent) => {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    };
    previous?.addEventListener('click', onPrevious);
    next?.addEventListener('click', onNext);
    pause?.addEventListener('click', onPause);
    element.addEventListener('pointerenter', onEnter);
    element.addEventListener('pointerleave', onLeave);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    viewport.addEventListener('click', onClick, true);
    return () => {
      previous?.removeEventListener('click', onPrevious);
      next?.removeEventListener('click', onNext);
      pause?.removeEventListener('click', onPause);
      element.removeEventListener('pointerenter', onEnter);
      element.removeEventListener('pointerleave', onLeave);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      viewport.removeEventListener('click', onClick, true);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- wired once: the handlers read the latest state through the spring's API and refs

  // Carousel or grid (cards switch at 768 px); the pause button only where autoplay runs.
  useEffect(() => {
    element.classList.toggle('is-active', active);
    const pause = find('.carousel__button--pause');
    if (pause) {
      pause.hidden = !(active && !reduced && count > 1);
      pause.setAttribute('aria-pressed', String(!stopped));
      pause.classList.toggle('carousel__button--play', stopped);
    }
    if (!active) setIndex(0);
  }, [active, reduced, stopped]); // eslint-disable-line react-hooks/exhaustive-deps -- the elements found in the DOM do not change; only these states do

  // The index: move the track, update the counter and the announcement.
  useEffect(() => {
    const counter = find('.carousel__counter');
    const status = find('.carousel__status');
    if (counter) counter.textContent = `${index + 1} / ${count}`;
    if (status) {
      status.textContent = slideLabel(index, count);
      // Announce changes the reader makes, not every automatic turn (WAI-ARIA carousel pattern).
      status.setAttribute('aria-live', playing && !paused ? 'off' : 'polite');
    }
    element.querySelectorAll('.carousel__item').forEach((item, itemIndex) => item.classList.toggle('is-current', itemIndex === index));
    if (!active) {
      api.stop();
      track.style.transform = '';
      return;
    }
    api.start({ x: target(), immediate: reduced });
    const onResize = () => api.start({ x: target(), immediate: true });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [index, active, reduced, playing, paused]); // eslint-disable-line react-hooks/exhaustive-deps -- `target` and the spring are recreated each render but depend only on these

  // Autoplay: 3 s slides, 7 s cards; the timer restarts after every change, and waits while paused.
  useEffect(() => {
    if (!playing || paused) return;
    const timer = setTimeout(() => go(1), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, paused, index, autoplayMs]); // eslint-disable-line react-hooks/exhaustive-deps -- `go` is recreated each render; the timer must restart only when these change

  useDrag(
    ({ active: dragging, movement: [mx], last, first }) => {
      if (!active) return;
      if (first) dragged.current = false;
      if (Math.abs(mx) > 8) dragged.current = true;
      if (dragging) api.start({ x: target() + mx, immediate: true });
      else if (last) {
        const step = swipeStep(mx, SWIPE_THRESHOLD_PX);
        if (step) go(step);
        else api.start({ x: target(), immediate: reduced });
      }
    },
    { target: viewport, axis: 'x', filterTaps: true, eventOptions: { passive: true } },
  );

  return null;
}
