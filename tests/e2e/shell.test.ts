import { describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { MOBILE, openPage, waitForApp } from '../helpers/browser.ts';
import {
  dropdown,
  firstLink,
  headerLink,
  lastLink,
  megaGroups,
  megaMenu,
  mobileGroupsItem,
  mobileLink,
  mobileListItem,
  comingSoon,
  notFound,
  pageIdOf,
  pageRoutes,
  registry,
} from '../helpers/registry-content.ts';
import { useSite, type RunningSite } from '../helpers/site.ts';

const exact = (name: string) => ({ name, exact: true });

let site: RunningSite;
let browser: Browser;
useSite((started) => ({ site, browser } = started));

/**
 * Holds the app's chunks: until `release` the page is the prerendered HTML and its tiny entry
 * script, as on a slow link in the second or so after the first paint. Call before `goto`.
 * `requested` resolves once the entry has run and asked for them.
 */
async function holdAppChunks(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/chunks/**', (route) => (released ? route.continue() : void held.push(route)));
  const requested = () => expect.poll(() => held.length).toBeGreaterThan(0);
  const release = async () => {
    await requested();
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
  return { requested, release };
}

/** A page at `path`, once the app runs it. */
async function openAt(path: string, options?: Parameters<typeof openPage>[1]) {
  const page = await openPage(browser, options);
  await page.goto(site.url + path);
  await waitForApp(page);
  return page;
}

describe('every route', () => {
  it('hides header and footer on /login and every /dashboard route (signed in)', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + '/login');
    await page.evaluate(() => localStorage.setItem('token', 'some-token'));
    for (const route of registry.routes.filter((candidate) => candidate.path.startsWith('/dashboard'))) {
      await page.goto(site.url + route.path);
      await waitForApp(page);
      await expect.poll(() => page.locator('header.site-header, footer.site-footer').count(), { message: route.path }).toBe(0);
    }
    await page.context().close();
  });

  it('has the page text in the HTML before any script runs', async () => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    // The HTML alone: the stylesheet, fonts and pictures only cost each of the hundred loads time.
    await page.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
    for (const { path, layout } of pageRoutes.filter((route) => route.page)) {
      // The HTML is all there is without script: it is parsed by DOMContentLoaded, and waiting for
      // the load event too only waited for pictures and fonts.
      await page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
      const heading = await page.locator('h1').textContent();
      expect(heading?.trim().length, path).toBeGreaterThan(3);
      if (layout !== 'bare') await expect.poll(() => page.locator('footer.site-footer address').count(), { message: path }).toBe(registry.site.offices.length);
    }
    await page.context().close();
  }, 120_000); // every route of the site, one after another: room for a busy machine

  it('shows the 404 page, with status 404, for an unknown path', async () => {
    const page = await openPage(browser);
    const response = await page.goto(site.url + '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe(notFound.heading);
    await expect(page.getByText(notFound.text!).isVisible()).resolves.toBe(true);
    await page.getByRole('link', exact(notFound.action!.label)).click();
    await page.waitForURL(site.url + '/');
    expect(page.problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.context().close();
  });

  const redirect = registry.routes.find((route) => route.redirect);
  it.skipIf(!redirect)('redirects section roots listed as redirects', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + redirect!.path);
    expect(new URL(page.url()).pathname).toBe(redirect!.redirect);
    await page.context().close();
  });
});

describe('protected routes', () => {
  it('send a visitor without a token to /login, replacing the history entry', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + headerLink.path);
    await waitForApp(page);
    await page.evaluate(() => window.history.pushState(null, '', '/dashboard/settings'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.waitForURL(site.url + '/login');
    await page.goBack();
    await page.waitForURL(site.url + headerLink.path);
    // A direct visit too.
    await page.goto(site.url + '/dashboard/contact-us-form');
    await page.waitForURL(site.url + '/login');
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(headerLink.path);
    await page.context().close();
  });
});

// Every group's links are in the HTML; the selected group's are the ones shown (MegaMenu.tsx).
const SHOWN_GROUP_TITLE = '.mega-menu__links[data-selected="true"] .mega-menu__title';
const SHOWN_GROUP_LINK = '.mega-menu__links[data-selected="true"] a';

