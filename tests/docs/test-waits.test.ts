/*
 * How the browser tests wait (docs/testing.md, "Under load"): after an action they wait for what a
 * person would see, never for a fixed time and never by reading the page once after waiting for
 * something else. A read-once assertion passes on a quiet machine and fails on a busy one, when
 * the list, the text or the state has not re-rendered yet. This reads every test file (no browser)
 * and refuses:
 *
 * - `page.waitForTimeout(…)` anywhere under tests/;
 * - in the browser tests (tests/e2e), a sleep: `sleep(…)` or `setTimeout(…)`;
 * - `expect(await <locator>.count())`, `.textContent()`, `.innerText()`, `.isVisible()`,
 *   `.getAttribute(…)`, `.inputValue()` and the like, `expect((await <locator>.boundingBox())…)`,
 *   and `expect(await page.evaluate(() => document.activeElement…))`: poll them with
 *   `expect.poll(() => …)`.
 *
 * A timing the page promises (a carousel's turn, a toast's second) is checked on the browser's
 * clock (`page.clock`), which the test moves on. A wait that proves something did NOT happen, with
 * no event to wait for, may stay: short, with `// wait-ok: <why>` on its line.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/build/files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const MARKER = 'wait-ok:';
const SELF = relative(ROOT, import.meta.filename);

/** The reads of a Playwright locator or handle that give what the page shows at one instant. */
const READS = 'count|textContent|innerText|innerHTML|isVisible|isHidden|isDisabled|isEnabled|isChecked|isEditable|inputValue|getAttribute|allTextContents|allInnerTexts';

const RULES: { name: string; pattern: RegExp; where: (file: string) => boolean; readsInPage?: true }[] = [
  { name: 'a fixed sleep (page.waitForTimeout)', pattern: /\bwaitForTimeout\s*\(/g, where: () => true },
  { name: 'a sleep in a browser test (sleep / setTimeout)', pattern: /\b(?:sleep|setTimeout)\s*\(/g, where: (file) => file.startsWith('tests/e2e/') },
  {
    name: 'a page read once in an assertion (use expect.poll)',
    pattern: new RegExp(`\\bexpect\\(\\s*await\\s+[^;]*?\\.(?:${READS})\\([^()]*\\)\\s*[,)]`, 'g'),
    where: () => true,
  },
  {
    // Focus often moves a frame after the action (a closing dialog hands it back in the next frame):
    // CI's fast run once read <body> there.
    name: 'where focus is, read once in an assertion (use expect.poll)',
    pattern: /\bexpect\(\s*await\s+[^;]*?document\.activeElement/g,
    where: () => true,
    readsInPage: true,
  },
  {
    name: 'a size read once in an assertion (use expect.poll: an opening dialog is still moving)',
    pattern: /\bexpect\(\s*\(\s*await\s+[^;]*?\.boundingBox\(\)\s*\)/g,
    where: () => true,
  },
];

/** Every finding in one file's text, as `file:line: rule: the line`, skipping lines that carry the marker. */
export function findWaits(file: string, text: string): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  for (const rule of RULES) {
    if (!rule.where(file)) continue;
    for (const match of text.matchAll(rule.pattern)) {
      // An arrow function inside is code run in the page (page.evaluate), whose reads are its own.
      if (match[0].includes('=>') && !rule.readsInPage) continue;
      const line = text.slice(0, match.index).split('\n').length;
      if (lines[line - 1]!.includes(MARKER)) continue;
      found.push(`${file}:${line}: ${rule.name}: ${lines[line - 1]!.trim()}`);
    }
  }
  return found;
}

/** Every test source (test files and their helpers), as paths from the repository's root. */
function testFiles(): string[] {
  return filesUnder(join(ROOT, 'tests'))
    .map((name) => join('tests', name))
    .filter((path) => /\.tsx?$/.test(path) && path !== SELF);
}

describe('how the tests wait', () => {
  it('no fixed sleeps and no page read once in an assertion, except lines marked wait-ok', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => findWaits(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('the check finds each shape it refuses, and lets a marked line and a poll through', () => {
    const e2e = 'tests/e2e/example.test.ts';
    expect(findWaits(e2e, 'await page.waitForTimeout(500);')).toHaveLength(1);
    expect(findWaits('tests/server/x.test.ts', 'await page.waitForTimeout(500);')).toHaveLength(1);
    expect(findWaits(e2e, 'await sleep(300);')).toHaveLength(1);
    expect(findWaits(e2e, 'await new Promise((resolve) => setTimeout(resolve, 300));')).toHaveLength(1);
    expect(findWaits('tests/server/x.test.ts', 'await new Promise((resolve) => setTimeout(resolve, 300));')).toEqual([]);
    expect(findWaits(e2e, 'expect(await rows(admin).count()).toBe(20);')).toHaveLength(1);
    expect(findWaits(e2e, "expect(await page.locator('h1').textContent(), 'the title').toBe('Hi');")).toHaveLength(1);
    expect(findWaits(e2e, "expect(await field.getAttribute('aria-invalid')).toBe('true');")).toHaveLength(1);
    expect(findWaits(e2e, "expect(\n  await dialog.isVisible(),\n).toBe(true);")).toHaveLength(1);
    expect(findWaits(e2e, "expect((await dialog.getByRole('button').boundingBox())!.height).toBeGreaterThanOrEqual(44);")).toHaveLength(1);
    expect(findWaits(e2e, "await expect.poll(async () => (await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);")).toEqual([]);
    expect(findWaits(e2e, 'await page.waitForTimeout(200); // wait-ok: nothing to wait for')).toEqual([]);
    expect(findWaits(e2e, 'await expect.poll(() => rows(admin).count()).toBe(20);')).toEqual([]);
    expect(findWaits(e2e, 'expect(await page.evaluate(() => document.title)).toBe("Hi");')).toEqual([]);
    expect(findWaits(e2e, "expect(await page.evaluate(() => document.body.getAttribute('class'))).toBe('x');")).toEqual([]);
    expect(findWaits(e2e, "expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');")).toHaveLength(1);
    expect(findWaits(e2e, 'expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);')).toHaveLength(1);
    expect(findWaits(e2e, "await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');")).toEqual([]);
  });
});
