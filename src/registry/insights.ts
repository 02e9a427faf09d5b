import { pageName } from './breadcrumbs.ts';
import type { IndexLink, InsightEntry } from './insights-data.ts';
import type { ResolvedImage } from './resolved.ts';
import type { Page, Registry, Route } from './schema.ts';

/*
 * The insights section, derived from the registry: every article and case study (a page whose
 * first block is an "article" or a "case-study"), and the hub's pages (a page with an
 * "insights-index" block): the hub itself, one page per practice and per industry that has
 * entries, and further pages. The filter pages are routes the build adds, never written
 * in pages.json, so a new article's tags are all it takes to list it where it belongs.
 */

/**
 * Entries on a further page of a list. Its first page holds one more: the newest, shown as the lead
 * across the grid (insights-index), above a grid of twelve that fills its rows at one, two or three
 * columns.
 */
export const PAGE_SIZE = 12;
const FIRST_PAGE_SIZE = PAGE_SIZE + 1;

/** Where a page of a list begins, counted in entries. */
const pageStart = (page: number) => (page === 1 ? 0 : FIRST_PAGE_SIZE + (page - 2) * PAGE_SIZE);

type Section = Page['sections'][number];
type ArticleSection = Extract<Section, { type: 'article' }>;
type CaseStudySection = Extract<Section, { type: 'case-study' }>;
export type InsightSection = ArticleSection | CaseStudySection;

/** The article or case study a page is, if it is one. */
export function insightSection(page: Page | undefined): InsightSection | undefined {
  const first = page?.sections[0];
  return first && (first.type === 'article' || first.type === 'case-study') ? first : undefined;
}

/** A derived page's id: two hyphens in a row, which pages.json's ids cannot have, so it never clashes with an author's. */
const DERIVED = '--';
export const isDerivedPage = (id: string) => id.includes(DERIVED);

/** Every article and case study with its route, newest first (ties by title). */
export function insightPages(registry: Registry): { route: Route; section: InsightSection }[] {
  const seen = new Set<string>();
  return registry.routes
    .flatMap((route) => {
      const section = route.page && !route.redirect && !route.index ? insightSection(registry.pages[route.page]) : undefined;
      if (!section || seen.has(route.page!)) return [];
      seen.add(route.page!);
      return [{ route, section }];
    })
    .sort((a, b) => b.section.date.localeCompare(a.section.date) || a.section.title.localeCompare(b.section.title));
}

/** An insight as its cards show it; `minutes` gives an article's reading time (counted from its body by the build). */
export function insightEntry(registry: Registry, route: Route, section: InsightSection, minutes?: (section: ArticleSection) => number | undefined): InsightEntry {
  const common = { path: route.path, title: section.title, summary: section.standfirst, date: section.date, image: section.image as ResolvedImage, practices: section.practices };
  if (section.type === 'case-study') return { ...common, kind: 'case-study', industries: [section.industry], client: section.client };
  const readingMinutes = minutes?.(section);
  return {
    ...common,
    kind: 'article',
    industries: section.industries ?? [],
    ...(section.updated ? { updated: section.updated } : {}),
    ...(registry.shared.people?.[section.author] ? { author: registry.shared.people[section.author]!.name } : {}),
    ...(readingMinutes ? { readingMinutes } : {}),
  };
}

/** One page of the hub: which entries it lists (a filter, a page number) and where it is. */
export interface IndexView {
  /** The hub page's id and path. */
  hub: string;
  hubPath: string;
  pageId: string;
  path: string;
  filter?: { kind: 'practice' | 'industry'; id: string; label: string };
  page: number;
  pageCount: number;
  entries: string[];
}

/** The hubs: routed pages with an "insights-index" block (authored ones; their filter pages are derived). */
export function hubs(registry: Registry): { id: string; path: string }[] {
  return registry.routes.flatMap((route) => {
    const page = route.page && !route.redirect && !isDerivedPage(route.page) ? registry.pages[route.page] : undefined;
    return page?.sections.some((section) => section.type === 'insights-index') ? [{ id: route.page!, path: route.path }] : [];
  });
}

