import { use } from 'react';
import { loadSiteStylesheet } from '../lib/site-stylesheet.ts';
import { loadBlocks } from '../renderer/block-loader.ts';
import type { PageData } from '../registry/page-data.ts';

/*
 * Page data by id, as promises React's use() can read. The prerendered HTML carries the current
 * page's data, which primes this cache before hydration; other pages are fetched (with their
 * block chunks) on first navigation.
 */
type TrackedPromise = Promise<PageData> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: PageData; reason?: unknown };
const pages = new Map<string, TrackedPromise>();

/** A promise already marked fulfilled: use() reads its value in the same render, without suspending. */
function settled(page: PageData): TrackedPromise {
  return Object.assign(Promise.resolve(page), { status: 'fulfilled' as const, value: page });
}

export function primePage(page: PageData): void {
  pages.set(page.id, settled(page));
}

export const sectionTypes = (page: PageData) => page.sections.map((section) => section.type);

export function loadPage(id: string, url: string): Promise<PageData> {
  let promise = pages.get(id);
  if (!promise) {
    const loading: TrackedPromise = (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Could not load page "${id}" (HTTP ${response.status})`);
      const page = (await response.json()) as PageData;
      await Promise.all([loadBlocks(sectionTypes(page)), loadSiteStylesheet()]);
      return page;
    })();
    loading.status = 'pending';
    loading.then(
      (page) => Object.assign(loading, { status: 'fulfilled', value: page }),
      (reason) => {
        Object.assign(loading, { status: 'rejected', reason });
        pages.delete(id); // a later visit may retry
      },
    );
    pages.set(id, loading);
    promise = loading;
  }
  return promise;
}

/**
 * The page's data; suspends (showing the loader) until it and its blocks are loaded. use() is
 * called on every render, loaded or not: calling it only sometimes breaks React's hook order.
 */
export function usePage(id: string, url: string): PageData {
  return use(loadPage(id, url));
}
