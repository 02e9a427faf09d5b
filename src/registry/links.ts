import { KIND, SHARED } from './fields.ts';
import { toPointer } from './locate.ts';
import { registrySchema, type Registry } from './schema.ts';
import { walk } from './walk.ts';
import { existsSync, readFileSync } from 'node:fs';
import { contentFile } from './content-file.ts';
import { renderMarkdown } from './markdown.ts';
import { insightPages } from './insights.ts';

/**
 * Every place in the registry that links to `path` (menus, buttons, cards, shared items,
 * redirects), as JSON pointers: what to change before removing or moving a page.
 */
export function linksTo(registry: Registry, path: string): string[] {
  // A shared item that links to the page (an industry card) links to it wherever it is used.
  const sharedLinking = new Set<string>();
  for (const [kind, items] of Object.entries(registry.shared as Record<string, Record<string, { path?: string }>>)) {
    for (const [id, item] of Object.entries(items)) if (item.path === path) sharedLinking.add(`${kind}/${id}`);
  }
  const pointers: string[] = [];
  walk(registrySchema, registry, (meta, value, at) => {
    if (typeof value !== 'string') return;
    if (meta[KIND] === 'link' && value.split('#')[0] === path) pointers.push(toPointer(at));
    if (typeof meta[SHARED] === 'string' && sharedLinking.has(`${meta[SHARED]}/${value}`)) pointers.push(`${toPointer(at)} (uses shared.${meta[SHARED]}.${value})`);
  });
  return pointers;
}

/** Every link to `path` inside the Markdown bodies pages.json names, at its file, line and column. */
export function markdownLinksTo(registry: Registry, path: string, root: string): { file: string; line: number; column: number; pointer: string }[] {
  const found: { file: string; line: number; column: number; pointer: string }[] = [];
  walk(registrySchema, registry, (meta, value, at) => {
    if (meta[KIND] !== 'markdown' || typeof value !== 'string') return;
    const file = contentFile(root, value);
    if (!existsSync(file)) return;
    const { links } = renderMarkdown(readFileSync(file, 'utf8'), { isRoute: () => true, routes: [], image: () => ({ url: '' }), images: () => [] });
    for (const link of links) if (link.href.split('#')[0] === path) found.push({ file, line: link.line, column: link.column, pointer: toPointer(at) });
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
  const listedByHub = registry.pages && Object.values(registry.pages).some((page) => page.sections.some((section) => section.type === 'insights-index'));
  const insights = new Set(listedByHub ? insightPages(registry).map(({ route }) => route.path) : []);
  return registry.routes.flatMap((route, index) => {
    if (route.redirect || route.sitemap === false || route.path === '/' || insights.has(route.path)) return [];
    if (linksTo(registry, route.path).length > 0 || markdownLinksTo(registry, route.path, root).length > 0) return [];
    return [{ index, path: route.path }];
  });
}
