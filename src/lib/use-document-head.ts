import { useEffect } from 'react';

/** Keeps the tab title and meta description in step on client-side navigation (the build writes them into each page's HTML). */
export function useDocumentHead(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
