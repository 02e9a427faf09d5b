import { KIND, SHARED } from './fields.ts';
import { toPointer } from './locate.ts';
import { registrySchema, type Registry } from './schema.ts';
import { walk } from './walk.ts';
import { existsSync, readFileSync } from 'node:fs';
import { contentFile } from './content-file.ts';
import { renderMarkdown } from './markdown.ts';
import { hubs, insightPages } from './insights.ts';

/**
 * Every link the registry makes (menus, buttons, cards, redirects, and a shared item that has a
 * path, wherever it is used): the path it leads to, and where it is as a JSON pointer.
 */
function eachLink(registry: Registry, visit: (path: string, pointer: string) => void): void {
  // A shared item that links to a page (an industry card) links to it wherever it is used.
  const sharedPaths = new Map<string, string>();
  for (const [kind, items] of Object.entries(registry.shared as Record<string, Record<string, { path?: string }>>)) {
    for (const [id, item] of Object.entries(items)) if (item.path !== undefined) sharedPaths.set(`${kind}/${id}`, item.path);
  }
  walk(registrySchema, registry, (meta, value, at) => {
    if (typeof value !== 'string') return;
    if (meta[KIND] === 'link') visit(value.split('#')[0]!, toPointer(at));
    const shared = typeof meta[SHARED] === 'string' ? sharedPaths.get(`${meta[SHARED]}/${value}`) : undefined;
    if (shared !== undefined) visit(shared, `${toPointer(at)} (uses shared.${meta[SHARED]}.${value})`);
  });
}

type MarkdownLink = { path: string; file: string; line: number; column: number; pointer: string };

/** Every link inside the Markdown bodies pages.json names, with the path it leads to. */
function eachMarkdownLink(registry: Registry, root: string, visit: (link: MarkdownLink) => void): void {
  walk(registrySchema, registry, (meta, value, at) => {
    if (meta[KIND] !== 'markdown' || typeof value !== 'string') return;
    const file = contentFile(root, value);
    if (!existsSync(file)) return;
    const { links } = renderMarkdown(readFileSync(file, 'utf8'), { isRoute: () => true, routes: [], image: () => ({ url: '' }), images: () => [] });
    for (const link of links) visit({ path: link.href.split('#')[0]!, file, line: link.line, column: link.column, pointer: toPointer(at) });
  });
}

/**
 * Every place in the registry that links to `path` (menus, buttons, cards, shared items,
 * redirects), as JSON pointers: what to change before removing or moving a page.
 */
export function linksTo(registry: Registry, path: string): string[] {
  const pointers: string[] = [];
  eachLink(registry, (to, pointer) => {
    if (to === path) pointers.push(pointer);
  });
  return pointers;
}

/** Every link to `path` inside the Markdown bodies pages.json names, at its file, line and column. */
export function markdownLinksTo(registry: Registry, path: string, root: string): { file: string; line: number; column: number; pointer: string }[] {
  const found: { file: string; line: number; column: number; pointer: string }[] = [];
  eachMarkdownLink(registry, root, ({ path: to, ...link }) => {
    if (to === path) found.push(link);
  });
  return found;
}

/**
 * Public pages nothing in the registry links to (no menu, button, card, shared item, article text,
 * or the insights hub's list): a visitor cannot find them, and search engines that know a page
 * only from the sitemap rank it low. `npm run validate` warns about each; a page meant to be reached
 * only by its address (a campaign page) can say `"sitemap": false`.
 */
export function unlinkedRoutes(registry: Registry, root: string): { index: number; path: string }[] {
  // One pass over the registry and one over the article texts, whatever the number of routes.
  const linked = new Set<string>();
  eachLink(registry, (to) => linked.add(to));
  eachMarkdownLink(registry, root, (link) => linked.add(link.path));
  if (hubs(registry).length > 0) for (const { route } of insightPages(registry)) linked.add(route.path);
  return registry.routes.flatMap((route, index) => (route.redirect || route.sitemap === false || route.path === '/' || linked.has(route.path) ? [] : [{ index, path: route.path }]));
}
