import type { MainMenuItem, MenuItem } from '../registry/page-data.ts';

/*
 * The registry holds one main menu; the header bar and the small-screen menu are two views of it.
 * An item may carry a shorter header label ("SERVICE" for "Services") and may show in one place only.
 */

/** The header bar's items, labelled with their header titles. */
export const headerMenu = (main: MainMenuItem[]): MenuItem[] =>
  main.filter((item) => item.showIn !== 'mobile').map(({ headerTitle, showIn: _, ...item }) => ({ ...item, title: headerTitle ?? item.title }));

/** The small-screen menu's items: those named in `order` first, in that order, then the rest as in `main`. */
export const mobileMenu = (main: MainMenuItem[], order: string[] = []): MenuItem[] => {
  const rank = (item: MainMenuItem) => (order.includes(item.id) ? order.indexOf(item.id) : order.length + main.indexOf(item));
  return main
    .filter((item) => item.showIn !== 'header')
    .sort((a, b) => rank(a) - rank(b))
    .map(({ headerTitle: _, showIn: __, ...item }) => item);
};
