/**
 * Script injection: submissions carrying HTML and script payloads, sent through the real public
 * endpoints, are shown as inert text in the dashboard (lists, details, overview) — no dialog, no
 * CSP violation, no element made from a payload. And no prerendered page carries inline script
 * but the build's loader (the same bytes everywhere, allowed by their hash; JSON data islands
 * apart), inline event handlers or javascript: links; the browser runs that loader and no other.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainTasks, launchBrowser, openPage, MOBILE, releaseBrowser } from '../../helpers/browser.ts';
import { startSite } from '../../helpers/site.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { createAccount, openSignedIn, startDashboardSite, submitCareers, submitContact, submitGetStarted, watchedPage, type PageWatch } from '../dashboard/_helpers.ts';
import { builtManifest } from '../../helpers/built-manifest.ts';

export const PAYLOADS = [
  '<script>alert("s1")</script>',
  '<img src=x onerror=alert("s2")>',
  '<svg/onload=alert("s3")>',
  '"><iframe srcdoc="<script>parent.alert(\'s4\')</script>"></iframe>',
  '<a href="javascript:alert(\'s5\')">click me</a>',
  '</textarea></title><script>alert("s6")</script>',
  '<math><mtext></form><form><mglyph><style></math><img src onerror=alert("s7")>',
  '{{constructor.constructor(\'alert("s8")\')()}}',
  '${alert("s9")}',
  '<details open ontoggle=alert("s10")>',
  "'; alert('s11'); //",
  '<style>@import "javascript:alert(12)";</style><body onload=alert("s12")>',
];

/** Elements or attributes that would exist only if a payload had been parsed as HTML. */
const PARSED = 'main iframe, main script, main img[onerror], main [onload], main [ontoggle], main details[open][ontoggle], main math, main a[href^="javascript:"], dialog iframe, dialog script, dialog img, dialog math, dialog [onload], dialog a[href^="javascript:"]';

describe('stored script payloads in the dashboard', () => {
  let site: RunningSite;
  let browser: Browser;
  let watch: PageWatch;
  const ids: Record<'contact-us' | 'get-started' | 'careers', number[]> = { 'contact-us': [], 'get-started': [], careers: [] };

  beforeAll(async () => {
    site = await startDashboardSite();
    browser = await launchBrowser();
    await createAccount(site, 'staff@northbeam.example', 'staff');
    for (const [i, payload] of PAYLOADS.entries()) {
      ids['contact-us'].push(await submitContact(site, { firstName: payload.slice(0, 60), lastName: `P${i}`, companyName: payload.slice(0, 100), message: `${payload}\n${payload}` }));
      ids['get-started'].push(await submitGetStarted(site, { name: `${payload} ${i}`.slice(0, 100), company: payload.slice(0, 100), message: payload }));
    }
    for (const [i, payload] of PAYLOADS.slice(0, 4).entries()) {
      ids.careers.push(await submitCareers(site, { name: `${payload} ${i}`.slice(0, 100), coverMessage: payload }, { name: `${payload}.pdf`, bytes: (await import('../../server/_multipart.ts')).PDF }));
    }
    watch = await watchedPage(browser);
    await watch.page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => w.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
    });
    await openSignedIn(watch.page, site, 'staff@northbeam.example');
  }, 180_000);
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  async function expectInert(where: string) {
    const { page, dialogs } = watch;
    await page.waitForTimeout(200); // wait-ok: lets any handler that would fire, fire (no event marks that none did)
    expect(dialogs, where).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), where).toEqual([]);
    await expect.poll(() => page.locator(PARSED).count(), { message: where }).toBe(0);
    expect(page.problems, where).toEqual([]);
  }

  it('shows every payload as text in the lists and the overview', async () => {
    const { page } = watch;
    await page.goto(`${site.url}/dashboard`);
    await page.locator('.dash-user__name').waitFor({ state: 'attached' });
    await page.locator('main').waitFor();
    await expectInert('overview');
    for (const table of ['contact-us', 'get-started', 'careers'] as const) {
      await page.goto(`${site.url}/dashboard/${table}-form?limit=50`);
      await page.locator('.dash-rowlink').first().waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, table).toContain(PAYLOADS[0]!.slice(0, 20));
      await expectInert(`${table} list`);
    }
  });

  it('shows every payload verbatim and inert in the detail view', async () => {
    const { page } = watch;
    let opened = 0;
    for (const table of ['contact-us', 'get-started', 'careers'] as const) {
      for (const [i, id] of ids[table].entries()) {
        await page.goto(`${site.url}/dashboard/${table}-form?open=${id}`);
        const dialog = page.getByRole('dialog');
        await dialog.locator('.dash-field').first().waitFor();
        const text = (await dialog.textContent()) ?? '';
        expect(text, `${table} ${id}`).toContain(PAYLOADS[i]!.slice(0, 50));
        await expectInert(`${table} detail ${id}`);
        opened++;
      }
    }
    expect(opened).toBe(PAYLOADS.length * 2 + 4);
    console.log(`[figures] script-injection ${JSON.stringify({ payloads: PAYLOADS.length, storedSubmissions: opened, detailViewsOpened: opened, listViews: 4, dialogs: 0, cspViolations: 0 })}`);
  }, 120_000); // one dashboard load per stored payload: room for a busy machine
});

