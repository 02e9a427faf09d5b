/*
 * Each prerendered page carries only its own style rules; the rest of the stylesheet arrives after
 * the first paint. A visitor who moves on by a link must see every page exactly as a direct visit
 * shows it: same layout, colours and sizes for every element of the page.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, MOBILE, openPage, waitForApp } from '../../helpers/browser.ts';
import { useSite, type RunningSite } from '../../helpers/site.ts';
import { enterCodeWhenAsked } from '../../helpers/mfa.ts';
import { addUser, GOOD_PASSWORD } from '../../server/_app.ts';

const registry = JSON.parse(readFileSync('pages.json', 'utf8')) as {
  routes: { path: string; page?: string; component?: string; redirect?: string }[];
  pages: Record<string, { sections: { type: string; form?: string }[] }>;
};
const home = registry.routes.find((route) => route.path === '/')!;
const homeBlocks = new Set(registry.pages[home.page!]!.sections.map((section) => section.type));
// Pages with a block home does not have (so home's inline rules cannot style it), and the sign-in screen.
const targets = [
  ...registry.routes
    .filter((route) => route.page && !route.redirect && registry.pages[route.page]!.sections.some((section) => !homeBlocks.has(section.type)))
    .map((route) => route.path)
    .slice(0, 4),
  '/login',
];

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

const PROPERTIES = ['display', 'position', 'grid-template-columns', 'flex-direction', 'padding', 'margin', 'width', 'height', 'color', 'background-color', 'background-image', 'font-size', 'font-weight', 'border-radius', 'box-shadow'];

/**
 * The computed look of every element of the screen's main content, or of `root` (motion-driven
 * opacity and transforms left out), lengths to the whole pixel: a tenth of a pixel between two
 * loads of the same font file is not something a person sees.
 */
function look(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate(([properties, selector]) => {
    const main = document.querySelector(selector)!;
    return [main, ...main.querySelectorAll('*')].slice(0, 400).map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${properties.map((property) => style.getPropertyValue(property).replace(/\d+\.\d+px/g, (length) => `${Math.round(parseFloat(length))}px`)).join(' | ')}`;
    });
  }, [PROPERTIES, root] as const);
}

async function settle(page: Page) {
  await waitForApp(page);
  await page.waitForFunction(() => document.querySelector('.loader') === null && document.querySelector('main') !== null);
  await page.evaluate(() => document.fonts.ready);
  // The focus an arrival by link gives the page's heading (and its ring) is not part of the look.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * A returning visitor: the brand face is cached and used from the first paint. (A first visit keeps
 * the fallback face where the brand face would move text on screen, src/app/boot.ts, so a first
 * visit and a visit moved on by a link may differ in the headings' face, by design.)
 */
async function returning(page: Page) {
  await page.goto(site.url + '/');
  await settle(page);
  await page.waitForFunction(() => localStorage.getItem('brand-face') !== null);
}

for (const [name, options] of [['1440 px', {}], ['375 px', MOBILE]] as const) {
  it(`shows a page reached by a link exactly as a direct visit does, at ${name}`, async () => {
    expect(targets.length).toBeGreaterThan(1);
    const direct = await openPage(browser, options);
    const moving = await openPage(browser, options);
    await returning(direct);
    await moving.goto(site.url + '/');
    await settle(moving);
    await moving.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    for (const path of targets) {
      await direct.goto(site.url + path);
      await settle(direct);
      // As a click on a link does: the app's router moves without reloading the document.
      await moving.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await moving.waitForFunction((target) => location.pathname === target, path);
      await settle(moving);
      expect(await look(moving), path).toEqual(await look(direct));
    }
    expect(await moving.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect([...direct.problems, ...moving.problems]).toEqual([]);
    await direct.context().close();
    await moving.context().close();
  }, 120_000);
}

it('shows the dashboard reached by signing in exactly as a direct visit does', async () => {
  await addUser(site.app, 'styles@northbeam.example', 'admin', GOOD_PASSWORD, 'Style Checker');
  const moving = await openPage(browser);
  await returning(moving);
  await moving.goto(site.url + '/login');
  await settle(moving);
  await moving.getByLabel('Email').fill('styles@northbeam.example');
  await moving.locator('input[name="password"]').fill(GOOD_PASSWORD);
  await moving.getByRole('button', { name: 'Sign In' }).click();
  await enterCodeWhenAsked(moving, site.app, 'styles@northbeam.example');
  await moving.waitForURL(`${site.url}/dashboard`);
  await settle(moving);
  await moving.getByRole('heading', { level: 1 }).waitFor();
  // The same browser context, so the direct visit is signed in too.
  const direct = await moving.context().newPage();
  await direct.goto(site.url + '/dashboard');
  await settle(direct);
  await direct.getByRole('heading', { level: 1 }).waitFor();
  expect(await look(moving)).toEqual(await look(direct));
  expect(moving.problems).toEqual([]);
  await moving.context().close();
}, 120_000);

// A page with a form other than the contact form (whose page's Contact us opens the dialog still).
const formPage = registry.routes.find((route) => route.page && !route.redirect && registry.pages[route.page]!.sections.some((section) => section.type === 'form' && section.form !== 'contact-us'));

it('shows the contact dialog opened on home (whose HTML carries no form styles) as on a page with a form', async () => {
  expect(formPage, 'pages.json has no page with a get-started or careers form').toBeDefined();
  const looks: string[][] = [];
  for (const path of ['/', formPage!.path]) {
    const page = await openPage(browser);
    // Both with the brand face from the first paint (a first visit to a page where it would move text keeps the fallback).
    await returning(page);
    await page.goto(site.url + path);
    await settle(page);
    await page.locator('a[aria-haspopup="dialog"]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await dialog.getByLabel('Email', { exact: false }).first().waitFor();
    await animationsDone(page, 'dialog[open]'); // the panel's entrance animation
    looks.push(await look(page, 'dialog[open]'));
    expect(page.problems).toEqual([]);
    await page.context().close();
  }
  expect(looks[0]!.length).toBeGreaterThan(10);
  expect(looks[0]).toEqual(looks[1]);
}, 60_000);
