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

/**
 * Why a page could not be shown. `offline`: a request never got an answer (no connection), so
 * asking again later can work. `stale`: the server answered, but without this page's data (a tab
 * opened before a deploy asks for files that deploy replaced), so only a full page load helps.
 */
export class PageLoadError extends Error {
  constructor(
    message: string,
    readonly kind: 'offline' | 'stale',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export function loadPage(id: string, url: string): Promise<PageData> {
  let promise = pages.get(id);
  if (!promise) {
    const loading: TrackedPromise = (async () => {
      const response = await fetch(url).catch((error: unknown) => {
        throw new PageLoadError(`Page "${id}" did not arrive: ${String(error)}`, 'offline', { cause: error });
      });
      if (!response.ok) throw new PageLoadError(`Could not load page "${id}" (HTTP ${response.status})`, 'stale');
      const page = (await response.json()) as PageData;
      await Promise.all([loadBlocks(sectionTypes(page)), loadSiteStylesheet()]);
      return page;
    })();
    loading.status = 'pending';
    // A failure stays cached until forgetFailedPages(): were it dropped at once, every render
    // would fetch again and fail again (QA saw a thousand requests in four seconds).
    loading.then(
      (page) => Object.assign(loading, { status: 'fulfilled', value: page }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    pages.set(id, loading);
    promise = loading;
  }
  return promise;
}

/** Drops failed loads, so the next render of their pages asks again (the error view's Try again). */
export function forgetFailedPages(): void {
  for (const [id, promise] of pages) if (promise.status === 'rejected') pages.delete(id);
}

/**
 * The page's data; suspends (showing the loader) until it and its blocks are loaded. use() is
 * called on every render, loaded or not: calling it only sometimes breaks React's hook order.
 */
export function usePage(id: string, url: string): PageData {
  return use(loadPage(id, url));
}
