/** Shared bits of the feature browser tests (not a test file: no .test. in the name). */
import { openPage, type WatchedPage } from '../../helpers/browser.ts';
import type { Page } from 'playwright-core';
import type { RunningSite } from '../../helpers/site.ts';

/** Waits until the page has hydrated (the app marks nothing, so: scripts done and network quiet). */
export async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** Rows of a form table, straight from the app's database. */
export async function rows(site: RunningSite, table: 'contact_us_forms' | 'careers_forms' | 'get_started_forms'): Promise<Record<string, unknown>[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
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
 * Records, inside the page every 10 ms, which toasts show and the path, so timings are measured
 * where they happen rather than across the test's round trips. `read()` returns when (ms since
 * start) each text first showed and was last seen, and when the path first changed.
 */
export async function startTimeline(page: Page): Promise<{ read(): Promise<{ shown: Record<string, [number, number]>; pathChangedAt?: number; dialogClosedAt?: number }> }> {
  await page.evaluate(() => {
    const start = performance.now();
    const path = location.pathname;
    const record: { shown: Record<string, [number, number]>; pathChangedAt?: number; dialogClosedAt?: number } = { shown: {} };
    let hadDialog = false;
    (window as unknown as { __timeline: typeof record }).__timeline = record;
    setInterval(() => {
      const now = Math.round(performance.now() - start);
      for (const element of document.querySelectorAll('[data-testid="toast"], [data-testid="forgot-password-notice"]')) {
        const text = element.textContent?.replace(/^[✓✕]/, '').trim() ?? '';
        const seen = record.shown[text];
        if (seen) seen[1] = now;
        else record.shown[text] = [now, now];
      }
      if (record.pathChangedAt === undefined && location.pathname !== path) record.pathChangedAt = now;
      const dialogOpen = document.querySelector('dialog[open]') !== null;
      if (dialogOpen) hadDialog = true;
      else if (hadDialog && record.dialogClosedAt === undefined) record.dialogClosedAt = now;
    }, 10);
  });
  return {
    read: () => page.evaluate(() => (window as unknown as { __timeline: { shown: Record<string, [number, number]>; pathChangedAt?: number; dialogClosedAt?: number } }).__timeline),
  };
}
