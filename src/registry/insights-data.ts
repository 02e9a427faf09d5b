import type { ResolvedImage } from './resolved.ts';

/*
 * What the build adds to the insight blocks' props (src/registry/insights.ts computes it from the
 * registry and the Markdown files): never written in pages.json, so an author cannot get a
 * reading time or a list of an author's articles wrong. Types only: this goes to the browser.
 */

/** One article or case study, as cards, the hub, the feed and the sitemap show it. */
export interface InsightEntry {
  path: string;
  kind: 'article' | 'case-study';
  title: string;
  summary: string;
  date: string;
  updated?: string;
  image: ResolvedImage;
  practices: string[];
  industries: string[];
  /** Articles: the author's name (a "shared.people" record) and the minutes the body takes to read. */
  author?: string;
  readingMinutes?: number;
  /** Case studies: the client. */
  client?: string;
}

/** A link the hub's filters and page numbers offer. */
export interface IndexLink {
  label: string;
  path: string;
  current: boolean;
}

/** The "article" block's computed props: its body as HTML (rendered at build, raw HTML off) and reading time. */
export interface ArticleComputed {
  html?: string;
  readingMinutes?: number;
  /** Its practices and industries, each a link to the hub filtered by it. */
  tags?: IndexLink[];
}

/** The "insights-index" block's computed props: the page of entries it shows and its filters. */
export interface IndexComputed {
  entries?: InsightEntry[];
  practices?: IndexLink[];
  industries?: IndexLink[];
  pages?: IndexLink[];
  /** The filter this page applies ("Data, Automation & AI"), absent on the unfiltered pages. */
  filter?: { label: string; clear: string };
  total?: number;
  feed?: string;
}

/** Cards of other insights ("related-insights"; a person's articles). */
export interface EntriesComputed {
  entries?: InsightEntry[];
}

/** The "case-study" block's computed props: its services by name. */
export interface CaseStudyComputed {
  serviceLinks?: { path: string; name: string }[];
  tags?: IndexLink[];
}

/** The "person-profile" block's computed props: what they wrote, newest first. */
export type PersonComputed = EntriesComputed;
