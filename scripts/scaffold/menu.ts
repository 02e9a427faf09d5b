import type { MenuItem } from '../../src/registry/schema.ts';

/**
 * Adds a link to `path` in every menu list that already links to its siblings (the pages with the
 * same parent path): the header's sub-menu, the mobile menu and the footer column of that section.
 * The one place that knows where a new page goes in the menus; returns how many lists changed.
 */
export function addMenuEntry(menus: unknown, entry: { id: string; title: string; path: string }): number {
  const parent = entry.path.slice(0, entry.path.lastIndexOf('/'));
  const isSibling = (item: MenuItem) => item.path !== undefined && item.path !== parent && item.path.slice(0, item.path.lastIndexOf('/')) === parent && parent !== '';
  let changed = 0;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      const items = node as MenuItem[];
      const isMenuList = items.every((item) => item && typeof item === 'object' && 'title' in item);
      if (isMenuList && items.some(isSibling) && !items.some((item) => item.path === entry.path)) {
        const ids = new Set(items.map((item) => item.id));
        items.push({ id: ids.has(entry.id) ? `${entry.id}-link` : entry.id, title: entry.title, path: entry.path });
        changed++;
      }
      items.forEach(visit);
    } else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(menus);
  return changed;
}