describe('header menus on a wide screen', () => {
  it('opens the services mega-menu on hover with the first group selected', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + '/');
    await waitForApp(page);
    const trigger = page.getByRole('button', exact(megaMenu.title));
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    const groups = page.locator('.mega-menu__group');
    await expect.poll(() => groups.count()).toBe(megaGroups.length);
    await expect.poll(() => groups.first().getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('.mega-menu').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    // Pointing at another group shows its links.
    await groups.last().hover();
    await expect.poll(() => page.locator(SHOWN_GROUP_TITLE).textContent()).toBe(megaGroups.at(-1)!.title);
    await page.mouse.move(10, 600);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('shows the first group again each time the mega-menu reopens, also after a navigation', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + '/');
    await waitForApp(page);
    const trigger = page.getByRole('button', exact(megaMenu.title));
    const groups = page.locator('.mega-menu__group');
    const title = page.locator(SHOWN_GROUP_TITLE);
    const firstGroup = (await groups.first().textContent())!.trim();
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await groups.last().hover();
    await expect.poll(() => title.textContent()).not.toBe(firstGroup);
    await page.mouse.move(10, 600);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => title.textContent()).toBe(firstGroup);
    await expect.poll(() => groups.first().getAttribute('aria-expanded')).toBe('true');
    // Choose a link in the last group, then open the menu again on the new page.
    await groups.last().hover();
    const link = page.locator(SHOWN_GROUP_LINK).first();
    const href = await link.getAttribute('href');
    const heading = page.locator('main h1');
    const before = await heading.textContent();
    await link.click();
    await page.waitForURL(site.url + href);
    // The address changes at once, but the new page shows once its blocks have loaded (a busy
    // machine: seconds), and showing it closes any open menu. Hovering before then raced that close.
    const roomy = { timeout: 10_000 };
    await expect.poll(() => heading.textContent(), roomy).not.toBe(before);
    await page.mouse.move(10, 600);
    await expect.poll(() => trigger.getAttribute('aria-expanded'), roomy).toBe('false');
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded'), roomy).toBe('true');
    await expect.poll(() => title.textContent()).toBe(firstGroup);
    await page.context().close();
  });

  it('keeps the group while the pointer travels diagonally across other groups to one of its links', async (context) => {
    const page = await openPage(browser);
    // The page's clock is the test's: a busy machine may space the pointer's moves further apart
    // than the menu's aim delay, which a hand moving without stopping never does.
    await page.clock.install();
    await page.goto(site.url + headerLink.path);
    await waitForApp(page);
    const trigger = page.getByRole('button', exact(megaMenu.title));
    await trigger.hover();
    await expect.poll(() => page.locator('.mega-menu').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const [group] = megaGroups;
    const link = lastLink(group!.menuItems, `link in the mega-menu group ${group!.title}`);
    const from = (await page.locator('.mega-menu').getByRole('button', exact(group!.title)).boundingBox())!;
    const to = (await page.locator('.mega-menu').getByRole('link', exact(link.title)).boundingBox())!;
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
    await page.mouse.move(start.x, start.y, { steps: 4 });
    // The straight line crosses other groups (else this test proves nothing).
    const others = await Promise.all(megaGroups.slice(1).map((other) => page.locator('.mega-menu').getByRole('button', exact(other.title)).boundingBox()));
    const along = Array.from({ length: 101 }, (_, i) => ({ x: start.x + ((end.x - start.x) * i) / 100, y: start.y + ((end.y - start.y) * i) / 100 }));
    const crosses = along.some((point) => others.some((box) => box && point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height));
    if (!crosses) context.skip(`pages.json's first group and its last link leave no other group between them`);
    // Travelled in 30 pointer moves, back to back, as a hand does without stopping on the way.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.mouse.move(end.x, end.y, { steps: 30 });
    await page.mouse.click(end.x, end.y);
    await page.clock.resume();
    await page.waitForURL(site.url + link.path, { timeout: 5000 });
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('chooses a group the pointer was crossing once it rests there', async () => {
    const page = await openAt(headerLink.path);
    await page.getByRole('button', exact(megaMenu.title)).hover();
    const groups = page.locator('.mega-menu__group');
    const first = (await groups.first().boundingBox())!;
    const second = (await groups.nth(1).boundingBox())!;
    // From the first group, down and to the right (towards the links), stopping on the second.
    await page.mouse.move(first.x + first.width / 3, first.y + first.height / 2, { steps: 4 });
    await page.mouse.move(second.x + (second.width * 2) / 3, second.y + second.height / 2, { steps: 6 });
    await expect.poll(() => page.locator(SHOWN_GROUP_TITLE).textContent()).toBe(megaGroups[1]!.title);
    await page.context().close();
  });

  it('opens and closes the mega-menu by click and navigates from it', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + '/');
    await waitForApp(page);
    const trigger = page.getByRole('button', exact(megaMenu.title));
    await trigger.dispatchEvent('click');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    const group = megaGroups.at(-1)!;
    const link = firstLink(group.menuItems, `link in the mega-menu group ${group.title}`);
    await page.locator('.mega-menu').getByRole('button', exact(group.title)).click();
    await page.locator('.mega-menu').getByRole('link', exact(link.title)).click();
    await page.waitForURL(site.url + link.path);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('works by keyboard: Enter opens, a group leads to its links, Escape closes and returns focus', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + '/');
    await waitForApp(page);
    const trigger = page.getByRole('button', exact(megaMenu.title));
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab'); // first group
    await page.keyboard.press('Tab'); // second group
    await page.keyboard.press('Enter'); // choose it: focus moves to its first link
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.mega-menu__links') !== null)).toBe(true);
    await expect.poll(() => page.locator(SHOWN_GROUP_TITLE).textContent()).toBe(megaGroups[1]!.title);
    const visibleFocus = await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
    expect(visibleFocus).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(megaMenu.title);
    await page.context().close();
  });

  it('opens on hover before the app runs, and stays open under the pointer as the app takes over', async () => {
    const page = await openPage(browser);
    const chunks = await holdAppChunks(page);
    await page.goto(site.url + '/');
    const item = page.locator('.site-nav__item').filter({ has: page.locator('.mega-menu') });
    const trigger = item.locator('.site-nav__trigger');
    const opacity = () => item.locator('.mega-menu').evaluate((element) => getComputedStyle(element).opacity);
    await trigger.hover();
    await expect.poll(opacity).toBe('1');
    // What a person sees where the first link is, is that link.
    const link = item.locator(SHOWN_GROUP_LINK).first();
    const seen = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(seen).toBe(true);

    await chunks.release();
    await waitForApp(page);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await opacity()).toBe('1');
    await page.mouse.move(10, 600);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(opacity).toBe('0');
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('before the app runs, lets the keyboard and the pointer reach a menu link, which loads its page', async () => {
    const page = await openPage(browser);
    await holdAppChunks(page);
    await page.goto(site.url + '/');
    const item = page.locator('.site-nav__item').filter({ has: page.locator('.dropdown') });
    const link = item.locator('.dropdown__link').first();
    await expect.poll(() => link.isVisible()).toBe(false);
    await item.locator('.site-nav__trigger').focus();
    await expect.poll(() => link.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    const href = await link.getAttribute('href');
    await item.locator('.site-nav__trigger').hover();
    // A full page load: the app, which would route it in place, is not running.
    const [response] = await Promise.all([page.waitForResponse(site.url + href), link.click()]);
    expect(response.request().resourceType()).toBe('document');
    expect(response.status()).toBe(200);
    await page.waitForURL(site.url + href);
    await expect.poll(() => page.locator('main h1').isVisible()).toBe(true);
    await page.context().close();
  });

  it('opens the INDUSTRIES dropdown and lists the industry pages', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + '/');
    await waitForApp(page);
    const link = firstLink(dropdown.menuItems?.slice(1), `second link in the ${dropdown.title} dropdown`);
    await page.getByRole('button', exact(dropdown.title)).click();
    await page.locator('.dropdown').getByRole('link', exact(link.title)).click();
    await page.waitForURL(site.url + link.path);
    await page.context().close();
  });
});

