// Which Chromium the browser tests drive. Debian's chromium-headless-shell when it is installed: the
// same Blink and V8 as its `chromium` package, without the desktop browser's layers (no display
// compositor for an invisible window, a lighter browser process). On 2 cores it ran the every-route
// test in 235 s where `chromium --headless=new` took 305 s, with the same results over the whole
// suite; the 25 browser files of tests/e2e/features, dashboard and app took 417 s instead of 584 s.
// CHROME_PATH overrides both; the Lighthouse and screenshot scripts keep using `chromium`.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';

/** The flags the machines' notes give for headless Chromium; the tests, Lighthouse and screenshots start it with them. */
export const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function testChromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}
