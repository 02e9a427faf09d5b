import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_AUTOPLAY_MS, CARD_GAP_PX, CARD_WIDTH_PX, nextIndex, previousIndex, SLIDE_AUTOPLAY_MS, slideLabel, swipeStep, SWIPE_THRESHOLD_PX, wrapIndex } from '../../../src/lib/motion/carousel-index.ts';

describe('carousel constants (spec §9)', () => {
  it('match the specification', () => {
    expect([SWIPE_THRESHOLD_PX, CARD_AUTOPLAY_MS, SLIDE_AUTOPLAY_MS, CARD_WIDTH_PX, CARD_GAP_PX]).toEqual([50, 7000, 3000, 280, 16]);
  });
});

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(nextIndex(4, 5)).toBe(0);
    expect(previousIndex(0, 5)).toBe(4);
    expect(nextIndex(1, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
  });

  it('is 0 for an empty carousel', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('always lands inside 0..count-1, and next then previous is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 50 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(count);
        expect(previousIndex(nextIndex(wrapped, count), count)).toBe(wrapped);
      }),
    );
  });

  it('count presses of next come back to the start', () => {
    let index = 0;
    for (let press = 0; press < 7; press++) index = nextIndex(index, 7);
    expect(index).toBe(0);
  });
});

describe('swipeStep', () => {
  it('needs 50 px of travel', () => {
    expect(swipeStep(-49)).toBe(0);
    expect(swipeStep(49)).toBe(0);
    expect(swipeStep(-50)).toBe(1);
    expect(swipeStep(50)).toBe(-1);
    expect(swipeStep(-200)).toBe(1);
    expect(swipeStep(0)).toBe(0);
  });
});

describe('slideLabel', () => {
  it('reads "Slide 2 of 5"', () => {
    expect(slideLabel(1, 5)).toBe('Slide 2 of 5');
    expect(slideLabel(5, 5)).toBe('Slide 1 of 5');
  });
});
