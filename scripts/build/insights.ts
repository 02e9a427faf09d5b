import { existsSync, readFileSync } from 'node:fs';
import { contentFile } from '../../src/registry/content-file.ts';
import type { PageData } from '../../src/registry/page-data.ts';
import { pageName } from '../../src/registry/breadcrumbs.ts';
import type { InsightEntry } from '../../src/registry/insights-data.ts';
import { indexLinks, indexViews, insightEntry, insightPages, tagLinks } from '../../src/registry/insights.ts';
import { readingMinutes, renderMarkdown } from '../../src/registry/markdown.ts';
import type { ResolvedAsset } from '../../src/registry/resolve.ts';
import type { Registry } from '../../src/registry/schema.ts';

/*
 * The insight blocks' computed props (src/registry/insights-data.ts): each article's body rendered
 * from its Markdown file and its reading time, the hub's pages, an author's articles, the cards of
 * related reading. Runs on the registry the pages' data came from (images resolved), so a card
 * shows the same picture its article does.
 */

export interface Insights {
  /** Every article and case study, newest first: for the feed, the sitemap and structured data. */
  entries: InsightEntry[];
  /** The hub's path (the feed lives under it), when the site has a hub. */
  hubPath?: string;
}

export interface InsightOptions {
  /** The folder pages.json is in: Markdown paths are relative to it. */
  root: string;
  /** Images as published, by their name in pages.json. */
  assets: Map<string, ResolvedAsset>;
}

export const FEED_FILE = 'feed.xml';

export function addInsightData(registry: Registry, pages: Record<string, PageData>, options: InsightOptions): Insights {
  const paths = new Set(registry.routes.map((route) => route.path));
  const bodies = new Map<string, { html: string; minutes: number }>();
  // The checks ran already (they refuse a broken link or a missing file), so this only renders.
  const body = (file: string) => {
    // The block catalogue's example (a development build) names a body that need not exist; the checks refuse a missing one on a page.
    if (!bodies.has(file) && !existsSync(contentFile(options.root, file))) bodies.set(file, { html: '', minutes: 1 });
    if (!bodies.has(file)) {
      const rendered = renderMarkdown(readFileSync(contentFile(options.root, file), 'utf8'), {
        isRoute: (path) => paths.has(path),
        routes: paths,
        image: (src) => options.assets.get(src),
        images: () => options.assets.keys(),
      });
      bodies.set(file, { html: rendered.html, minutes: readingMinutes(rendered.words) });
    }
    return bodies.get(file)!;
  };

  const views = indexViews(registry);
  const entries = insightPages(registry).map(({ route, section }) => insightEntry(registry, route, section, (article) => body(article.body).minutes));
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const routeNames = new Map(registry.routes.map((route) => [route.path, pageName(route.title, registry.site.name)]));
  const hubPath = views[0]?.hubPath;
  const feed = hubPath && `${hubPath === '/' ? '' : hubPath}/${FEED_FILE}`;

  for (const page of Object.values(pages)) {
    const view = views.find((candidate) => candidate.pageId === page.id);
    page.sections = page.sections.map((section) => {
      switch (section.type) {
        case 'article':
        {
          const { html, minutes } = body(section.body);
          return { ...section, html, readingMinutes: minutes, tags: tagLinks(views, section.practices, section.industries ?? []) };
        }
        case 'case-study':
          return { ...section, tags: tagLinks(views, section.practices, [section.industry]), serviceLinks: (section.services ?? []).map((path) => ({ path, name: routeNames.get(path.split('#')[0]!) ?? path })) };
        case 'person-profile': {
          const authored = insightPages(registry).filter(({ section: insight }) => insight.type === 'article' && insight.author === section.person);
          return { ...section, entries: authored.map(({ route }) => byPath.get(route.path)!) };
        }
        case 'related-insights':
          return { ...section, entries: section.items.flatMap((path) => byPath.get(path.split('#')[0]!) ?? []) };
        case 'insights-index':
          return view ? { ...section, entries: view.entries.map((path) => byPath.get(path)!), total: countFor(views, view), feed, ...indexLinks(registry, view, views) } : section;
        case 'blog-teasers':
          // A teaser of an article shows the article's date and its reading time, counted from its body.
          return { ...section, posts: section.posts.map((post) => {
            const entry = post.href ? byPath.get(post.href.split('#')[0]!) : undefined;
            return entry ? { ...post, date: entry.date, ...(entry.readingMinutes ? { readingMinutes: entry.readingMinutes } : {}) } : post;
          }) };
        default:
          return section;
      }
    }) as PageData['sections'];
  }
  return { entries, ...(hubPath ? { hubPath } : {}) };
}

/** How many entries the view's list holds across its pages. */
function countFor(views: ReturnType<typeof indexViews>, view: ReturnType<typeof indexViews>[number]): number {
  return views.filter((candidate) => candidate.hub === view.hub && candidate.filter?.id === view.filter?.id && candidate.filter?.kind === view.filter?.kind).reduce((sum, candidate) => sum + candidate.entries.length, 0);
}
