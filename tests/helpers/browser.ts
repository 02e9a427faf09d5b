/**
 * Debian's Chromium driven by playwright-core. Each page records console errors and uncaught
 * exceptions, so a test can assert that a route loaded cleanly.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Route } from 'playwright-core';
import { CHROMIUM_FLAGS, testChromiumPath } from '../../scripts/test-chromium.ts';

/**
 * The flags the machines' notes give (scripts/test-chromium.ts), and V8 held to its baseline compiler (Sparkplug): a test's page
 * lives a second or two, too short for the optimising compilers' background work to pay back. The
 * every-route test took 121 s instead of 135 s on average over three runs each; the pages' script
 * does the same things, only without optimised code (speed is measured by npm run bench, not here).
 */
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--js-flags=--max-opt=1'];

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by the first file that asks: files share their worker's modules
 * (vitest isolate: false), and a launch costs about a CPU-second, sixty times over a run. A file
 * hands it back with releaseBrowser, never close(); Playwright ends it when the worker exits.
 */
export async function launchBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => undefined);
  if (running?.isConnected()) return running;
  shared = chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
  return shared;
}

/** Ends a file's use of the browser: closes every context (page) it opened, and keeps Chromium for the next file. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close().catch(() => {})));
}

export interface WatchedPage extends Page {
  /** Console errors, failed requests and uncaught exceptions seen so far. */
  problems: string[];
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = (await context.newPage()) as WatchedPage;
  page.problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => page.problems.push(`exception: ${error.message}`));
  return page;
}

/**
 * Waits until the app runs the page (it marks `<html data-hydrated>`) and the network is quiet. Before
 * that, a click on a Contact us link is a plain link and a form's submit button is disabled: a
 * visitor's tap then is the bare HTML's, and a test that acts earlier tests something else.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/**
 * Waits for the app and for the whole page's layout (src/app/boot.ts sets `<html data-full-layout>`
 * once the whole stylesheet applies): before that a block below the first screen is not laid out by
 * its own rules, and a test that measures it measures something no reader sees.
 */
export async function waitForWholePage(page: Page): Promise<void> {
  await waitForApp(page);
  await page.locator('html[data-full-layout]').waitFor({ state: 'attached' });
}

/** Holds every script file of the page until `release()`: the page stays the prerendered HTML (its inline loader still runs). */
export async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

export const MOBILE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;

let axeSource: string | undefined;

/** Runs axe-core in the page and returns its violations (impact and the rule's id, with targets). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judge what a person sees once things have settled: a dialog checked mid-fade has text at part
  // opacity, which axe rightly reports as too little contrast (CI's fast run caught one at 0.2 s).
  // Only running ones, and not for ever: a paused one (a carousel's progress bar off screen) never finishes.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // Evaluated through the DevTools protocol: a <script> tag would be (rightly) refused by the CSP.
  axeSource ??= readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      // Only violations are read: axe then keeps one node per pass instead of describing every one.
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
  });
  return violations;
}

/**
 * Waits until what `selector` shows has stopped moving: every finite animation and transition on it
 * and inside it has finished (a dialog's entrance, a panel's fade). Use it after the element is
 * visible, so its animations have started; a paused one (off screen) does not count.
 */
export async function animationsDone(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState !== 'paused' && animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Stops the page's clock, installed with `page.clock.install()` before the page loaded, so that the
 * test alone moves the page's time on (`page.clock.runFor(ms)`) and a busy machine cannot make a
 * timer late. It stops a moment ahead of the page's now (a stop must not be in the past): timers
 * due in that moment fire first, so stop it before the action whose timing is checked.
 */
export async function stopClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2000);
}

/**
 * Lets the page finish the work a fired timer queued (React renders a state change in a task of
 * its own), so what is read next is what the page shows after it. A message through a
 * MessageChannel is not a timer: it runs while the clock is stopped, after the tasks already queued.
 */
export async function drainTasks(page: Page): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await page.evaluate(() => new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }));
  }
}
