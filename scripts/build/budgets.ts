import { readRegistrySource } from '../../src/registry/source.ts';
import type { Registry } from '../../src/registry/schema.ts';
import { locator, type Locator } from '../../src/registry/locate.ts';
import { formatProblem } from '../../src/registry/problem.ts';
import type { BuildContext } from './context.ts';
import type { BuiltRoute } from './prerender.ts';
import { kb, type FirstLoadSizer } from './report.ts';

/**
 * What a public page may download in scripts before it is idle (gzip, every file: the entry, React,
 * the app, the page's blocks). Home's is the page-speed budget of issue 10.
 */
export const SCRIPT_BUDGET = { home: 90 * 1024, publicPage: 110 * 1024 };

/** A route's script budget in bytes (gzip); none for the staff area and other unlisted routes. */
export const scriptBudgetFor = (route: { path: string; public: boolean }): number | undefined =>
  route.path === '/' ? SCRIPT_BUDGET.home : route.public ? SCRIPT_BUDGET.publicPage : undefined;

/**
 * The pages over their script budget, as errors in the registry's format (file:line:col, JSON path,
 * what to do). Every production build checks this and is refused over budget, and `npm run
 * validate` runs a production build, so an author hears of it before the site or the tests do.
 * Development builds are not minified and are not checked.
 */
export function scriptBudgetProblems(context: BuildContext, registry: Registry, routes: BuiltRoute[], firstLoadJs: FirstLoadSizer): string[] {
  // The registry's source is read again only to point at a problem, which most builds do not have.
  let locate: Locator | undefined;
  const problems: string[] = [];
  for (const route of routes) {
    const budget = scriptBudgetFor(route);
    if (budget === undefined) continue;
    const size = firstLoadJs(route.chunks);
    if (size <= budget) continue;
    locate ??= locator(readRegistrySource(context.registryFile));
    const pageId = registry.routes.find((candidate) => candidate.path === route.path)?.page;
    const types = pageId ? [...new Set(registry.pages[pageId]!.sections.map((section) => section.type))] : [];
    const pointer = pageId ? `/pages/${pageId}/sections` : '/routes';
    const { line, column } = locate(pointer);
    const message =
      `${route.path} would load ${kb(size)} of script (gzip), over its ${kb(budget)} budget. ` +
      `Each block type on a page brings its own script` +
      (types.length ? ` (this page uses ${types.join(', ')})` : '') +
      `: build the new sections from block types the page already uses, or ask a developer to make room.`;
    problems.push(formatProblem(context.registryFile, line, column, { pointer, message }));
  }
  return problems;
}
