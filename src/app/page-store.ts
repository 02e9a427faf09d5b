import { use } from 'react';
import { loadBlocks } from '../renderer/block-loader.ts';
import type { PageData } from './types.ts';

/*
 * Page data by id. The prerendered HTML carries the current page's data, which primes this cache
 * before hydration; other pages are fetched (with their block chunks) on first navigation.
 */
const pages = new Map<string, PageData>();
const pending = new Map<string, Promise<PageData>>();

export function primePage(page: PageData): void {
  pages.set(page.id, page);
}

export const sectionTypes = (page: PageData) => page.sections.map((section) => section.type);

export function loadPage(id: string, url: string): Promise<PageData> {
  let promise = pending.get(id);
  if (!promise) {
    promise = (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Could not load page "${id}" (HTTP ${response.status})`);
      const page = (await response.json()) as PageData;
      await loadBlocks(sectionTypes(page));
      pages.set(id, page);
      return page;
    })();
    pending.set(id, promise);
    promise.catch(() => pending.delete(id)); // a later visit may retry
  }
  return promise;
}

/** The page's data; suspends (showing the loader) until it and its blocks are loaded. */
export function usePage(id: string, url: string): PageData {
  return pages.get(id) ?? use(loadPage(id, url));
}
