import { useCallback, useEffect, useRef, type PointerEvent, type RefObject } from 'react';

type Point = { x: number; y: number };

/** How long a pointed-at item waits while the pointer heads for the panel, before it is asked again. */
const AIM_DELAY_MS = 300;
/** Slack above and below the panel, so a path aimed at its first or last link still counts. */
const TOLERANCE_PX = 75;
/** Pointer positions kept: the oldest gives the direction of travel. */
const TRAIL_LENGTH = 3;

const same = (a: Point, b: Point) => a.x === b.x && a.y === b.y;
const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
function inTriangle(point: Point, a: Point, b: Point, c: Point): boolean {
  const sides = [cross(a, b, point), cross(b, c, point), cross(c, a, point)];
  return !(sides.some((side) => side < 0) && sides.some((side) => side > 0));
}

/**
 * "Menu aim" for a list of items beside the panel they fill (the mega-menu's groups and links):
 * an item the pointer enters is chosen at once, unless the pointer is on its way to the panel,
 * i.e. inside the triangle from where it was a few moves ago to the panel's near corners. Then the
 * choice waits and is asked again when the pointer rests, so a diagonal path from a group to one of
 * its links crosses other groups without switching to them. Clicks and keys choose at once; this
 * only sees pointer movement.
 */
export function useMenuAim(panel: RefObject<HTMLElement | null>) {
  const trail = useRef<Point[]>([]);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Where the pointer was when the last choice was put off: still there later means it rests.
  const putOffAt = useRef<Point | null>(null);

  const cancel = useCallback(() => clearTimeout(pending.current), []);
  useEffect(() => cancel, [cancel]);

  const remember = (event: PointerEvent) => {
    trail.current = [...trail.current, { x: event.clientX, y: event.clientY }].slice(-TRAIL_LENGTH);
  };

  const headingForPanel = (): boolean => {
    const box = panel.current?.getBoundingClientRect();
    const from = trail.current[0];
    const now = trail.current.at(-1);
    if (!box || !from || !now || same(from, now)) return false;
    if (putOffAt.current && same(putOffAt.current, now)) return false;
    const heading = inTriangle(now, from, { x: box.left, y: box.top - TOLERANCE_PX }, { x: box.left, y: box.bottom + TOLERANCE_PX });
    putOffAt.current = heading ? now : null;
    return heading;
  };

  const choose = (select: () => void) => {
    cancel();
    if (headingForPanel()) pending.current = setTimeout(() => choose(select), AIM_DELAY_MS);
    else select();
  };

  return {
    cancel,
    /** Spread on the list of items: follows the pointer while it is over them. */
    listProps: {
      onPointerMove: remember,
      // A later visit starts a fresh trail, not one from the last time.
      onPointerLeave: () => (trail.current = []),
    },
    /** Spread on each item, with what choosing it does. */
    itemProps: (select: () => void) => ({
      onPointerEnter: (event: PointerEvent) => {
        remember(event);
        choose(select);
      },
      onPointerLeave: cancel,
    }),
  };
}
