/**
 * A few browser tabs shared by concurrent tests: `use` lends a free tab (waiting for one when all
 * are busy, in the order asked) and takes it back, with its console problems cleared, when the job
 * ends. Tabs are opened on first need and closed by `close`.
 */
import type { WatchedPage } from './browser.ts';

export function pagePool(size: number, open: () => Promise<WatchedPage>) {
  const all: Promise<WatchedPage>[] = [];
  const free: WatchedPage[] = [];
  const waiting: ((page: WatchedPage) => void)[] = [];

  async function borrow(): Promise<WatchedPage> {
    const page = free.pop();
    if (page) return page;
    if (all.length < size) {
      const opened = open();
      all.push(opened);
      return opened;
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function giveBack(page: WatchedPage) {
    page.problems.length = 0;
    const next = waiting.shift();
    if (next) next(page);
    else free.push(page);
  }

  return {
    async use<T>(job: (page: WatchedPage) => Promise<T>): Promise<T> {
      const page = await borrow();
      try {
        return await job(page);
      } finally {
        giveBack(page);
      }
    },
    async close() {
      for (const page of await Promise.all(all)) await page.context().close();
    },
  };
}
