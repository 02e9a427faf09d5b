// A link an author puts on a public page into the staff area (here a call-to-action to /login)
// loads the sign-in screen as a new document, so the server's Cross-Origin-Opener-Policy applies to
// it; a link to another public page still moves client-side, without a reload. Built from
// today's pages.json plus one page holding both links, so no author's edit can break it.
import type { Browser } from 'playwright-core';
import { expect, it } from 'vitest';
import hero from '../../../src/blocks/hero/schema.ts';
import { openPage, waitForApp } from '../../helpers/browser.ts';
import { readRegistry, withTestPage } from '../../helpers/registry-kinds.ts';
import { useSiteBuiltFrom, type RunningSite } from '../../helpers/site.ts';

const registry = readRegistry();
const publicPath = registry.routes.find((route) => route.page && !route.redirect && route.layout !== 'bare' && route.path !== '/')!.path;
const signIn = registry.routes.find((route) => route.component === 'login')!.path;
const { registry: edited, path: testPath } = withTestPage('staff-links-test', 'Staff links test', {
  description: 'A test page with a link into the staff area and one to a public page.',
  sections: [
    hero.example,
    {
      type: 'call-to-action',
      heading: 'Links for the test',
      actions: [
        { label: 'Staff sign-in', href: signIn },
        { label: 'A public page', href: publicPath, style: 'secondary' },
      ],
    },
  ],
});

let site: RunningSite;
let browser: Browser;
useSiteBuiltFrom(edited, (started) => ({ site, browser } = started));

type Marked = { sameDocument?: boolean };

it('opens the sign-in screen as a new, isolated document, and a public page client-side', async () => {
  const page = await openPage(browser);
  await page.goto(site.url + testPath);
  await waitForApp(page);
  const mark = () => page.evaluate(() => ((window as Marked).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as Marked).sameDocument === true);

  await mark();
  await page.getByRole('link', { name: 'A public page' }).click();
  await page.waitForURL(`${site.url}${publicPath}`);
  await page.waitForFunction(() => document.querySelector('main h1') !== null);
  expect(await sameDocument()).toBe(true);

  await page.goBack();
  await page.waitForURL(site.url + testPath);
  const documentAnswer = page.waitForResponse((response) => response.url() === `${site.url}${signIn}` && response.request().resourceType() === 'document');
  await page.getByRole('link', { name: 'Staff sign-in' }).click();
  const answer = await documentAnswer;
  expect(answer.headers()['cross-origin-opener-policy']).toBe('same-origin');
  await page.getByRole('button', { name: /sign in/i }).waitFor();
  expect(await sameDocument()).toBe(false);
  expect(page.problems).toEqual([]);
  await page.context().close();
}, 60_000);
