// An open-positions block on a page without the application form (an author may put the roles on
// home or an about page) links to the form's section on the careers page: the role the visitor
// chose arrives chosen. Built from today's pages.json plus one such page, so no author's edit can
// break it.
import type { Browser } from 'playwright-core';
import { expect, it } from 'vitest';
import callToAction from '../../../src/blocks/call-to-action/schema.ts';
import hero from '../../../src/blocks/hero/schema.ts';
import { openPage, waitForApp } from '../../helpers/browser.ts';
import { openPositions, registry } from '../../helpers/registry-content.ts';
import { withTestPage } from '../../helpers/registry-kinds.ts';
import { useSiteBuiltFrom, type RunningSite } from '../../helpers/site.ts';

type Section = { type: string; id?: string; form?: string; positions?: string[] };
const pages = registry.pages as Record<string, { sections: Section[] }>;
const formPageId = Object.keys(pages).find((id) => pages[id]!.sections.some((section) => section.type === 'form' && section.form === 'careers'))!;
const formSection = pages[formPageId]!.sections.find((section) => section.type === 'form' && section.form === 'careers')!;
const formPath = registry.routes.find((route) => route.page === formPageId && !route.redirect)!.path;
const positionIds = pages[registry.routes.find((route) => route.path === openPositions.path)!.page!]!.sections.find((section) => section.type === 'open-positions')!.positions!;
const target = `${formPath}#${formSection.id}`;

const { registry: edited, path: testPath } = withTestPage('roles-elsewhere-test', 'Roles elsewhere test', {
  description: 'A test page listing the open roles, whose Apply links lead to the careers form.',
  sections: [hero.example, { type: 'open-positions', heading: 'Roles for the test', positions: positionIds, applyHref: target }, callToAction.example],
});

let site: RunningSite;
let browser: Browser;
useSiteBuiltFrom(edited, (started) => ({ site, browser } = started));

const title = openPositions.titles[1] ?? openPositions.titles[0]!;
const positionField = (page: Awaited<ReturnType<typeof openPage>>) => page.locator('.careers-form').getByLabel('Position');

it('an Apply button on another page opens the careers form with that role chosen, in view', async () => {
  const page = await openPage(browser);
  await page.goto(site.url + testPath);
  await waitForApp(page);
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('link').click();
  await page.waitForURL((url) => url.pathname === formPath && url.searchParams.get('position') === title && url.hash === `#${formSection.id}`);
  await expect.poll(() => positionField(page).inputValue()).toBe(title);
  const inView = await page.evaluate((id) => {
    const box = document.getElementById(id)!.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  }, formSection.id!);
  expect(inView).toBe(true);
  expect(page.problems).toEqual([]);
  await page.context().close();
});

it('the same link opened as a new page (shared, or before the app runs) chooses the role too; an unknown role chooses nothing', async () => {
  const page = await openPage(browser);
  await page.goto(`${site.url}${formPath}?position=${encodeURIComponent(title)}#${formSection.id}`);
  await waitForApp(page);
  await expect.poll(() => positionField(page).inputValue()).toBe(title);

  await page.goto(`${site.url}${formPath}?position=${encodeURIComponent('A role we never had')}`);
  await waitForApp(page);
  await expect.poll(() => positionField(page).inputValue()).toBe('');
  expect(page.problems).toEqual([]);
  await page.context().close();
});
