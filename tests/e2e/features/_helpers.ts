/** Shared bits of the feature browser tests (not a test file: no .test. in the name). */
import { openPage, waitForApp, type WatchedPage } from '../../helpers/browser.ts';
import type { Page } from 'playwright-core';
import type { RunningSite } from '../../helpers/site.ts';

/** Waits until the app runs the page (see waitForApp). */
export const ready = waitForApp;

/** Rows of a form table, straight from the app's database. */
export async function rows(site: RunningSite, table: 'contact_us_forms' | 'careers_forms' | 'get_started_forms'): Promise<Record<string, unknown>[]> {
  return (site.app.ctx.db as any).selectFrom(table).selectAll().execute();
}

/** Console messages of every type, for tests that check what was logged. */
export function recordConsole(page: Page): { type: string; text: string }[] {
  const seen: { type: string; text: string }[] = [];
  page.on('console', (message) => seen.push({ type: message.type(), text: message.text() }));
  return seen;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Which build the tests serve: the global setup's .test-dist, or (TEST_DIST_DIR) a private one, so
 * a developer can test a build of their own while others rebuild .test-dist in the same tree.
 */
export const DIST = process.env.TEST_DIST_DIR ?? '.test-dist';

/** A watched page whose Playwright actions fail after 8 s with a useful message (not the test's timeout). */
export async function open(browser: import('playwright-core').Browser, options: import('playwright-core').BrowserContextOptions = {}): Promise<WatchedPage> {
  const page = await openPage(browser, options);
  page.setDefaultTimeout(8000);
  return page;
}

/**
 * Records, inside the page, when each toast text first showed and was last on screen (a
 * MutationObserver, so the times are those of the DOM changes, not of the test's round trips),
 * when the path changed and when an open dialog closed. Times are ms since the start.
 */
type Timeline = { shown: Record<string, [number, number]>; pathChangedAt?: number; dialogClosedAt?: number };
export async function startTimeline(page: Page): Promise<{ read(): Promise<Timeline> }> {
  await page.evaluate(() => {
    const start = performance.now();
    const path = location.pathname;
    const record: Timeline = { shown: {} };
    (window as unknown as { __timeline: Timeline }).__timeline = record;
    let visible = new Set<string>();
    let hadDialog = false;
    const check = () => {
      const now = Math.round(performance.now() - start);
      const current = new Set<string>();
      for (const element of document.querySelectorAll('[data-testid="toast"], [data-testid="forgot-password-notice"]')) {
        current.add(element.textContent?.replace(/^[✓✕]/, '').trim() ?? '');
      }
      for (const text of current) if (!record.shown[text]) record.shown[text] = [now, now];
      // A text that just disappeared was last on screen until now.
      for (const text of visible) if (!current.has(text)) record.shown[text]![1] = now;
      for (const text of current) record.shown[text]![1] = Math.max(record.shown[text]![1], now);
      visible = current;
      if (record.pathChangedAt === undefined && location.pathname !== path) record.pathChangedAt = now;
      const dialogOpen = document.querySelector('dialog[open]') !== null;
      if (dialogOpen) hadDialog = true;
      else if (hadDialog && record.dialogClosedAt === undefined) record.dialogClosedAt = now;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    // wouter changes the path with history.pushState/replaceState, which no mutation reports by itself.
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        check();
      };
    }
  });
  return { read: () => page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline) };
}
