import { useEffect, useRef, type RefObject } from 'react';
import { useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { swipeStep, SWIPE_THRESHOLD_PX } from './carousel-index.ts';

/*
 * The moving part of a carousel, loaded with import() after hydration so react-spring and
 * @use-gesture never weigh on the first load. It renders nothing: it springs the track to the
 * current index and turns horizontal drags into next/previous (50 px threshold). Until it loads,
 * and with reduced motion, the track jumps by CSS alone (see src/ui/carousel.css).
 */
export interface CarouselDriverProps {
  viewport: RefObject<HTMLDivElement | null>;
  track: RefObject<HTMLDivElement | null>;
  index: number;
  /** false while the carousel shows as a grid (the card carousel on wide screens). */
  active: boolean;
  reduced: boolean;
  go: (step: number) => void;
}

/** Distance from one item to the next: a full slide, or a 280 px card plus its 16 px gap. */
function stepOf(track: HTMLElement): number {
  const [first, second] = track.children as unknown as HTMLElement[];
  if (first && second) return second.offsetLeft - first.offsetLeft;
  return track.clientWidth;
}

export default function CarouselDriver({ viewport, track, index, active, reduced, go }: CarouselDriverProps) {
  const dragged = useRef(false);
  const [, api] = useSpring(() => ({
    x: 0,
    config: { tension: 260, friction: 30 },
    onChange: (result: { value: { x: number } }) => {
      if (track.current) track.current.style.transform = `translate3d(${result.value.x}px, 0, 0)`;
    },
  }));

  const target = () => (track.current ? -index * stepOf(track.current) : 0);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    if (!active) {
      api.stop();
      element.style.transform = '';
      return;
    }
    api.start({ x: target(), immediate: reduced });
    const onResize = () => api.start({ x: target(), immediate: true });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [index, active, reduced]); // eslint-disable-line react-hooks/exhaustive-deps

  useDrag(
    ({ active: dragging, movement: [mx], last, first }) => {
      if (!active) return;
      if (first) dragged.current = false;
      if (Math.abs(mx) > 8) dragged.current = true;
      if (dragging) {
        api.start({ x: target() + mx, immediate: true });
        return;
      }
      if (last) {
        const step = swipeStep(mx, SWIPE_THRESHOLD_PX);
        if (step) go(step);
        else api.start({ x: target(), immediate: reduced });
      }
    },
    { target: viewport, axis: 'x', filterTaps: true, eventOptions: { passive: true } },
  );

  // A drag that ends over a link must not follow it.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    element.dataset.motion = 'ready'; // for tests and debugging: the motion module is running
    const onClick = (event: MouseEvent) => {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('click', onClick, true);
    return () => element.removeEventListener('click', onClick, true);
  }, [viewport]);

  return null;
}
