import { readFileSync } from 'node:fs';
import type { Site } from '../../src/registry/schema.ts';
import { CARD } from './social-cards.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/**
 * The favicon travels inside each page as a data: URL (about 0.3 KB). As a file it was a
 * high-priority request that took the connection the HTML had just warmed, so the entry script
 * needed a new connection: in Lighthouse's model that is two extra round trips before the page
 * counts as painted (home's simulated LCP 986 ms with the file).
 */
const FAVICON_HREF = `data:image/svg+xml,${readFileSync(new URL('../../src/assets/favicon.svg', import.meta.url), 'utf8')
  .trim()
  .replace(/"/g, "'")
  .replace(/[#%<>\s]/g, encodeURIComponent)}`;

export interface HtmlInput {
  title: string;
  description?: string;
  site: Site;
  path: string;
  /** When another path holds the same content (a section index), the one to index. */
  canonicalPath?: string;
  /** The page's own stylesheet rules, inlined. */
  css: string;
  /** The whole stylesheet's URL, which the app loads after the first paint ('' when the page inlines all of it). */
  stylesheet?: string;
  /** The print stylesheet's URL: the loader links it after the first paint, a <noscript> copy without script. */
  print?: string;
  /** The shell data's URL (site facts, menus, routes), which the app needs to start. */
  shell?: string;
  scripts: string[];
  /** The inline loader's code (src/app/boot.ts, bundled): it loads the scripts after the first paint. */
  loader?: string;
  body: string;
  /**
   * The URL of the page's data (the blocks' props hydration renders from), which the loader asks
   * for after the first paint. Not inside the HTML: it would add about 1 KB to every page's
   * compressed first response, which must fit in the first round trip (see docs/performance.md, "The first round trip").
   */
  pageDataUrl?: string;
  noindex?: boolean;
  /** The page's social card (scripts/build/social-cards.ts): its URL path and what it shows, for og:image. */
  image: { src: string; alt: string };
  /** The page's structured data (scripts/build/structured-data.ts), written as JSON-LD. */
  structuredData?: object;
  /** The 404 page answers for any unknown address and has none of its own: no canonical link, no og:url. */
  notFound?: boolean;
  redirect?: string;
  /** The insights feed (its path and title), announced to browsers and feed readers. */
  feed?: { path: string; title: string };
}

/** One prerendered page: its own title, description, canonical URL and Open Graph tags. */
export function htmlDocument(input: HtmlInput): string {
  const base = input.site.url.replace(/\/$/, '');
  const canonical = input.notFound ? undefined : `${base}${input.redirect ?? input.canonicalPath ?? input.path}`;
  const [entry, ...preloads] = input.scripts;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(input.title)}</title>`,
    input.description && `<meta name="description" content="${escape(input.description)}">`,
    input.noindex && '<meta name="robots" content="noindex">',
    input.redirect && `<meta http-equiv="refresh" content="0; url=${escape(input.redirect)}">`,
    canonical && `<link rel="canonical" href="${escape(canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escape(input.site.name)}">`,
    `<meta property="og:title" content="${escape(input.title)}">`,
    input.description && `<meta property="og:description" content="${escape(input.description)}">`,
    canonical && `<meta property="og:url" content="${escape(canonical)}">`,
    `<meta property="og:image" content="${escape(base + input.image.src)}">`,
    `<meta property="og:image:type" content="${CARD.type}">`,
    `<meta property="og:image:width" content="${CARD.width}">`,
    `<meta property="og:image:height" content="${CARD.height}">`,
    `<meta property="og:image:alt" content="${escape(input.image.alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    '<meta name="theme-color" content="#0b1d33">',
    input.feed && `<link rel="alternate" type="application/atom+xml" title="${escape(input.feed.title)}" href="${escape(input.feed.path)}">`,
    `<link rel="icon" href="${FAVICON_HREF}" type="image/svg+xml">`,
    input.css && `<style>${input.css}</style>`,
    // Without script, the whole stylesheet (the loader applies it after the first paint otherwise).
    (input.print || input.stylesheet) && `<noscript>${input.stylesheet ? `<link rel="stylesheet" href="${input.stylesheet}">` : ''}${input.print ? `<link rel="stylesheet" media="print" href="${input.print}">` : ''}</noscript>`,
    // No script the browser would fetch while it reads the page: on a slow link it would share the
    // first round trips with the HTML, and Lighthouse's model counts any script that arrived before
    // the first paint as needed for it. The inline loader (src/app/boot.ts, the same bytes on every
    // page, allowed by its hash in the CSP) asks for the entry and the chunks once the page is on screen.
    entry && input.loader && `<script data-entry="${entry}" data-preload="${preloads.join(' ')}"${input.stylesheet ? ` data-stylesheet="${input.stylesheet}"` : ''}${input.print ? ` data-print="${input.print}"` : ''}${input.shell ? ` data-shell="${input.shell}"` : ''}${input.pageDataUrl ? ` data-page="${input.pageDataUrl}"` : ''}>${input.loader}</script>`,
  ].filter(Boolean);
  const body = input.redirect ? `<p>This page has moved to <a href="${escape(input.redirect)}">${escape(base + input.redirect)}</a>.</p>` : `<div id="root">${input.body}</div>`;
  // After the content, which it must not hold back; "<" escaped so no text in it can end the element.
  const data = input.structuredData ? `\n<script type="application/ld+json">${JSON.stringify(input.structuredData).replace(/</g, '\\u003c')}</script>` : '';
  return `<!doctype html>\n<html lang="en">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body}${data}\n</body>\n</html>\n`;
}
