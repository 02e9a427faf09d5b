import { KIND, SHARED } from './fields.ts';
import { toPointer } from './locate.ts';
import { registrySchema, type Registry } from './schema.ts';
import { walk } from './walk.ts';
import { existsSync, readFileSync } from 'node:fs';
import { contentFile } from './content-file.ts';
import { renderMarkdown } from './markdown.ts';

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
