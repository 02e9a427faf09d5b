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

/** For holding a route's answer (a slow network), or a short watch that nothing happens: mark each use `// wait-ok: <why>`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)); // wait-ok: the definition

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

