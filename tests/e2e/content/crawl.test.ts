/*
 * What a crawler that runs no script finds: starting at `/` and following only the `<a href>`s in
 * the HTML the server sends, it reaches every address the sitemap lists, and every link it follows
 * answers. The sitemap is read from the served site, so no route is named here. A page nothing in
 * pages.json links to (an author's new page before its menu entry) is the one exception, and
 * `npm run validate` warns about it (src/registry/links.ts, unlinkedRoutes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRegistryFile } from '../../../src/registry/check.ts';
import { unlinkedRoutes } from '../../../src/registry/links.ts';
import { startSite, type RunningSite } from '../../helpers/site.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** The same-origin paths of a page's `<a href>`s, without #part or ?query. */
function linkedPaths(html: string, pageUrl: string, origin: string): string[] {
  const paths: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const url = new URL(href!.replace(/&amp;/g, '&'), pageUrl);
    if (url.origin === origin) paths.push(url.pathname);
  }
  return paths;
}

describe('a crawler without script', () => {
  it('reaches every sitemap address from / by following <a href> in the served HTML', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    expect(listed.length).toBeGreaterThan(10);

    const reached = new Set<string>();
    const broken: string[] = [];
    const queue = ['/'];
    const seen = new Set(queue);
    while (queue.length) {
      const path = queue.shift()!;
      // A link to an address that moved is followed as a crawler does; where it lands counts.
      const response = await fetch(site.url + path, { headers: { 'accept-encoding': 'identity' } });
      if (response.status !== 200) {
        broken.push(`${path} answered ${response.status}`);
        continue;
      }
      const landed = new URL(response.url).pathname;
      reached.add(landed);
      if (!response.headers.get('content-type')?.startsWith('text/html')) continue;
      for (const next of linkedPaths(await response.text(), response.url, site.url)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect(broken).toEqual([]);
    const checked = checkRegistryFile('pages.json');
    if (!checked.ok) throw new Error(checked.errors.join('\n'));
    const unlinked = unlinkedRoutes(checked.registry, '.').map((route) => route.path);
    expect(listed.filter((path) => !reached.has(path) && !unlinked.includes(path))).toEqual([]);
  }, 120_000);
});
