import { afterAll, expect, it } from 'vitest';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { bundlePrerender } from '../../scripts/build/bundles.ts';
import { cleanUp, createContext, prepareFolders } from '../../scripts/build/context.ts';
import { writePageData } from '../../scripts/build/page-data.ts';
import { renderPages } from '../../scripts/build/render-pool.ts';

const context = createContext({ quiet: true, outDir: '.build/render-pool-test' });
afterAll(() => cleanUp(context));

it('renders a large site on worker threads exactly as in one thread, in order', async () => {
  const checked = checkRegistryFile('pages.json');
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  prepareFolders(context);
  const site = writePageData(context, checked.registry, new Map());
  const bundle = await bundlePrerender(context);
  const jobs = site.registry.routes.filter((route) => route.page).map((route) => ({ path: route.path, page: site.pages[route.page!] }));
  // Enough pages for threads (40 a thread); a small site renders in this thread.
  const many = [...jobs, ...jobs, ...jobs].slice(0, 120);
  const [threaded, single] = await Promise.all([renderPages(bundle, 'production', site.shell, many), renderPages(bundle, 'production', site.shell, jobs)]);
  expect(threaded).toHaveLength(many.length);
  expect(threaded.slice(0, jobs.length)).toEqual(single);
  expect(threaded[jobs.length]).toEqual(single[0]);
  for (const [index, body] of threaded.entries()) expect(body, many[index]!.path).toContain('<h1');
}, 120_000);
