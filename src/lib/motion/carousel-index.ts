/*
 * The arithmetic of every carousel, kept free of React and DOM so it is easy to test.
 * The index wraps around; a swipe counts once it travels 50 px.
 */

export const SWIPE_THRESHOLD_PX = 50;
/** The mobile card carousel: autoplay every 7 s; cards 280 px wide with a 16 px gap. */
export const CARD_AUTOPLAY_MS = 7000;
export const CARD_WIDTH_PX = 280;
export const CARD_GAP_PX = 16;
/** The slide carousel (one slide at a time): autoplay every 3 s. */
export const SLIDE_AUTOPLAY_MS = 3000;

/** Any whole number folded into 0..count-1, so next after the last is the first and back from the first is the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);
export const previousIndex = (index: number, count: number) => wrapIndex(index - 1, count);

/**
 * What a finished drag means: +1 (go to the next item) when it moved left past the threshold,
 * -1 (previous) when it moved right past it, 0 (stay) otherwise.
 */
export function swipeStep(deltaX: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (deltaX <= -threshold) return 1;
  if (deltaX >= threshold) return -1;
  return 0;
}

/** The words the live region reads out, e.g. "Slide 2 of 5". */
export const slideLabel = (index: number, count: number) => `Slide ${wrapIndex(index, count) + 1} of ${count}`;

/**
 * How long a slide that holds a paragraph stays before it moves on: never less than the slide
 * carousel's 3 s, and never less than the time to read it (about 200 words a minute, plus a
 * moment to take in the title).
 */
export const READING_MS_PER_WORD = 300;
export const dwellMs = (text: string) => Math.max(SLIDE_AUTOPLAY_MS, 1500 + text.trim().split(/\s+/).length * READING_MS_PER_WORD);
