import { KIND, SHARED } from './fields.ts';
import { toPointer } from './locate.ts';
import { registrySchema, type Registry } from './schema.ts';
import { walk } from './walk.ts';

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
