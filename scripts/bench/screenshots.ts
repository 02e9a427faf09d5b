// (5) The first-visit picture: home at 375 px (phone) and 1440 px (desktop) after load.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../test-chromium.ts';
import { CHROME_PATH } from './lighthouse.ts';

export async function screenshots(url: string, dir: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  const files: string[] = [];
  try {
    for (const width of [375, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 }, deviceScaleFactor: 1 });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.evaluate(() => document.fonts.ready);
      const file = `${dir}/home-${width}.png`;
      await page.screenshot({ path: file });
      files.push(file);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return files;
}
