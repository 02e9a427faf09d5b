// The accessibility check every browser test leans on must still report what it is there to find:
// a page with a picture without a text alternative and grey-on-white text fails it, by rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, releaseBrowser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => releaseBrowser(browser));

describe('axeViolations', () => {
  it('names each rule a faulty page breaks, and nothing on a sound one', async () => {
    const page = await openPage(browser);
    const picture = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/%3E';
    await page.setContent(`<!doctype html><html lang="en"><title>Faulty</title><main><h1>Faulty</h1><img src='${picture}'><p style="color:#ccc;background:#fff">Hard to read</p></main></html>`);
    const faults = (await axeViolations(page)).map((fault) => fault.split(':')[0]);
    expect(faults).toEqual(expect.arrayContaining(['critical image-alt', 'serious color-contrast']));
    await page.setContent(`<!doctype html><html lang="en"><title>Sound</title><main><h1>Sound</h1><img src='${picture}' alt="A square"><p>Easy to read</p></main></html>`);
    expect(await axeViolations(page)).toEqual([]);
  });
});
