/** Shared bits of the feature browser tests (not a test file: no .test. in the name). */
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
