/**
 * Long e-mail addresses in the dashboard at 375 px, where the lists turn into cards: an address
 * wraps at its @ and dots, never leaving one letter alone on a line, and stays inside its card.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, launchBrowser, releaseBrowser } from '../../helpers/browser.ts';
import type { RunningSite } from '../../helpers/site.ts';
import { createAccount, openSignedIn, startDashboardSite, submitCareers, submitContact, watchedPage } from './_helpers.ts';
import { linesOf } from '../../helpers/text-lines.ts';

/**
 * Long addresses as people have them, and one company name at every length from short to longer
 * than a card's line: whatever the fonts, some of these used to leave their last letter alone.
 */
const EVERYDAY = [
  'maximilian.featherstonehaugh@procurement.northwind-logistics.example',
  'bartholomew.oconnor@northbeamconsulting.example',
  'accounts-payable.department@very-long-company-name.example',
  'kim@sales.example',
];
const ADDRESSES = [
  ...EVERYDAY,
  ...Array.from({ length: 13 }, (_, i) => `info@${'internationalbusinessmachinesworldwide'.slice(0, 14 + i * 2)}.example`),
];

/** Every box inside the card ends within the card's own edges. */
function sticksOut(card: Locator): Promise<string[]> {
  return card.evaluate((row) => {
    const edge = row.getBoundingClientRect();
    return [...row.querySelectorAll('*')]
      .filter((inner) => {
        const box = inner.getBoundingClientRect();
        return box.width > 0 && (box.right > edge.right + 0.5 || box.left < edge.left - 0.5);
      })
      .map((inner) => `${inner.tagName.toLowerCase()}.${inner.className}: ${inner.textContent}`);
  });
}

describe('long e-mail addresses at 375 px', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDashboardSite(), launchBrowser()]);
    await createAccount(site, 'staff@northbeam.example', 'staff');
    for (const email of ADDRESSES) {
      await submitContact(site, { email });
      await submitCareers(site, { email });
    }
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  // The lists show every address (one page of 50); the overview the latest ten.
  const SCREENS = [
    ['the new enquiries', '/dashboard/contact-us-form?limit=50', '.dash-table td[data-label="E-mail"]', ADDRESSES.length],
    ['the new applications', '/dashboard/careers-form?limit=50', '.dash-table td[data-label="E-mail"]', ADDRESSES.length],
    ['the overview’s latest arrivals', '/dashboard', '.dash-table--latest td[data-label="E-mail"]', 10],
  ] as const;

  it.each(SCREENS)('%s: every address wraps at whole parts and stays inside its card', async (_name, path, cellSelector, count) => {
    const { page } = await watchedPage(browser, MOBILE);
    await openSignedIn(page, site, 'staff@northbeam.example', path);
    const cells = page.locator(cellSelector);
    await cells.first().waitFor();
    const seen: string[] = [];
    for (const cell of await cells.all()) {
      const address = (await cell.innerText()).replace(/\s/g, '');
      seen.push(address);
      const lines = await linesOf(cell);
      expect(lines.join(''), 'the lines hold the address').toBe(address);
      for (const line of lines) expect(line.length, `"${line}" of ${address} (lines: ${lines.join(' | ')})`).toBeGreaterThan(1);
      // Parts that fit a line are kept whole: the lines end after an @, a dot or a hyphen.
      if (EVERYDAY.includes(address)) expect(lines.slice(0, -1).filter((line) => !/[@.-]$/.test(line)), lines.join(' | ')).toEqual([]);
      expect(await sticksOut(cell.locator('xpath=ancestor::tr'))).toEqual([]);
    }
    expect(seen.length).toBe(count);
    expect(seen.filter((address) => !ADDRESSES.includes(address))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(page.problems).toEqual([]);
    await page.context().close();
  });
});
