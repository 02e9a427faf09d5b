/**
 * What a built site must show of its registry, read from the prerendered HTML alone (no browser):
 * every visitor page built with one h1 and every section heading and card title its registry
 * gives it, a title of its own, every internal link leading to a route, the sitemap listing the
 * public pages, and every industry-directory block linking to every industry. For tests that
 * build a registry of their own (an author's edit applied to a copy) and ask whether the content
 * rules still hold. Returns the problems, one line each, so a failure says where.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtManifest } from './built-manifest.ts';
import { routesWith, type Registry, type Section } from './registry-kinds.ts';

/** The words a reader sees in a page's HTML (word joiners, tags and entities out). */
export const visibleText = (source: string) =>
  source
    .replace(/\u2060/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** A section's heading and the titles (or names) of its cards and items. */
export const headingsOf = (section: Section): string[] =>
  [section.heading, ...((section.slides ?? section.cards ?? section.items ?? section.steps ?? section.posts ?? section.offers ?? []) as Section[]).map((item) => (typeof item === 'object' ? ((item.title ?? item.name) as string) : undefined))].filter(
    (value): value is string => typeof value === 'string',
  );

export function builtSiteProblems(dist: string, registry: Registry): string[] {
  const problems: string[] = [];
  const manifest = builtManifest(dist);
  const built = new Map(manifest.routes.map((route) => [route.path, route]));
  const known = new Set([...built.keys(), ...Object.keys(manifest.redirects), ...(manifest.staffRoutes ?? []).map((route) => route.path), ...registry.routes.map((route) => route.path)]);
  const html = (path: string) => readFileSync(join(dist, built.get(path)!.file), 'utf8');

  const titles = new Map<string, string>();
  for (const route of routesWith({}, registry)) {
    if (!built.has(route.path) || !existsSync(join(dist, built.get(route.path)!.file))) {
      problems.push(`${route.path}: not built`);
      continue;
    }
    const source = html(route.path);
    const h1s = source.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) problems.push(`${route.path}: ${h1s} h1 elements (one expected)`);
    const page = registry.pages[route.page]!;
    // Pages that open with a hero show every heading and card title the registry gives them.
    if (page.sections[0]?.type === 'hero') {
      const shown = visibleText(source);
      for (const section of page.sections) for (const heading of headingsOf(section)) if (!shown.includes(heading)) problems.push(`${route.path}: "${heading}" (a ${section.type}) is not on the page`);
    }
    for (const link of source.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      const target = link[1]!;
      if (!known.has(target) && !existsSync(join(dist, target))) problems.push(`${route.path}: links to ${target}, which is not a route`);
    }
    if (built.get(route.path)!.public) {
      const title = /<title>([^<]+)<\/title>/.exec(source)?.[1];
      if (!title) problems.push(`${route.path}: no <title>`);
      else if (titles.has(title)) problems.push(`${route.path}: the same title as ${titles.get(title)} ("${title}")`);
      else titles.set(title, route.path);
    }
  }

  const publicPaths = manifest.routes.filter((route) => route.public).map((route) => route.path);
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const path of publicPaths) if (!listed.includes(path)) problems.push(`sitemap.xml: ${path} is not listed`);
  for (const path of listed) if (!publicPaths.includes(path)) problems.push(`sitemap.xml: lists ${path}, which is not a public page`);

  const industries = Object.values(registry.shared.industries ?? {}) as { path?: string }[];
  for (const route of routesWith({ block: 'industry-directory' }, registry)) {
    const source = html(route.path);
    for (const industry of industries) if (industry.path && !source.includes(`href="${industry.path}"`)) problems.push(`${route.path}: the industry directory does not link to ${industry.path}`);
  }
  return problems;
}