describe('mobile menu at 375 px', () => {
  it('opens from a tap made before the app ran, once the app runs, and its links navigate', async () => {
    const page = await openPage(browser, MOBILE);
    const chunks = await holdAppChunks(page);
    await page.goto(site.url + '/');
    await chunks.requested();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).not.toBe('true');

    await chunks.release();
    await waitForApp(page);
    const panel = page.locator('#mobile-menu');
    await expect.poll(() => panel.boundingBox().then((box) => box && [box.x, box.y, box.width, box.height].map(Math.round))).toEqual([375 - 300, 0, 300, 740]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Close menu');
    await panel.getByRole('link', exact(mobileLink.title)).click();
    await page.waitForURL(site.url + mobileLink.path);
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).toBe('false');

    // Taps after the app runs are React's alone: the menu opens once and closes as usual.
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).toBe('false');
    expect(await page.evaluate(() => 'earlyMenuTap' in document.documentElement.dataset)).toBe(false);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('slides in a 300 px panel with the nested menu, and closes when a link is chosen', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(site.url + '/');
    await waitForApp(page);
    await expect.poll(() => page.locator('.site-nav').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.locator('#mobile-menu');
    await expect.poll(() => panel.boundingBox().then((box) => box && Math.round(box.x))).toBe(375 - 300);
    // The whole panel shows: 300 px wide, from the top of the screen to its bottom.
    await expect.poll(() => panel.boundingBox().then((box) => box && [box.y, box.width, box.height].map(Math.round))).toEqual([0, 300, 740]);
    // What a person sees at the panel's items is the panel (not the page behind it).
    const industries = panel.getByRole('button', exact(mobileListItem.title));
    const seen = await industries.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(seen).toBe(true);
    await industries.click();
    const industry = firstLink(mobileListItem.menuItems?.slice(1), `second link under ${mobileListItem.title}`);
    await panel.getByRole('link', exact(industry.title)).click();
    await page.waitForURL(site.url + industry.path);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).toBe('true');
    const services = panel.getByRole('button', exact(mobileGroupsItem.title));
    await services.click();
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
    const group = mobileGroupsItem.menuItems!.filter((item) => item.menuItems?.length).at(-1)!;
    const service = firstLink(group.menuItems, `link in the group ${group.title}`);
    await panel.getByRole('button', exact(group.title)).click();
    await panel.getByRole('link', exact(service.title)).click();
    await page.waitForURL(site.url + service.path);
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).toBe('false');
    // The page has arrived as a person sees it: its heading, which takes focus (page-arrival.ts).
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // Escape closes it too, and focus returns to the menu button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
    // A plain link of the menu (Contact Us) navigates as it is.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel.getByRole('link', exact(mobileLink.title)).click();
    await page.waitForURL(site.url + mobileLink.path);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('closes when the window widens to the wide layout, so the page scrolls again', async () => {
    // A tablet turned, or a window widened: the burger and the panel are hidden by the CSS.
    const page = await openAt(headerLink.path, { viewport: { width: 375, height: 812 } });
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).toBe('true');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => burger.isVisible()).toBe(false);
    await page.mouse.move(720, 600);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 400);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(0);
    // Back to the narrow layout, the menu stays closed until the burger is pressed.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).toBe('false');
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  it('keeps keyboard focus in the header when the window widens with focus in the menu', async () => {
    const page = await openAt('/', { viewport: { width: 375, height: 812 } });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.locator('#mobile-menu');
    const item = panel.getByRole('link', exact(mobileLink.title));
    await item.focus();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => page.locator('.mobile-menu').getAttribute('data-open')).toBe('false');
    // Not <body>: a keyboard user goes on from the header, not from the top of the document.
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return { inHeader: !!active?.closest('.site-header'), shows: !!active?.checkVisibility(), tag: active?.tagName };
      });
    await expect.poll(focused).toEqual({ inHeader: true, shows: true, tag: 'A' });
    // The next Tab goes on into the header's menus.
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ inHeader: true, shows: true });
    expect(page.problems).toEqual([]);
    await page.context().close();
  });
});

