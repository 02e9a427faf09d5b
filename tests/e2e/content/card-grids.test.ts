/*
 * Card grids never leave a hole: at 375, 768, 1024 and 1440 px the last row of every list of cards
 * is full or centred. Checked on a test page built from the blocks' own examples, with each list
 * of cards repeated to every count from 2 to 8 its schema allows (so an author's count is covered,
 * whatever pages.json holds), and on the home page as it is. An intro banner's two or three stats
 * are a list instead, which has no row to leave part empty.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../../src/blocks/index.ts';
import hero from '../../../src/blocks/hero/schema.ts';
import callToAction from '../../../src/blocks/call-to-action/schema.ts';
import { openPage, waitForWholePage } from '../../helpers/browser.ts';
import { withTestPage, type Section } from '../../helpers/registry-kinds.ts';
import { useSiteBuiltFrom, type RunningSite } from '../../helpers/site.ts';

/** Lists of cards written inline in a block (not references to shared items), by block type. */
const CARD_LISTS: Record<string, string> = { 'problem-cards': 'cards', expectations: 'items', approach: 'steps', 'intro-banner': 'stats', 'service-list': 'items', 'blog-teasers': 'posts', 'engagement-offers': 'offers' };

/** The block's example with its list repeated to `count` items, each with its own title. */
function withCount(type: string, count: number) {
  const block = blocks.find((candidate) => candidate.type === type)!;
  const example = structuredClone(block.example) as Section;
  const list = example[CARD_LISTS[type]!] as Record<string, unknown>[];
  example[CARD_LISTS[type]!] = Array.from({ length: count }, (_, index) => {
    const item = structuredClone(list[index % list.length]!);
    for (const key of ['title', 'name', 'label'] as const) if (typeof item[key] === 'string') item[key] = `${String(item[key]).slice(0, 30)} ${index + 1}`;
    return item;
  });
  example.heading = `${String(example.heading ?? type)} with ${count}`;
  return block.schema.safeParse(example).success ? example : undefined;
}

const sections = Object.keys(CARD_LISTS).flatMap((type) => Array.from({ length: 7 }, (_, index) => withCount(type, index + 2)).filter((section) => section !== undefined));
const { registry: edited, path: testPath } = withTestPage('card-grids-test', 'Card grids test', {
  template: 'basic',
  description: 'A test page holding every list of cards at every count from two to eight.',
  sections: [{ ...hero.example, heading: 'Card grids under test' }, ...sections, callToAction.example],
});

let site: RunningSite;
let browser: Browser;
useSiteBuiltFrom(edited, (started) => ({ site, browser } = started));

/** Every card grid on the page whose last row is neither full nor centred, with why. */
function holes(page: Page) {
  return page.evaluate(() => {
    const grids = [...document.querySelectorAll<HTMLElement>('.card-grid, .carousel--cards .carousel__track')].filter((grid) => grid.offsetParent !== null && getComputedStyle(grid).flexWrap === 'wrap');
    return grids.flatMap((grid) => {
      const items = [...grid.children].filter((child) => (child as HTMLElement).offsetParent !== null) as HTMLElement[];
      const rows = new Map<number, HTMLElement[]>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), item]);
      }
      const ordered = [...rows.values()];
      const last = ordered.at(-1)!;
      if (ordered.length < 2 || last.length === ordered[0]!.length) return [];
      const box = grid.getBoundingClientRect();
      const left = last[0]!.getBoundingClientRect().left - box.left;
      const right = box.right - last.at(-1)!.getBoundingClientRect().right;
      return Math.abs(left - right) <= 2 ? [] : [`${grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className}: ${ordered.map((row) => row.length).join(' + ')}, last row ${Math.round(left)} px from the left, ${Math.round(right)} px from the right`];
    });
  });
}

/** Where an intro banner's words and its stats are, and each stat's figure and label. */
function introBanner(page: Page, heading: string) {
  return page.evaluate((text) => {
    const section = [...document.querySelectorAll('.intro-banner')].find((candidate) => candidate.querySelector('h2')?.textContent === text)!;
    const box = (node: Element) => node.getBoundingClientRect().toJSON() as DOMRect;
    return {
      copy: box(section.querySelector('.intro-banner__copy')!),
      list: box(section.querySelector('.intro-banner__stats')!),
      stats: [...section.querySelectorAll('.intro-banner__stat')].map((stat) => ({ figure: box(stat.querySelector('dd')!), label: box(stat.querySelector('dt')!) })),
    };
  }, heading);
}

describe('card grids', () => {
  it.each([375, 768, 1440])('an intro banner lists two or three stats one under another, each figure before its label, beside the words from 900 px (%i px)', async (width) => {
    const page = await openPage(browser, { viewport: { width, height: 900 } });
    await page.goto(site.url + testPath);
    await waitForWholePage(page);
    const example = blocks.find((block) => block.type === 'intro-banner')!.example as Section;
    for (const count of [2, 3]) {
      const { copy, list, stats } = await introBanner(page, `${String(example.heading)} with ${count}`);
      expect(stats).toHaveLength(count);
      for (const [index, { figure, label }] of stats.entries()) {
        expect(figure.right, `${count} stats, stat ${index + 1}: figure before its label`).toBeLessThanOrEqual(label.left);
        expect(figure.bottom > label.top && label.bottom > figure.top, `${count} stats, stat ${index + 1}: on one line`).toBe(true);
        if (index > 0) {
          expect(figure.top, `${count} stats: one under another`).toBeGreaterThan(stats[index - 1]!.figure.bottom);
          expect(figure.left, `${count} stats: the figures in one column`).toBeCloseTo(stats[0]!.figure.left, 0);
        }
      }
      if (width >= 900) expect(list.left, `${count} stats beside the words`).toBeGreaterThanOrEqual(copy.right);
      else expect(list.top, `${count} stats under the words`).toBeGreaterThanOrEqual(copy.bottom);
    }
    await page.context().close();
  });


  it.each([375, 768, 1024, 1440])('have a full or centred last row at %i px', async (width) => {
    const page = await openPage(browser, { viewport: { width, height: 900 } });
    for (const path of [testPath, '/']) {
      await page.goto(site.url + path);
      await page.evaluate(() => document.documentElement.setAttribute('data-full-layout', ''));
      expect(await holes(page), `${path} at ${width} px`).toEqual([]);
    }
    await page.context().close();
  });
});
