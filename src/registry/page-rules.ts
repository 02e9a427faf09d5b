import { blocks } from '../blocks/index.ts';
import type { Problem } from './problem.ts';
import type { Registry } from './schema.ts';
import { pageTemplates } from './templates.ts';

/** Block types that render the page's h1 (hero, coming-soon, not-found). */
const headingBlocks = new Set<string>(blocks.filter((block) => block.pageHeading).map((block) => block.type));
const headingList = [...headingBlocks].map((type) => `"${type}"`).join(', ');

/**
 * Rules for a page as a whole: it opens with exactly one block that carries its heading (a hero,
 * usually). A second hero would be a second h1, and a hero further down leaves the page without a
 * heading at the top, which screen readers and search engines read as the page's subject.
 */
export function pageProblems(registry: Registry): Problem[] {
  const problems: Problem[] = [];
  for (const [id, page] of Object.entries(registry.pages)) {
    const at = `/pages/${id}/sections`;
    const first = page.sections[0]!;
    if (!headingBlocks.has(first.type)) {
      const hero = page.sections.findIndex((section) => headingBlocks.has(section.type));
      problems.push(
        hero < 0
          ? { pointer: `${at}/0/type`, message: `page "${id}" has no hero. Every page opens with one "hero" (its heading, the page's only h1); add one as the first section.` }
          : { pointer: `${at}/${hero}/type`, message: `the "${page.sections[hero]!.type}" must be the first section of page "${id}" (it carries the page's h1). Move it to the top.` },
      );
    }
    page.sections.forEach((section, index) => {
      if (index === 0 || !headingBlocks.has(section.type)) return;
      if (!headingBlocks.has(first.type) && index === page.sections.findIndex((candidate) => headingBlocks.has(candidate.type))) return;
      problems.push({
        pointer: `${at}/${index}/type`,
        message: `a second "${section.type}" on page "${id}": a page has one ${headingList} section, first, because it is the page's only h1. Use "intro-banner" or "call-to-action" for another banner.`,
      });
    });
  }
  return problems;
}

/**
 * A page that lists every shared industry (an "industry-directory" block) is the index of its
 * path: each page routed below it must be a shared industry, or the list would silently miss it,
 * and follows the industry template, which the content tests also check.
 */
export function directoryProblems(registry: Registry): Problem[] {
  const listed = new Set(Object.values(registry.shared.industries).map((industry) => industry.path));
  const problems: Problem[] = [];
  for (const { index, route, under } of industryRoutes(registry)) {
    if (!listed.has(route.path)) {
      problems.push({
        pointer: `/routes/${index}/path`,
        message: `"${route.path}" is an industry page, but no entry in "shared.industries" has "path": "${route.path}", so ${under} would not list it. Add one (title, summary, image, path); the contact form's industry list and the industry cards use it too.`,
      });
    }
    problems.push(...industryTemplateProblems(registry, route.page!));
  }
  return problems;
}

/** The pages routed below a page that lists every shared industry (an "industry-directory" block). */
function industryRoutes(registry: Registry) {
  const listing = new Set(Object.entries(registry.pages).filter(([, page]) => page.sections.some((section) => section.type === 'industry-directory')).map(([id]) => id));
  const indexPaths = registry.routes.filter((route) => route.page && listing.has(route.page)).map((route) => route.path);
  return registry.routes.flatMap((route, index) => {
    const under = indexPaths.find((path) => path !== '/' && route.path.startsWith(path + '/'));
    return under && route.page && !route.redirect && route.page in registry.pages ? [{ index, route, under }] : [];
  });
}

/**
 * The one change that gives a page the sections it must have, in words: a section moved back to
 * its place, one added or one removed. Undefined when it takes more than one.
 */
function oneEdit(types: readonly string[], wanted: readonly string[]): { index: number; fix: string } | undefined {
  const same = (candidate: readonly string[]) => candidate.join() === wanted.join();
  const after = (at: number) => (at === 0 ? 'to the top' : `after "${wanted[at - 1]}"`);
  if (types.length === wanted.length) {
    for (let from = 0; from < types.length; from++) {
      const rest = types.toSpliced(from, 1);
      for (let to = 0; to < types.length; to++) {
        if (to !== from && same(rest.toSpliced(to, 0, types[from]!))) return { index: from, fix: `Move this "${types[from]}" back ${after(to)}.` };
      }
    }
  }
  if (types.length === wanted.length - 1) {
    for (let at = 0; at < wanted.length; at++) {
      if (same(types.toSpliced(at, 0, wanted[at]!))) return { index: Math.min(at, types.length - 1), fix: `Add a section "${wanted[at]}" ${after(at)}.` };
    }
  }
  if (types.length === wanted.length + 1) {
    for (let at = 0; at < types.length; at++) if (same(types.toSpliced(at, 1))) return { index: at, fix: `Remove this "${types[at]}".` };
  }
  return undefined;
}

/** An industry page follows the industry template: its blocks in order, five solutions, the closing line. */
function industryTemplateProblems(registry: Registry, id: string): Problem[] {
  const template = pageTemplates.industry;
  const sections = registry.pages[id]!.sections;
  const types = sections.map((section) => section.type);
  if (types.join() !== template.sections.join()) {
    const order = `industry pages have these sections, in this order: ${template.sections.join(', ')}.`;
    const edit = oneEdit(types, template.sections);
    if (edit) return [{ pointer: `/pages/${id}/sections/${edit.index}`, message: `${order} ${edit.fix}` }];
    return [{ pointer: `/pages/${id}/sections`, message: `${order} This one has ${types.join(', ')}: add, remove or move sections to match.` }];
  }
  const problems: Problem[] = [];
  const list = types.indexOf('service-list');
  const items = (sections[list] as { items: unknown[] }).items.length;
  if (items !== template.items['service-list']) problems.push({ pointer: `/pages/${id}/sections/${list}/items`, message: `industry pages list ${template.items['service-list']} solutions (this one has ${items}).` });
  const closing = sections.at(-1) as { heading: string };
  if (closing.heading !== template.closingHeading) problems.push({ pointer: `/pages/${id}/sections/${sections.length - 1}/heading`, message: `industry pages close with the heading "${template.closingHeading}".` });
  return problems;
}