describe('navigation', () => {
  it('scrolls to the top on every path change', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + '/');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // A footer link to a page other than this one (Careers today).
    const hrefs = await page.locator('footer.site-footer a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const href = hrefs.find((candidate) => candidate !== '/' && pageRoutes.some((route) => route.path === candidate))!;
    await page.locator(`footer.site-footer a[href="${href}"]`).first().click();
    await page.waitForURL(site.url + href);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('shows the loading indicator while a page loads', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + '/');
    await waitForApp(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/assets/data/*/${pageIdOf(headerLink.path)}.json`, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.site-nav').getByRole('link', exact(headerLink.title)).click();
    const loader = page.locator('.loader__shape');
    await loader.waitFor();
    const style = await loader.evaluate((element) => {
      const css = getComputedStyle(element);
      return { width: css.width, height: css.height, colour: css.backgroundColor, duration: css.animationDuration, iterations: css.animationIterationCount };
    });
    expect(style).toEqual({ width: '100px', height: '100px', colour: 'rgb(0, 188, 212)', duration: '3s', iterations: 'infinite' });
    release();
    await page.locator('.loader').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    await page.context().close();
  });

  it('the footer\'s back-to-top link brings the visitor back up, focus included', async () => {
    const page = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto(site.url + '/');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The next Tab continues from the top of the content, not from the footer.
    expect(await page.evaluate(() => document.activeElement?.closest('.site-footer'))).toBeNull(); // wait-ok: proves where focus is not, once the page is back at the top
    await page.context().close();
  });
});

describe('placeholder screen', () => {
  it('fades in COMING SOON then the line, over a 60% black overlay', async () => {
    const page = await openPage(browser);
    await page.goto(site.url + comingSoon.path);
    const timing = await page.evaluate(() => {
      const css = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        overlay: [css('.coming-soon__overlay').backgroundColor, css('.coming-soon__overlay').animationDuration],
        heading: [css('.coming-soon__heading').animationDuration, css('.coming-soon__heading').animationDelay],
        text: [css('.coming-soon__text').animationDuration, css('.coming-soon__text').animationDelay],
      };
    });
    expect(timing).toEqual({ overlay: ['rgba(0, 0, 0, 0.6)', '1s'], heading: ['0.8s', '0s'], text: ['0.8s', '0.3s'] });
    await expect.poll(() => page.locator('h1').textContent()).toBe(comingSoon.section.heading);
    await expect.poll(() => page.getByText(comingSoon.section.text!).count()).toBe(1);
    await page.context().close();
  });
});
