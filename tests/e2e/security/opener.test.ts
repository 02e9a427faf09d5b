/**
 * Another site's window cannot reach the staff area. A page on another origin (here `localhost`
 * against the site's `127.0.0.1`: two origins, both loopback) opens the sign-in screen and the
 * dashboard with window.open; Cross-Origin-Opener-Policy puts them in a browsing-context group of
 * their own, so the opener's handle reads as closed and cannot script, navigate or probe them.
 * A public page, which holds nothing to reach, stays an ordinary window (and loads without the
 * process switch the header costs).
 */
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openPage } from '../../helpers/browser.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

/** Opens `url` from `opener`; answers whether the opener's handle to it reads as closed within a few seconds of its load. */
async function cutOff(opener: Page, url: string): Promise<boolean> {
  const popup = opener.context().waitForEvent('page');
  await opener.evaluate((target) => void ((window as unknown as { opened: Window | null }).opened = window.open(target, '_blank')), url);
  const opened = await popup;
  await opened.waitForLoadState('load');
  // The opener learns of the group switch a moment after the answer arrives.
  const closed = await opener
    .waitForFunction(() => (window as unknown as { opened: Window | null }).opened?.closed === true, undefined, { timeout: 5_000, polling: 100 })
    .then(() => true)
    .catch(() => false);
  await opened.close();
  return closed;
}

it('cuts the sign-in screen and the dashboard off from a window on another site, not the public pages', async () => {
  const otherSite = site.url.replace('127.0.0.1', 'localhost');
  const opener = await openPage(browser);
  await opener.goto(`${otherSite}/`);
  expect(await opener.evaluate(() => location.hostname)).toBe('localhost');

  for (const path of ['/login', '/reset-password', '/dashboard']) expect(await cutOff(opener, `${site.url}${path}`), path).toBe(true);
  // A public page opened the same way: the opener keeps its handle (it can still close it).
  expect(await cutOff(opener, `${site.url}/`)).toBe(false);
  await opener.context().close();
}, 60_000);
