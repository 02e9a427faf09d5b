/**
 * Layout faults a person sees, read from the page as it is now: something sticking out sideways
 * (unclipped) and a fixed element trapped in a box smaller than the screen.
 */
import type { Page } from 'playwright-core';

/** Visible elements that cross the screen's left or right edge without a clipping box around them. */
export const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const crosses = (box.left < -1 && box.right > 0) || (box.left < width && box.right > width + 1);
      if (!box.width || !box.height || !crosses || getComputedStyle(element).visibility === 'hidden') continue;
      if (element.closest('[inert], [aria-hidden="true"]') || element.checkVisibility?.({ opacityProperty: true }) === false) continue; // not seen
      // Clipped by a box that is itself on screen (a carousel's track): the person sees no overflow.
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body && !clipped; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const outer = parent.getBoundingClientRect();
        clipped = outer.left >= -1 && outer.right <= width + 1;
      }
      if (!clipped) found.push(`${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '')} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return found.slice(0, 5);
  });

/** Fixed elements whose containing block is not the screen (an ancestor with a transform, filter, backdrop-filter …). */
export const trappedFixed = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (getComputedStyle(element).position !== 'fixed') continue;
      for (let parent = element.parentElement; parent && parent !== document.documentElement; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const traps =
          style.transform !== 'none' || style.filter !== 'none' || style.backdropFilter !== 'none' || style.perspective !== 'none' || /paint|layout|strict|content/.test(style.contain) || /transform|filter|perspective/.test(style.willChange);
        if (traps) {
          found.push(`${element.tagName.toLowerCase()}.${element.getAttribute('class')} is fixed inside ${parent.tagName.toLowerCase()}.${parent.getAttribute('class')}`);
          break;
        }
      }
    }
    return found;
  });