describe('prerendered pages', () => {
  const dist = '.test-dist';
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) pages.push(path);
    }
  };

  const manifest = builtManifest(dist);
  const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it('carry no inline script but the loader, no inline event handlers and no javascript: links', () => {
    walk(dist);
    expect(pages.length).toBeGreaterThan(5);
    const problems: string[] = [];
    const loaders = new Set<string>();
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        const attrs = match[1]!;
        const external = /\bsrc\s*=/.test(attrs) && match[2]!.trim() === '';
        const data = /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs);
        const loader = /^\s*data-entry=/.test(attrs) && manifest.scriptHashes.includes(sha256(match[2]!));
        if (loader) loaders.add(match[2]!);
        else if (!external && !data) problems.push(`${file}: inline <script${attrs}>`);
      }
      for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) problems.push(`${file}: ${match[1]} handler`);
      if (/(href|src|action)\s*=\s*["']?\s*javascript:/i.test(html)) problems.push(`${file}: javascript: URL`);
    }
    expect(problems).toEqual([]);
    expect(loaders.size, 'one loader, the same bytes on every page').toBe(1);
    expect(manifest.scriptHashes).toHaveLength(1);
    console.log(`[figures] prerendered-pages ${JSON.stringify({ pagesChecked: pages.length, inlineScriptsOtherThanTheLoader: 0 })}`);
  });

  it('run the loader, and the browser refuses any other inline script, even a changed copy of the loader', async () => {
    const [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    try {
      const page = await openPage(browser, MOBILE);
      await page.addInitScript(() => {
        const w = window as unknown as { __violations: string[] };
        w.__violations = [];
        document.addEventListener('securitypolicyviolation', (event) => w.__violations.push(`${event.violatedDirective} ${event.sample}`));
      });
      await page.goto(site.url + '/', { waitUntil: 'networkidle' });
      // The loader ran: it asked for the app, which hydrated (the menu button works).
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

      const loader = await page.locator('script[data-entry]').evaluate((script) => script.textContent!);
      // An inline script runs as it is inserted; a refusal is reported by an event a moment later.
      const ran = await page.evaluate((texts) => {
        for (const text of texts) {
          const script = document.createElement('script');
          script.textContent = text;
          document.body.append(script);
        }
        return (window as unknown as { __ran?: string }).__ran;
      }, [`window.__ran = 'injected'`, loader.replace('"use strict";', '"use strict";window.__ran="changed loader";'), loader]);
      // The two others are refused; the loader's own bytes are allowed (run again here with no data, it does nothing).
      expect(ran).toBeUndefined();
      const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.length);
      await expect.poll(violations).toBeGreaterThanOrEqual(2);
      await drainTasks(page); // a report for the third script would be queued right behind the second's
      expect(await violations()).toBe(2);
      expect(page.problems.filter((problem) => !/Content Security Policy/.test(problem))).toEqual([]);
      await page.context().close();
    } finally {
      await releaseBrowser(browser);
      await site.close();
    }
  }, 60_000);
});
