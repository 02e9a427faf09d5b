/**
 * Where a browser ends the lines of an element's text: what a reader sees of how an e-mail address
 * or a heading wraps.
 */
import type { Locator } from 'playwright-core';

/** The text of each line the element's characters fall on (one Range per character). */
export function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        const top = Math.round(rect.top);
        lines.set(top, (lines.get(top) ?? '') + text[i]);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
  });
}