/** Every page of every hub, in order: the hub, its further pages, then each practice's and each industry's. */
export function indexViews(registry: Registry): IndexView[] {
  const all = insightPages(registry);
  const practices = registry.shared.practices ?? {};
  const industries = registry.shared.industries;
  const filters: { kind: 'practice' | 'industry'; id: string; label: string }[] = [
    ...Object.entries(practices).map(([id, practice]) => ({ kind: 'practice' as const, id, label: practice.title })),
    ...Object.entries(industries).map(([id, industry]) => ({ kind: 'industry' as const, id, label: industry.title })),
  ];
  const matches = (filter: (typeof filters)[number]) => (item: (typeof all)[number]) =>
    filter.kind === 'practice' ? item.section.practices.includes(filter.id) : (item.section.type === 'case-study' ? [item.section.industry] : (item.section.industries ?? [])).includes(filter.id);

  return hubs(registry).flatMap((hub) => {
    const views: IndexView[] = [];
    const paginate = (paths: string[], base: string, baseId: string, filter?: (typeof filters)[number]) => {
      const pageCount = paths.length <= FIRST_PAGE_SIZE ? 1 : 1 + Math.ceil((paths.length - FIRST_PAGE_SIZE) / PAGE_SIZE);
      for (let page = 1; page <= pageCount; page++) {
        views.push({
          hub: hub.id,
          hubPath: hub.path,
          pageId: page === 1 ? baseId : `${baseId}${DERIVED}page-${page}`,
          path: page === 1 ? base : `${base}/page/${page}`,
          ...(filter ? { filter } : {}),
          page,
          pageCount,
          entries: paths.slice(pageStart(page), pageStart(page + 1)),
        });
      }
    };
    paginate(
      all.map((item) => item.route.path),
      hub.path,
      hub.id,
    );
    for (const filter of filters) {
      const paths = all.filter(matches(filter)).map((item) => item.route.path);
      if (paths.length) paginate(paths, `${hub.path}/${filter.kind}/${filter.id}`, `${hub.id}${DERIVED}${filter.kind}-${filter.id}`, filter);
    }
    return views;
  });
}

/** The paths the build adds (each hub's filter pages and further pages), for the link checks. */
export const derivedIndexPaths = (registry: Registry) => indexViews(registry).filter((view) => isDerivedPage(view.pageId)).map((view) => view.path);

/**
 * The registry with each hub's derived pages added: a copy of the hub page under its own route,
 * title and description (the "insights-index" block shows the view's entries: insightData).
 */
export function withInsightIndexes(registry: Registry): Registry {
  const views = indexViews(registry).filter((view) => isDerivedPage(view.pageId) && !(view.pageId in registry.pages));
  if (!views.length) return registry;
  const site = registry.site.name;
  const pages = { ...registry.pages };
  const routes = [...registry.routes];
  for (const view of views) {
    const hubRoute = registry.routes.find((route) => route.path === view.hubPath)!;
    const hubName = pageName(hubRoute.title, site);
    const label = view.filter ? `${hubName}: ${view.filter.label}` : hubName;
    const name = view.page > 1 ? `${label}, page ${view.page}` : label;
    pages[view.pageId] = {
      ...registry.pages[view.hub]!,
      description: view.filter
        ? `Articles and case studies from ${site} on ${view.filter.label}, newest first${view.page > 1 ? ` (page ${view.page})` : ''}.`
        : `${registry.pages[view.hub]!.description.replace(/\.$/, '')} (page ${view.page}).`,
    };
    // Lists of links to the articles: followed by crawlers, but not indexed themselves (the sitemap lists the articles).
    routes.push({ id: view.pageId, path: view.path, title: `${name} | ${site}`, page: view.pageId, sitemap: false });
  }
  return { ...registry, pages, routes };
}

/** The hub page's filter and page links for one view. */
export function indexLinks(registry: Registry, view: IndexView, views: IndexView[]) {
  const siblings = views.filter((candidate) => candidate.hub === view.hub && candidate.page === 1);
  const filterLinks = (kind: 'practice' | 'industry'): IndexLink[] =>
    siblings.filter((candidate) => candidate.filter?.kind === kind).map((candidate) => ({ label: candidate.filter!.label, path: candidate.path, current: view.filter?.kind === kind && view.filter.id === candidate.filter!.id }));
  const sameList = views.filter((candidate) => candidate.hub === view.hub && candidate.filter?.id === view.filter?.id && candidate.filter?.kind === view.filter?.kind);
  return {
    practices: filterLinks('practice'),
    industries: filterLinks('industry'),
    pages: sameList.length > 1 ? sameList.map((candidate) => ({ label: String(candidate.page), path: candidate.path, current: candidate.page === view.page })) : [],
    ...(view.filter ? { filter: { label: view.filter.label, clear: view.hubPath } } : {}),
  };
}

/** The hub's filter page for a tag, for the tags an article or case study shows. */
export function tagLinks(views: IndexView[], practices: string[], industries: string[]): IndexLink[] {
  const first = views.filter((view) => view.page === 1 && view.filter && view.hub === views[0]?.hub);
  const link = (kind: 'practice' | 'industry', id: string): IndexLink[] => {
    const view = first.find((candidate) => candidate.filter!.kind === kind && candidate.filter!.id === id);
    return view ? [{ label: view.filter!.label, path: view.path, current: false }] : [];
  };
  return [...practices.flatMap((id) => link('practice', id)), ...industries.flatMap((id) => link('industry', id))];
}
